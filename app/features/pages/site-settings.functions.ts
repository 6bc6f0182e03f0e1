// The public site settings and this request's host facts, for the browser. Read once per page
// load: host and configuration do not change during client navigation.
import { createServerFn, getGlobalStartContext } from '@tanstack/react-start'
import type { RequestSite } from '../../server/site-middleware'
import { getConfig, publicConfig } from '../../server/config.server'

export const getSiteSettings = createServerFn({ method: 'GET' }).handler(() => {
  const context = getGlobalStartContext() as { site?: RequestSite } | undefined
  const site = context?.site
  return {
    ...publicConfig(getConfig()),
    hostKind: site?.hostKind ?? 'main',
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
