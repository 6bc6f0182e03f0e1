// Chooses the locale of a request (DESIGN.md §4): a prefixed path always wins; an unprefixed
// document request takes the i18n_redirected cookie, else the best Accept-Language match, else
// the international English default. Pure: no I/O, no framework.
import { DEFAULT_LOCALE, findLocale, type LocaleEntry, PREFIXED_LOCALES } from './locales'

export interface LanguageRange {
  /** Lower-case primary language subtag (`fr`). */
  language: string
  /** Lower-case region subtag (`ca`), if the range had one. */
  region: string | null
  q: number
}

const MAX_RANGES = 32

/**
 * Parses an Accept-Language header into ranges sorted by descending q (stable for ties).
 * Malformed entries, `*` and q=0 are dropped; the list is capped so a hostile header costs little.
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header) return []
  const ranges: LanguageRange[] = []
  for (const part of header.slice(0, 2048).split(',').slice(0, MAX_RANGES)) {
    const [tag = '', ...params] = part.trim().split(';')
    const subtags = tag.trim().toLowerCase().split(/[-_]/)
    const language = subtags[0] ?? ''
    if (!/^[a-z]{2,3}$/.test(language)) continue
    // The region is the first two-letter subtag after the language (skips scripts like Hant).
    const region = subtags.slice(1).find((s) => /^[a-z]{2}$/.test(s)) ?? null
    let q = 1
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)
      if (match) q = Number(match[1])
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue
    ranges.push({ language, region, q })
  }
  return ranges
    .map((range, index) => ({ range, index }))
    .sort((a, b) => b.range.q - a.range.q || a.index - b.index)
    .map(({ range }) => range)
}

/**
 * A language-only match: the locale of that language in the visitor's country, else the
 * language's first `default` locale, else its first locale in table order.
 */
export function localeForLanguage(language: string, country: string | null): LocaleEntry | undefined {
  const candidates = PREFIXED_LOCALES.filter((l) => l.language === language)
  return (country ? candidates.find((l) => l.country === country) : undefined) ?? candidates.find((l) => l.default) ?? candidates[0]
}

/** Best prefixed locale for an Accept-Language header; earlier (higher q) ranges win. */
export function matchAcceptLanguage(header: string | null | undefined, country: string | null): LocaleEntry | undefined {
  for (const range of parseAcceptLanguage(header)) {
    const exact = range.region ? findLocale(`${range.language}-${range.region}`) : undefined
    if (exact && exact !== DEFAULT_LOCALE) return exact
    const byLanguage = localeForLanguage(range.language, country)
    if (byLanguage) return byLanguage
  }
  return undefined
}

export interface DetectInput {
  /** Locale code from the path prefix, already known to be valid, or null when unprefixed. */
  pathLocale: string | null
  /** The host's unprefixed locale (`en`, or `en-au` on the Australian host). */
  hostDefault: LocaleEntry
  /** Only document navigations are redirected for language. */
  isDocument: boolean
  cookie: string | null | undefined
  acceptLanguage: string | null | undefined
  /** Visitor country from the geo header, lower case, or null. */
  country: string | null
}

export interface Detection {
  locale: LocaleEntry
  /** Set when the visitor should be sent to this locale's prefix instead. */
  redirectTo: LocaleEntry | null
  /** True when the answer depended on Cookie / Accept-Language (for `Vary`). */
  negotiated: boolean
}

export function detectLocale(input: DetectInput): Detection {
  if (input.pathLocale) {
    const locale = findLocale(input.pathLocale)
    if (locale) return { locale, redirectTo: null, negotiated: false }
  }
  // Only the main host negotiates; a host with its own default (Australia) serves it as is.
  if (input.hostDefault !== DEFAULT_LOCALE) return { locale: input.hostDefault, redirectTo: null, negotiated: false }
  const chosen = findLocale(input.cookie) ?? matchAcceptLanguage(input.acceptLanguage, input.country) ?? DEFAULT_LOCALE
  const redirectTo = input.isDocument && chosen !== DEFAULT_LOCALE ? chosen : null
  return { locale: redirectTo ? chosen : DEFAULT_LOCALE, redirectTo, negotiated: true }
}
