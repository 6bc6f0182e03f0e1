// The public site settings, this request's host and whether the visitor is signed in, for the
// browser. Read once per page load: host, configuration and session do not change during client
// navigation (signing in leaves for the member app, signing out reloads).
import { createServerFn, getGlobalStartContext } from '@tanstack/react-start'
import { getConfig, publicConfig } from '../server/config.server'
import { isSignedIn } from '../server/session.server'

export const getSiteSettings = createServerFn({ method: 'GET' }).handler(async () => {
  const site = getGlobalStartContext()?.site
  return {
    ...publicConfig(getConfig()),
    hostKind: site?.hostKind ?? 'main',
    /** A live session (auth-token cookie checked against the API); the token itself stays on the server. */
    authorized: await isSignedIn(site?.localeCode ?? 'en'),
  }
})

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>

let cached: Promise<SiteSettings> | undefined

/** Fetches settings once per browser page load; always fresh on the server. */
export function loadSiteSettings(): Promise<SiteSettings> {
  if (typeof window === 'undefined') return getSiteSettings()
  cached ??= getSiteSettings()
  return cached
}
