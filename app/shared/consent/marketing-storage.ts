// The marketing storage of SPEC.md §3–§4, written in the browser once it is allowed (shared/consent/consent-rules.ts):
// `m_id` (a random UUID when missing, pushed to the analytics data layer) and `query` (the campaign
// parameters of the query string a visitor first arrived with — contract/campaign-query.ts, never
// anything else, docs/decisions/110 — sent with their registration and cleared after it),
// the analytics container of this environment when one is configured, and the record of a first
// visit (auth/store-meta and its attribution). The data layer hears Google Consent Mode v2 first:
// everything denied by default, then the visitor's answer (docs/decisions/029).
import { browserCookie, COOKIES, readCookie } from '../cookies/cookies'
import { type ConsentChoice, parseConsent, storageAllowed } from './consent-rules'
import type { LocaleCode } from '../i18n/locales'
import { setDocumentCookie } from '../cookies/document-cookie'
import { whenIdle } from '../ui/when-idle'

/** Events are objects; gtag commands are `arguments` objects (what `gtag()` pushes). */
type DataLayerWindow = Window & { dataLayer?: unknown[] }

function dataLayer(): unknown[] {
  return ((window as DataLayerWindow).dataLayer ??= [])
}

/** The Consent Mode v2 signals Google's tags read, all set to one answer. */
export const CONSENT_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const
export type ConsentSignals = Record<(typeof CONSENT_SIGNALS)[number], ConsentChoice>

export function consentSignals(choice: ConsentChoice): ConsentSignals {
  return Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, choice])) as ConsentSignals
}

/**
 * Google's `gtag()`: pushes its own `arguments` object, which is how Google's tags tell a command
 * (`consent`, `default`, …) from an event; an array in its place is not read as one.
 */
function gtag(..._command: ['consent', 'default' | 'update', ConsentSignals]): void {
  // eslint-disable-next-line prefer-rest-params -- the arguments object itself is the command
  dataLayer().push(arguments)
}

let consentDefaulted = false

/** `consent default`, everything denied: the first entry of the data layer, once per page. */
export function defaultConsent(): void {
  if (consentDefaulted) return
  consentDefaulted = true
  gtag('consent', 'default', consentSignals('denied'))
}

/** `consent update` with the visitor's answer (after the default), which a loaded container obeys. */
export function updateConsent(choice: ConsentChoice): void {
  defaultConsent()
  gtag('consent', 'update', consentSignals(choice))
}

/** Pushes to the analytics data layer, only once storage is allowed (nothing is queued before). */
export function pushToDataLayer(event: Record<string, unknown>): void {
  if (!started) return
  dataLayer().push(event)
}

/** Writes the marketing id's cookie; `created` when this visit gave the visitor their marketing id. */
export function initMarketingCookies(): { marketingId: string; created: boolean } {
  let marketingId = readCookie(document.cookie, COOKIES.marketingId.name)
  const created = !marketingId
  if (!marketingId) {
    marketingId = crypto.randomUUID()
    setDocumentCookie(browserCookie('marketingId', marketingId, window.location.protocol === 'https:'))
  }
  return { marketingId, created }
}

/**
 * Writes the `query` cookie: the first campaign a visitor arrived with (`landing`, the landing
 * page's query), only its campaign parameters (contract/campaign-query.ts); a cookie written
 * before that rule (which kept a whole query, form fields and all) is rewritten to what the rule
 * keeps, or removed when nothing is left. The rule's code is fetched for it: a first visit does
 * not wait for it (decision 024's budget), and nothing reads the cookie before the page is idle.
 */
export async function keepCampaign(
  landing: string,
  campaignParams: readonly string[] = [],
  /** Whether storage is still allowed once the rule's code has arrived (the visitor may have said no meanwhile). */
  allowed: () => boolean = () => true,
): Promise<void> {
  const { campaignQuery } = await import('../../../contract/campaign-query')
  if (!allowed()) return
  const stored = readCookie(document.cookie, COOKIES.query.name)
  const query = campaignQuery(stored ?? landing, campaignParams)
  if (query !== stored) setDocumentCookie(browserCookie('query', query ?? '', window.location.protocol === 'https:', query === null))
}

export interface MarketingSettings {
  country: string | null
  analyticsContainerId: string | null
  /** The operator's campaign parameters besides utm_* and the click ids (CAMPAIGN_PARAMS). */
  campaignParams: readonly string[]
}

let started = false
let containerLoaded = false

/** The environment's analytics container (Google Tag Manager), loaded once; the CSP allows it only when configured. */
function loadContainer(id: string): void {
  if (containerLoaded) return
  containerLoaded = true
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
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
  const landing = window.location.search
  // The campaign is kept before the first visit is recorded, which sends it on.
  whenIdle(() => {
    void keepCampaign(landing, settings.campaignParams, () => started)
      .catch(() => undefined)
      .then(() => {
        if (created && started) recordFirstVisit(locale)
      })
  })
}

/** Posts the first visit to the site (shared/consent/first-visit.server.ts); its answer changes nothing on the page. */
function recordFirstVisit(locale: LocaleCode): void {
  const body = JSON.stringify({
    locale,
    path: window.location.pathname.slice(0, 2048),
    // Only its origin and path go on to the API (first-visit.server.ts, decision 110).
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

/**
 * On page load: Consent Mode's default (all denied), then the answer where there is one — the
 * stored answer, or a yes where the visitor's country is not asked (SPEC's behaviour) — and
 * marketing storage when that answer allows it. A visitor still to be asked stays on the default.
 */
export function startMarketingIfAllowed(settings: MarketingSettings, locale: LocaleCode): void {
  defaultConsent()
  const choice = storedConsent()
  const allowed = storageAllowed(settings.country, choice)
  if (choice !== null || allowed) updateConsent(allowed ? 'granted' : 'denied')
  if (allowed) startMarketing(settings, locale)
}

/** Records an answer (365 days), tells the data layer, and starts or stops marketing storage accordingly. */
export function applyConsent(choice: ConsentChoice, settings: MarketingSettings, locale: LocaleCode): void {
  setDocumentCookie(browserCookie('consent', choice, window.location.protocol === 'https:'))
  updateConsent(choice)
  if (choice === 'granted') startMarketing(settings, locale)
  else stopMarketing()
}
