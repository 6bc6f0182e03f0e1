// The public site settings and this request's host, for the browser. Read once per page load:
// host and configuration do not change during client navigation.
import { createServerFn, getGlobalStartContext } from '@tanstack/react-start'
import { getConfig, publicConfig } from '../server/config.server'

export const getSiteSettings = createServerFn({ method: 'GET' }).handler(() => ({
  ...publicConfig(getConfig()),
  hostKind: getGlobalStartContext()?.site.hostKind ?? 'main',
}))

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>

let cached: Promise<SiteSettings> | undefined

/** Fetches settings once per browser page load; always fresh on the server. */
export function loadSiteSettings(): Promise<SiteSettings> {
  if (typeof window === 'undefined') return getSiteSettings()
  cached ??= getSiteSettings()
  return cached
}
