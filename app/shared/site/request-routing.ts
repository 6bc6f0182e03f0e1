// Decides, before any page renders, whether a request must be redirected: wrong host, country
// hosts (.fr/.de), the Australian host's own default locale, a known prefix in capitals, blocked
// countries and unprefixed locale negotiation. Pure: the server middleware feeds it request facts
// and configuration.
import { detectLocale } from '../i18n/detect-locale'
import type { LocaleCode, LocaleEntry } from '../i18n/locales'
import {
  absoluteUrl,
  AU_LOCALE_CODE,
  classifyPathPrefix,
  hostDefaultLocale,
  hostKindForLocale,
  hostKindOf,
  type HostKind,
  localizedPath,
  normalizeHost,
  splitLocalePath,
} from './site-urls'

export const ACCESS_DENIED_PATH = '/access-denied'

/** Paths that are files or machine endpoints, never localized pages. */
const NON_PAGE =
  /^\/(?:_serverFn|_build|assets|api|builds|broadcasting|sitemaps)\/|^\/(?:sitemap[^/]*\.xml|robots\.txt|manifest\.webmanifest|favicon\.(?:ico|svg)|.*\.[a-z0-9]{2,5})$/i

export const isPagePathname = (pathname: string): boolean => !NON_PAGE.test(pathname)

/** Whether the browser is loading a document (a page view), from `Sec-Fetch-Dest`, else `Accept`. */
export function isDocumentRequest(fetchDest: string | null | undefined, accept: string | null | undefined): boolean {
  if (fetchDest) return fetchDest === 'document'
  return (accept ?? '').includes('text/html')
}

export interface RoutingConfig {
  mainOrigin: string
  auOrigin: string
  /** Extra hosts that only redirect to one locale's home page (`pollwise.fr` → fr-fr). */
  countryHosts: ReadonlyMap<string, LocaleEntry>
  blockedCountries: ReadonlySet<string>
  /** Lower-case name of the request header carrying the visitor's country, if any. */
  geoHeader: string | null
}

export interface RequestFacts {
  host: string | null
  pathname: string
  search: string
  isDocument: boolean
  cookie: string | null
  acceptLanguage: string | null
  geoCountry: string | null
}

export type RoutingDecision =
  | {
      type: 'redirect'
      status: 301 | 302
      location: string
      vary: string[]
      /** The detected locale the visitor is sent to, remembered in the i18n_redirected cookie. */
      remember?: LocaleCode
    }
  | {
      type: 'continue'
      locale: LocaleEntry
      hostKind: HostKind
      country: string | null
      vary: string[]
      /** A locale-shaped prefix that is no locale: a 404 in the negotiated language, never a redirect. */
      unknownPrefix?: true
    }

export function decideRequest(facts: RequestFacts, config: RoutingConfig): RoutingDecision {
  const host = normalizeHost(facts.host)
  const pathname = facts.pathname.replace(/\/{2,}/g, '/')
  const search = facts.search

  const countryHost = config.countryHosts.get(host)
  if (countryHost) return { type: 'redirect', status: 301, location: `${config.mainOrigin}/${countryHost.code}`, vary: [] }

  // An unknown Host is served as the main host and never echoed into a Location.
  const hostKind: HostKind = hostKindOf(host, config)
  const first = classifyPathPrefix(pathname)
  if (first.kind === 'miscased') {
    // One hop to the lower-case form, on the host that serves it (/EN-AU goes to the Australian host).
    return { type: 'redirect', status: 301, location: absoluteUrl(config, first.locale, first.rest, search), vary: [] }
  }
  const { prefix, rest } = splitLocalePath(pathname)

  if (prefix === AU_LOCALE_CODE) {
    // The Australian host serves en-au unprefixed; the prefix is dropped wherever it appears.
    return { type: 'redirect', status: 301, location: `${config.auOrigin}${rest}${search}`, vary: [] }
  }
  if (hostKind === 'au' && prefix) {
    return { type: 'redirect', status: 301, location: `${config.mainOrigin}${pathname}${search}`, vary: [] }
  }

  const unknownPrefix = first.kind === 'unknown'
  const detection = detectLocale({
    pathLocale: prefix,
    hostDefault: hostDefaultLocale(hostKind),
    // An unknown prefix is answered where it stands (a 404), in the language a redirect would have chosen.
    isDocument: facts.isDocument || unknownPrefix,
    cookie: facts.cookie,
    acceptLanguage: facts.acceptLanguage,
    country: facts.geoCountry,
  })
  const vary = detection.negotiated ? ['Cookie', 'Accept-Language'] : []
  if (config.geoHeader) vary.push(config.geoHeader)

  const country = facts.geoCountry ?? (detection.redirectTo ?? detection.locale).country
  if (facts.isDocument && country && config.blockedCountries.has(country) && pathname !== ACCESS_DENIED_PATH) {
    return { type: 'redirect', status: 302, location: ACCESS_DENIED_PATH, vary }
  }
  if (unknownPrefix) {
    return { type: 'continue', locale: detection.redirectTo ?? detection.locale, hostKind, country, vary, unknownPrefix }
  }
  if (pathname === ACCESS_DENIED_PATH) {
    // No locale variants: the page itself speaks the negotiated language.
    return {
      type: 'continue',
      locale: detection.redirectTo ?? detection.locale,
      hostKind,
      country,
      vary: [...vary, 'Cookie', 'Accept-Language'],
    }
  }
  if (detection.redirectTo) {
    return {
      type: 'redirect',
      status: 302,
      // The Australian locale lives on its own host: one hop there, not via /en-au on this one.
      location:
        hostKindForLocale(detection.redirectTo) === 'au'
          ? absoluteUrl(config, detection.redirectTo, rest, search)
          : `${localizedPath(detection.redirectTo, rest, 'main')}${search}`,
      vary,
      remember: detection.redirectTo.code,
    }
  }
  return { type: 'continue', locale: detection.locale, hostKind, country, vary }
}
