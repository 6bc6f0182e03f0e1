// Server-side pieces of sign-in: the tracking cookies sign-up consumes, and which signed URLs the
// site will POST.
import { getCookie } from '@tanstack/react-start/server'
import { campaignQuery } from '../../../contract/campaign-query'
import { endpoints, matchPath } from '../../../contract/endpoints'
import { COOKIES } from '../../shared/cookies/cookies'
import { getConfig } from '../../shared/site/config.server'
import { putCookie, removeCookie } from '../../shared/cookies/cookies.server'

/** After a sign-up: the member app may greet the newcomer; the campaign query has been used. */
export function markSignedUp(): void {
  putCookie('recentlySignedUp', 'true')
  removeCookie('query')
}

/** The visitor's marketing id, or a new one when the cookie is missing or malformed. */
export function marketingId(): string {
  const value = getCookie(COOKIES.marketingId.name)
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : crypto.randomUUID()
}

/**
 * The campaign a registration came from: the `query` cookie through the contract's rule again
 * (docs/decisions/110), since a cookie written before the rule may hold a whole query, form fields
 * and all; undefined when no campaign parameter is left.
 */
export function trackingQuery(): string | undefined {
  return campaignQuery(getCookie(COOKIES.query.name) ?? '', getConfig().campaignParams) ?? undefined
}

/**
 * Whether a signed URL may be POSTed: it must point at the configured API's origin, at one of the
 * expected purposes, with no credentials. Anything else is refused (no open redirect, no SSRF).
 */
export function apiSignedPath(url: string, purposes: readonly string[]): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const purpose = signedPurposeOf(parsed.pathname)
  const ok =
    parsed.origin === new URL(getConfig().apiBaseUrl).origin &&
    !parsed.username &&
    !parsed.password &&
    purpose &&
    purposes.includes(purpose)
  return ok ? `${parsed.pathname}${parsed.search}` : null
}

/**
 * The purpose a signed URL's path names (`/auth/signed/verify?…` → verify). Every signed URL has
 * the shape of the sign-in one, the social link's included.
 */
export function signedPurposeOf(path: string): string | null {
  return matchPath(endpoints.signedSignIn.path, path.split('?')[0] ?? '')?.purpose ?? null
}
