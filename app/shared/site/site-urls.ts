// Hosts and locale URLs, in one place: which host a request arrived on, which locale is a host's
// unprefixed default (en on the main host, en-au on the Australian one), the path of a page in a
// locale and its absolute URL. Pure; the middleware, the head, the sitemap, the redirect pages and
// the layout's links all ask here.
import { DEFAULT_LOCALE, findLocale, isPrefixedLocaleCode, type LocaleCode, localeByCode, type LocaleEntry } from '../i18n/locales'

export type HostKind = 'main' | 'au'

export interface SiteOrigins {
  mainOrigin: string
  auOrigin: string
}

/** The locale the Australian host serves unprefixed; it has no page on the main host. */
export const AU_LOCALE_CODE: LocaleCode = 'en-au'

/** `Host` header → host name with port, lower case, without `www.`. */
export function normalizeHost(host: string | null | undefined): string {
  return (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^www\./, '')
}

export function hostOfOrigin(origin: string): string {
  let host = hostsOfOrigins.get(origin)
  if (host === undefined) {
    host = normalizeHost(new URL(origin).host)
    // A handful of configured origins: asked on every request, parsed once each.
    if (hostsOfOrigins.size < 16) hostsOfOrigins.set(origin, host)
  }
  return host
}
const hostsOfOrigins = new Map<string, string>()

/** Which configured host a Host header names; anything unknown is the main host. */
export function hostKindOf(host: string | null | undefined, origins: SiteOrigins): HostKind {
  return normalizeHost(host) === hostOfOrigin(origins.auOrigin) ? 'au' : 'main'
}

/** The host that serves a locale's pages. */
export function hostKindForLocale(locale: LocaleEntry): HostKind {
  return locale.code === AU_LOCALE_CODE ? 'au' : 'main'
}

/** The locale a host serves without a prefix. */
export function hostDefaultLocale(hostKind: HostKind): LocaleEntry {
  return hostKind === 'au' ? localeByCode(AU_LOCALE_CODE) : DEFAULT_LOCALE
}

/** Splits `/fr-fr/about` into the known prefix and the rest (`/about`). */
export function splitLocalePath(pathname: string): { prefix: LocaleCode | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  // Case-sensitive: /FR-FR is not a page; the request routing sends it to /fr-fr (classifyPathPrefix).
  const first = match?.[1]
  if (first && isPrefixedLocaleCode(first)) return { prefix: first, rest: match?.[2] ?? '/' }
  return { prefix: null, rest: pathname }
}

/** A first segment shaped like a locale code (`xx-qq`, `EN-ZZ`, `zh-hant-tw`, `es-419`). No page path is (pages.test.ts). */
const LOCALE_SHAPED = /^[a-z]{2,3}(?:[-_][a-z]{4})?[-_](?:[a-z]{2}|\d{3})$/i

/**
 * What the first path segment is: a known prefix as written, a known code in other letter case
 * (`/DE-AT`), a locale-shaped segment that is no locale (`/xx-qq`), or none at all (`/about`,
 * `/surveys-for-cash`: an unprefixed page of the host's default locale).
 */
export type PathPrefix =
  | { kind: 'locale'; locale: LocaleEntry; rest: string }
  | { kind: 'miscased'; locale: LocaleEntry; rest: string }
  | { kind: 'unknown'; rest: string }
  | { kind: 'none' }

export function classifyPathPrefix(pathname: string): PathPrefix {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (!first) return { kind: 'none' }
  const rest = match[2] ?? '/'
  if (isPrefixedLocaleCode(first)) return { kind: 'locale', locale: localeByCode(first), rest }
  const known = findLocale(first)
  if (known && known !== DEFAULT_LOCALE) return { kind: 'miscased', locale: known, rest }
  return LOCALE_SHAPED.test(first) ? { kind: 'unknown', rest } : { kind: 'none' }
}

/** Whether a path starts with a locale-shaped segment that is no locale: a 404 where it stands. */
export const hasUnknownLocalePrefix = (pathname: string): boolean => classifyPathPrefix(pathname).kind === 'unknown'

/** The path of a page (`rest`, below the prefix) in a locale, as seen on `hostKind`. */
export function localizedPath(locale: LocaleEntry, rest: string, hostKind: HostKind): string {
  if (locale === hostDefaultLocale(hostKind)) return rest || '/'
  return `/${locale.code}${rest === '/' ? '' : rest}`
}

/** Absolute URL of a page in a locale, on the host that serves that locale. */
export function absoluteUrl(origins: SiteOrigins, locale: LocaleEntry, rest: string, query = ''): string {
  const hostKind = hostKindForLocale(locale)
  const origin = hostKind === 'au' ? origins.auOrigin : origins.mainOrigin
  return `${origin}${localizedPath(locale, rest, hostKind)}${query}`
}

/** The `{-$locale}` route parameter of a locale on a host: none for the host's default. */
export function localeParam(locale: LocaleEntry, hostKind: HostKind): LocaleCode | undefined {
  return locale === hostDefaultLocale(hostKind) ? undefined : locale.code
}
