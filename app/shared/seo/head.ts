// Builds every head tag of a page from one model: title template, description, canonical,
// hreflang alternates (which the document head renders), Open Graph locale tags. Pure, so it is
// tested without a browser and no page can emit a duplicate.
import { DEFAULT_LOCALE, type LocaleEntry, LOCALES, ogLocale } from '../i18n/locales'
import { absoluteUrl, type SiteOrigins } from '../site/site-urls'

/**
 * What a page tells the head about itself, built on the server in the page's language
 * (page-head.server.ts); every page route's loader data carries one.
 */
export interface PageHead {
  title: string
  /** Between the title and the site name, in the page's language. */
  titleSeparator: string
  description: string
  /** Alternative text of the sharing image, in the page's language. */
  imageAlt: string
  /** Its structured data, each a `<script type="application/ld+json">` body (structured-data.ts). */
  jsonLd: string[]
  /**
   * False for a page with no locale variants (access-denied), which speaks the negotiated language
   * at one address: its title names no country and its canonical address has no locale prefix.
   */
  variants?: false
}

export interface HeadInput extends SiteOrigins {
  siteName: string
  locale: LocaleEntry
  /** Path below the locale prefix, e.g. `/about` or `/`. */
  rest: string
  /** Raw query string of the request (`?a=1`), filtered through `allowedQuery`. */
  search: string
  allowedQuery: readonly string[]
  title: string
  description: string
  separator: string
  /** False: one address for every language (PageHead.variants). */
  variants?: false
}

export interface HeadModel {
  title: string
  description: string
  canonical: string
  ogLocale: string
  ogLocaleAlternates: string[]
}

/** Keeps only allow-listed query parameters, in their original order. */
export function filterQuery(search: string, allowed: readonly string[]): string {
  if (!allowed.length) return ''
  const kept = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(search)) if (allowed.includes(key)) kept.append(key, value)
  const text = kept.toString()
  return text ? `?${text}` : ''
}

/** `{title} {CC} | {site}`: the country code only for country locales. */
export function pageTitle(title: string, locale: LocaleEntry, siteName: string, separator: string): string {
  const country = locale.country ? ` ${locale.country.toUpperCase()}` : ''
  return `${title}${country} ${separator} ${siteName}`
}

/** The Open Graph locales of every other locale variant, once each. */
export function ogLocaleAlternates(locale: LocaleEntry): string[] {
  const own = ogLocale(locale)
  return [...new Set(LOCALES.map(ogLocale))].filter((tag) => tag !== own)
}

/** A page's hreflang alternates: the same path in every locale, and the default for everyone else. */
export function hreflangAlternates(origins: SiteOrigins, rest: string): { hrefLang: string; href: string }[] {
  const alternates = LOCALES.map((locale) => ({ hrefLang: locale.iso, href: absoluteUrl(origins, locale, rest) }))
  alternates.push({ hrefLang: 'x-default', href: absoluteUrl(origins, DEFAULT_LOCALE, rest) })
  return alternates
}

export function buildHead(input: HeadInput): HeadModel {
  const variants = input.variants !== false
  const canonical = absoluteUrl(input, variants ? input.locale : DEFAULT_LOCALE, input.rest, filterQuery(input.search, input.allowedQuery))
  return {
    title: pageTitle(input.title, variants ? input.locale : DEFAULT_LOCALE, input.siteName, input.separator),
    description: input.description,
    canonical,
    ogLocale: ogLocale(input.locale),
    ogLocaleAlternates: ogLocaleAlternates(input.locale),
  }
}
