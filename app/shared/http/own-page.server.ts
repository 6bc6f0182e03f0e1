// Whether a request comes from one of this site's own pages, for everything a page calls with the
// visitor's cookies: server functions, the first visit's record, realtime authorisation. The
// answer is read against the configured site origins, never against the request's own `Host`: a
// DNS-rebound page (its `Host` and `Origin` both an attacker's name, its `Sec-Fetch-Site`
// same-origin to the browser) is not one of them.
import { getConfig } from '../site/config.server'

/** The site's own origins: the main and the Australian host, and any the operator adds (EXTRA_ORIGINS). */
export function siteOrigins(): string[] {
  const config = getConfig()
  return [config.mainOrigin, config.auOrigin, ...config.extraOrigins]
}

/**
 * `Origin`, when the browser sent one, is one of `origins`. Without it (a same-origin GET), the
 * browser's `Sec-Fetch-Site` says same-origin and the host it addressed is one of theirs; an older
 * browser's `Referer` may stand in for both. Nothing at all is no page of ours.
 */
export function fromOwnPage(request: Request, origins: readonly string[] = siteOrigins()): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null) return origins.includes(origin)
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null) {
    const host = request.headers.get('host')
    return fetchSite === 'same-origin' && origins.some((own) => new URL(own).host === host)
  }
  const referer = request.headers.get('referer')
  if (referer === null) return false
  try {
    return origins.includes(new URL(referer).origin)
  } catch {
    return false
  }
}
