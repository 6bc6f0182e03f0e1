// Which page views the render cache may answer, and under which key (docs/decisions/022).
//
// The key is every input that changes an anonymous page's HTML: host kind, path, the query
// parameters a page reads (PAGE_QUERY_PARAMS; campaign ids and unknown ones leave the key), the
// locale the request resolves to, the visitor's country (geo header), the consent answer and the
// viewport class (the `viewport` cookie, else the class the client hint or user agent names). The cached page is rendered from a request rebuilt from the key alone — nothing
// else of the visitor's request reaches that render — so no input outside the key can leak into a
// page that another visitor receives. Personal requests (a session, an e-mailed link's secret, a
// social sign-in under way, a posted form's outcome, an e-mailed link's secret in the query),
// redirects and negotiated pages (/access-denied, the 404 of an unknown locale prefix) are never
// answered from the cache. HEAD is answered from the same entry as GET.
import { COOKIES, readCookies } from '../../app/shared/cookies/cookies'
import { parseConsent } from '../../app/shared/consent/consent-rules'
import { requestViewportClass } from '../../app/shared/viewport/viewport'
import { takeLink } from '../../app/shared/session/pending-link'
import { PAGE_QUERY_PARAMS } from '../../app/shared/site/search-params'
import {
  ACCESS_DENIED_PATH,
  decideRequest,
  isDocumentRequest,
  isPagePathname,
  type RoutingConfig,
} from '../../app/shared/site/request-routing'

/** A request as the site server sees it: method, path with query, and header lookup (lower-case names). */
export interface IncomingPageRequest {
  method: string
  url: string
  header(name: string): string | undefined
}

/** The request the cached page is rendered from: what the key says, and nothing else. */
export interface VariantRender {
  path: string
  headers: Record<string, string>
}

export type PageVariant = { cacheable: false; reason: string } | { cacheable: true; key: string; render: VariantRender }

/** Cookies that make a request personal: the answer depends on who asks. */
const PERSONAL_COOKIES = [COOKIES.authToken.name, COOKIES.pendingLink.name, COOKIES.oauth.name, COOKIES.formOutcome.name]
/** Every cookie the variant reads, parsed in one pass. */
const READ_COOKIES = [...PERSONAL_COOKIES, COOKIES.locale.name, COOKIES.consent.name, COOKIES.viewport.name]

/**
 * A plain request target (what links and ad clicks make): a path of letters, digits, `-`, `_`, `~`
 * and single slashes, and a query of safe characters. Its path is what the URL parser would make
 * of it, so the parser is spared on the hot path; anything else goes through it. Each segment is
 * one run between two slashes, so a target that does not match fails in linear time.
 */
const PLAIN_TARGET = /^(\/(?:[A-Za-z0-9\-_~]+(?:\/[A-Za-z0-9\-_~]+)*\/?)?)(\?[A-Za-z0-9\-_.~%&=+]*)?$/

function targetOf(target: string): { pathname: string; search: string; url: () => URL } {
  const plain = PLAIN_TARGET.exec(target)
  if (!plain) {
    const url = new URL(target, 'http://site.invalid')
    return { pathname: url.pathname, search: url.search, url: () => url }
  }
  const search = plain[2] && plain[2] !== '?' ? plain[2] : ''
  let url: URL | undefined
  return { pathname: plain[1]!, search, url: () => (url ??= new URL(target, 'http://site.invalid')) }
}

const bypass = (reason: string): PageVariant => ({ cacheable: false, reason })

export function pageVariant(request: IncomingPageRequest, config: RoutingConfig): PageVariant {
  if (request.method !== 'GET' && request.method !== 'HEAD') return bypass('method')
  const target = targetOf(request.url)
  if (!isPagePathname(target.pathname)) return bypass('not a page')
  // An e-mailed link's secret is moved into a cookie by the app: that answer is the visitor's own.
  if (target.search && takeLink(target.url())) return bypass('personal')
  if (!isDocumentRequest(request.header('sec-fetch-dest'), request.header('accept'))) return bypass('not a document')
  const cookies = readCookies(request.header('cookie'), READ_COOKIES)
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== null)) return bypass('personal')

  const host = request.header('host') ?? null
  const geoCountry = (config.geoHeader && request.header(config.geoHeader)?.trim().toLowerCase()) || null
  const decision = decideRequest(
    {
      host,
      pathname: target.pathname,
      // Redirects carry the whole query on; a page that renders is keyed on what it reads.
      search: target.search,
      isDocument: true,
      cookie: cookies[COOKIES.locale.name],
      acceptLanguage: request.header('accept-language') ?? null,
      geoCountry,
    },
    config,
  )
  if (decision.type === 'redirect') return bypass('redirect')
  // Their language is negotiated from the visitor's own headers on every view: /access-denied,
  // and the 404 of a locale-shaped prefix that is no locale (never kept, whatever its language).
  if (target.pathname === ACCESS_DENIED_PATH || decision.unknownPrefix) return bypass('negotiated')

  const consent = parseConsent(cookies[COOKIES.consent.name])
  // The class, never the raw user agent: a phone's first request gets a phone's page, and the
  // key space stays the class's seven values (a user agent has thousands).
  const viewport = requestViewportClass(cookies[COOKIES.viewport.name], {
    chMobile: request.header('sec-ch-ua-mobile'),
    userAgent: request.header('user-agent'),
  })
  const path = `${target.pathname}${target.search ? pageQuery(target.url().searchParams) : ''}`
  const renderCookies = [
    // Reproduces the resolved locale where the path leaves it open (the unprefixed pages).
    `${COOKIES.locale.name}=${encodeURIComponent(decision.locale.code)}`,
    // The class, derived or not, travels as the cookie: the render sees no user agent.
    `${COOKIES.viewport.name}=${viewport}`,
    ...(consent ? [`${COOKIES.consent.name}=${consent}`] : []),
  ]
  const headers: Record<string, string> = {
    // Any host that is not the Australian one is served as the main host (request-routing.ts).
    host: new URL(decision.hostKind === 'au' ? config.auOrigin : config.mainOrigin).host,
    accept: 'text/html',
    'sec-fetch-dest': 'document',
    'accept-encoding': 'identity',
    cookie: renderCookies.join('; '),
  }
  if (config.geoHeader && geoCountry) headers[config.geoHeader] = geoCountry
  const key = JSON.stringify([decision.hostKind, path, decision.locale.code, geoCountry, consent, viewport])
  return { cacheable: true, key, render: { path, headers } }
}

/** The query parameters a page reads, sorted, as a query string ('' when there are none). */
function pageQuery(params: URLSearchParams): string {
  const kept = [...params].filter(([name]) => PAGE_QUERY_PARAMS.has(name))
  if (!kept.length) return ''
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `?${new URLSearchParams(kept).toString()}`
}

/** Query parameters the variant depends on: what pages read, and an e-mailed link's secret. */
const SIGNIFICANT_PARAMS = new Set([...PAGE_QUERY_PARAMS, 'signed_url', 'token', 'email'])

/**
 * Every input pageVariant reads, and nothing else, as one string: requests alike in these get the
 * same variant, so it is worked out once per signature (render-cache.ts remembers it). Campaign
 * ids, unknown parameters and cookies the site does not read leave it, so a stream of unique ad
 * clicks or cookies costs what one visitor does. GET and HEAD read alike.
 */
export function variantSignature(request: IncomingPageRequest, config: RoutingConfig): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const at = request.url.indexOf('?')
  let target = request.url
  if (at >= 0) {
    const kept = [...new URLSearchParams(request.url.slice(at + 1))].filter(([name]) => SIGNIFICANT_PARAMS.has(name))
    target = `${request.url.slice(0, at)}${kept.length ? `?${new URLSearchParams(kept).toString()}` : ''}`
  }
  const cookies = readCookies(request.header('cookie'), READ_COOKIES)
  const personal = PERSONAL_COOKIES.some((name) => cookies[name] !== null)
  return [
    method,
    target,
    personal
      ? 'personal'
      : `${cookies[COOKIES.locale.name] ?? ''};${cookies[COOKIES.consent.name] ?? ''};${cookies[COOKIES.viewport.name] ?? ''}`,
    ...['host', 'accept', 'sec-fetch-dest', 'accept-language', 'sec-ch-ua-mobile', 'user-agent'].map((name) => request.header(name) ?? ''),
    config.geoHeader ? (request.header(config.geoHeader) ?? '') : '',
  ].join('\n')
}
