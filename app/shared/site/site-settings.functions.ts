// The public site settings, this request's host and whether the visitor is signed in, for the
// browser. Read once per page load: host, configuration and session do not change during client
// navigation (signing in leaves for the member app, signing out reloads). One remembered promise
// rather than a TanStack Query query: its client and SSR integration would add 9.5 KB gzip
// before the page is interactive (decision 019).
import { createServerFn, getGlobalStartContext } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { consentRequired, parseConsent } from '../consent/consent-rules'
import { COOKIES } from '../cookies/cookies'
import { requestViewport } from '../api/api.server'
import { getConfig, publicConfig } from './config.server'
import { hasLiveSession } from '../session/session.server'

export const getSiteSettings = createServerFn({ method: 'GET' }).handler(async () => {
  const site = getGlobalStartContext()?.site
  return {
    ...publicConfig(getConfig()),
    hostKind: site?.hostKind ?? 'main',
    /** The visitor's country: the geo header, else the locale's (lower case; null for the international `en`). */
    country: site?.country ?? null,
    /** Whether this visitor must opt in before analytics and marketing storage (shared/consent/consent-rules.ts). */
    consentRequired: consentRequired(site?.country ?? null),
    /** Their answer so far, from the `consent` cookie. */
    consent: parseConsent(getCookie(COOKIES.consent.name)),
    /** The window class the browser last reported; the page renders for it. */
    viewport: requestViewport(),
    /** A live session (auth-token cookie checked against the API); the token itself stays on the server. */
    authorized: await hasLiveSession(site?.localeCode ?? 'en'),
  }
})

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>

let cached: Promise<SiteSettings> | undefined

/**
 * Fetches settings once per browser page load; always fresh on the server. A server-rendered page
 * hands over the settings it was rendered with (`keepSiteSettings`), so its client navigations
 * fetch nothing and keep the same object: what depends on it (the live connection) stays as it is.
 */
export function loadSiteSettings(): Promise<SiteSettings> {
  if (typeof window === 'undefined') return getSiteSettings()
  cached ??= getSiteSettings()
  return cached
}

/** Keeps the settings the page was rendered with for this page load's client navigations. */
export function keepSiteSettings(settings: SiteSettings): void {
  cached ??= Promise.resolve(settings)
}
