// The marketing cookies of SPEC.md §3–§4, written in the browser on page load: `m_id` (a random
// UUID when missing, pushed to the analytics data layer) and `query` (the campaign query string a
// visitor first arrived with, sent with their registration and cleared after it).
import { browserCookie, COOKIES, readCookie } from '../lib/cookies'

/** Parameters of the site's own links (e-mailed links, OAuth returns): never campaign data. */
const OWN_PARAMS = new Set(['signed_url', 'token', 'email', 'code', 'state', 'provider', 'error', 'show_qr'])

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] }

/** Writes a `document.cookie` assignment (see lib/cookies.ts for the flags). */
export function setDocumentCookie(assignment: string): void {
  document.cookie = assignment
}

export function pushToDataLayer(event: Record<string, unknown>): void {
  const w = window as DataLayerWindow
  ;(w.dataLayer ??= []).push(event)
}

/** The campaign part of a query string, or null when there is none. */
export function campaignQuery(search: string): string | null {
  const params = new URLSearchParams(search)
  for (const key of [...params.keys()]) if (OWN_PARAMS.has(key)) params.delete(key)
  const text = params.toString()
  return text ? `?${text}`.slice(0, 2048) : null
}

export function initMarketingCookies(): void {
  const secure = window.location.protocol === 'https:'
  let marketingId = readCookie(document.cookie, COOKIES.marketingId.name)
  if (!marketingId) {
    marketingId = crypto.randomUUID()
    setDocumentCookie(browserCookie('marketingId', marketingId, secure))
  }
  pushToDataLayer({ event: 'm_id', m_id: marketingId })
  const query = campaignQuery(window.location.search)
  if (query && !readCookie(document.cookie, COOKIES.query.name)) setDocumentCookie(browserCookie('query', query, secure))
}
