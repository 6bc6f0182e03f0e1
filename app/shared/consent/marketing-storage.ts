// The marketing storage of SPEC.md §3–§4, written in the browser once it is allowed (shared/consent/consent-rules.ts):
// `m_id` (a random UUID when missing, pushed to the analytics data layer) and `query` (the campaign
// query string a visitor first arrived with, sent with their registration and cleared after it),
// the analytics container of this environment when one is configured, and the record of a first
// visit (auth/store-meta and its attribution).
import { browserCookie, COOKIES, readCookie } from '../cookies/cookies'
import { type ConsentChoice, parseConsent, storageAllowed } from './consent-rules'
import type { LocaleCode } from '../i18n/locales'
import { setDocumentCookie } from '../cookies/document-cookie'
import { whenIdle } from '../ui/when-idle'

/** Parameters of the site's own links (e-mailed links, OAuth returns): never campaign data. */
const OWN_PARAMS = new Set(['signed_url', 'token', 'email', 'code', 'state', 'provider', 'error', 'show_qr'])

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] }

/** Pushes to the analytics data layer, only once storage is allowed (nothing is queued before). */
export function pushToDataLayer(event: Record<string, unknown>): void {
  if (!started) return
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

/** Writes the marketing cookies; `created` when this visit gave the visitor their marketing id. */
export function initMarketingCookies(): { marketingId: string; created: boolean } {
  const secure = window.location.protocol === 'https:'
  let marketingId = readCookie(document.cookie, COOKIES.marketingId.name)
  const created = !marketingId
  if (!marketingId) {
    marketingId = crypto.randomUUID()
    setDocumentCookie(browserCookie('marketingId', marketingId, secure))
  }
  const query = campaignQuery(window.location.search)
  if (query && !readCookie(document.cookie, COOKIES.query.name)) setDocumentCookie(browserCookie('query', query, secure))
  return { marketingId, created }
}

export interface MarketingSettings {
  country: string | null
  analyticsContainerId: string | null
}

let started = false
let containerLoaded = false

/** The environment's analytics container (Google Tag Manager), loaded once; the CSP allows it only when configured. */
function loadContainer(id: string): void {
  if (containerLoaded) return
  containerLoaded = true
  const w = window as DataLayerWindow
  ;(w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
  document.head.append(script)
}

/** Starts analytics and marketing storage for this page; idempotent. */
export function startMarketing(settings: MarketingSettings, locale: LocaleCode): void {
  if (started) return
  started = true
  const { marketingId, created } = initMarketingCookies()
  if (settings.analyticsContainerId) loadContainer(settings.analyticsContainerId)
  pushToDataLayer({ event: 'm_id', m_id: marketingId })
  if (created) whenIdle(() => recordFirstVisit(locale))
}

/** Posts the first visit to the site (shared/consent/first-visit.server.ts); its answer changes nothing on the page. */
function recordFirstVisit(locale: LocaleCode): void {
  const body = JSON.stringify({
    locale,
    path: window.location.pathname.slice(0, 2048),
    referrer: document.referrer.slice(0, 2048),
  })
  const request = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }
  // The answer is read to its end, which frees the connection; what it says changes nothing here.
  void fetch('/api/first-visit', request)
    .then((response) => response.text())
    .catch(() => undefined)
}

/** Stops it: the marketing cookies go, and nothing more is pushed (a loaded container stays until the next page). */
export function stopMarketing(): void {
  if (started) pushToDataLayer({ event: 'consent_withdrawn' })
  started = false
  const secure = window.location.protocol === 'https:'
  setDocumentCookie(browserCookie('marketingId', '', secure, true))
  setDocumentCookie(browserCookie('query', '', secure, true))
}

/** The visitor's stored consent answer. */
export function storedConsent(): ConsentChoice | null {
  return parseConsent(readCookie(document.cookie, COOKIES.consent.name))
}

/** On page load: starts marketing storage when the visitor's country and answer allow it. */
export function startMarketingIfAllowed(settings: MarketingSettings, locale: LocaleCode): void {
  if (storageAllowed(settings.country, storedConsent())) startMarketing(settings, locale)
}

/** Records an answer (365 days) and starts or stops marketing storage accordingly. */
export function applyConsent(choice: ConsentChoice, settings: MarketingSettings, locale: LocaleCode): void {
  setDocumentCookie(browserCookie('consent', choice, window.location.protocol === 'https:'))
  if (choice === 'granted') startMarketing(settings, locale)
  else stopMarketing()
}
