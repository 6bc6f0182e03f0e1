// Chooses the locale of a request (DESIGN.md §4): a prefixed path always wins; an unprefixed
// document request takes the i18n_redirected cookie, else the best Accept-Language match, else
// the international English default. Pure: no I/O, no framework.
//
// Accept-Language is matched with CLDR's language matching (@formatjs/intl-localematcher, on the
// server only), range by range in q order, with the site's country tie-break on top
// (docs/decisions/026): Filipino finds tl-ph, Bokmål and Nynorsk find no-no, es-419 finds es-mx,
// Traditional Chinese (zh-TW, zh-Hant) finds zh-hk, and no Chinese reader is sent to pages in the
// other script.
import { match } from '@formatjs/intl-localematcher'
import { DEFAULT_LOCALE, findLocale, type LocaleEntry, PREFIXED_LOCALES } from './locales'

export interface LanguageRange {
  /** Lower-case primary language subtag, canonical (`fr`; `fil` for `tl`, `he` for `iw`). */
  language: string
  /** Script subtag in title case (`Hant`), if the range had one. */
  script: string | null
  /** Region subtag, upper case (`CA`) or three digits (`419`), if the range had one. */
  region: string | null
  q: number
}

const MAX_RANGES = 32
const MAX_TAG_LENGTH = 35

// Only subtags ICU can name reach the matcher: it memoizes every tag it is asked about, so a
// hostile header must not be able to grow that memory with made-up tags.
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })

function canonicalLanguage(subtag: string): string | null {
  if (!/^[a-z]{2,3}$/.test(subtag) || !LANGUAGE_NAMES.of(subtag)) return null
  // `tl` → `fil`, `iw` → `he`, `in` → `id`.
  return new Intl.Locale(subtag).language
}

/**
 * Parses an Accept-Language header into ranges sorted by descending q (stable for ties).
 * Malformed entries, unknown languages, `*` and q=0 are dropped; the list is capped so a hostile
 * header costs little.
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header) return []
  const ranges: LanguageRange[] = []
  for (const part of header.slice(0, 2048).split(',').slice(0, MAX_RANGES)) {
    const [tag = '', ...params] = part.trim().split(';')
    if (tag.length > MAX_TAG_LENGTH) continue
    const subtags = tag.trim().toLowerCase().split(/[-_]/)
    const language = canonicalLanguage(subtags[0] ?? '')
    if (!language) continue
    // A script is the four-letter subtag right after the language; the region comes after it.
    const rest = subtags.slice(1)
    const scriptTag = rest[0] && /^[a-z]{4}$/.test(rest[0]) ? rest.shift() : undefined
    const regionTag = rest[0] && /^(?:[a-z]{2}|\d{3})$/.test(rest[0]) ? rest[0].toUpperCase() : undefined
    let q = 1
    for (const param of params) {
      const found = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)
      if (found) q = Number(found[1])
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue
    ranges.push({
      language,
      script: scriptTag ? `${scriptTag[0]?.toUpperCase()}${scriptTag.slice(1)}` : null,
      region: regionTag && REGION_NAMES.of(regionTag) ? regionTag : null,
      q,
    })
  }
  return ranges
    .map((range, index) => ({ range, index }))
    .sort((a, b) => b.range.q - a.range.q || a.index - b.index)
    .map(({ range }) => range)
}

/** The tag the matcher knows a route locale by: its BCP 47 tag and the script its words are in. */
function matcherTag(entry: LocaleEntry): string {
  // zh-hk's pages are written in Traditional Chinese, zh-sg's in Simplified (decision 035).
  if (entry.language !== 'zh') return entry.iso
  return `zh-${entry.file === 'zh-hk' ? 'Hant' : 'Hans'}-${entry.iso.slice(3)}`
}

/** The script each route locale's pages are written in (`Hant` for zh-hk), worked out once. */
const SCRIPTS = new Map(PREFIXED_LOCALES.map((entry) => [entry.code, new Intl.Locale(matcherTag(entry)).maximize().script ?? '']))
const scriptOf = (entry: LocaleEntry): string => SCRIPTS.get(entry.code) ?? ''

// Default locales first: among equally close locales the matcher takes the first (es-419 → es-mx,
// not the secondary es-us).
const ORDERED = [...PREFIXED_LOCALES.filter((l) => l.default), ...PREFIXED_LOCALES.filter((l) => !l.default)]
const AVAILABLE = ORDERED.map(matcherTag)
const BY_TAG = new Map(ORDERED.map((entry) => [matcherTag(entry), entry]))
/** The scripts the site's pages are written in; a reader of another script is not served. */
const PUBLISHED_SCRIPTS: ReadonlySet<string> = new Set(SCRIPTS.values())
const NO_MATCH = 'und'

/** Whether anything can match a language in a script (bounded: known languages × published scripts). */
const matchable = new Map<string, boolean>()
function canMatch(language: string, script: string): boolean {
  const key = `${language}-${script}`
  let known = matchable.get(key)
  if (known === undefined) {
    known = match([key], AVAILABLE, NO_MATCH, { algorithm: 'best fit' }) !== NO_MATCH
    matchable.set(key, known)
  }
  return known
}

/**
 * A language-only match: the locale of that language in the visitor's country, else the
 * language's first `default` locale, else its first locale in table order.
 */
export function localeForLanguage(language: string, country: string | null): LocaleEntry | undefined {
  const candidates = PREFIXED_LOCALES.filter((l) => l.language === language)
  return (country ? candidates.find((l) => l.country === country) : undefined) ?? candidates.find((l) => l.default) ?? candidates[0]
}

/** The locale of the matched locale's language and script in the visitor's country, if there is one. */
function inCountry(entry: LocaleEntry, country: string | null): LocaleEntry | undefined {
  if (!country) return undefined
  return PREFIXED_LOCALES.find((l) => l.language === entry.language && l.country === country && scriptOf(l) === scriptOf(entry))
}

/**
 * Best locale for one range, or undefined when the site has nothing its reader reads. English
 * without a region is the international English page: English is read in every market, so a bare
 * `en` names no country, and neither does the visitor's (a reader in France whose browser says
 * `en` wants English, not American pages). A country's English page takes a region in the header
 * (`en-GB`) or the visitor's choice in the language modal.
 */
function matchRange(range: LanguageRange, script: string, country: string | null): LocaleEntry | undefined {
  if (range.language === 'en' && !range.region) return DEFAULT_LOCALE
  if (!PUBLISHED_SCRIPTS.has(script) || !canMatch(range.language, script)) return undefined
  const tag = [range.language, script, range.region].filter(Boolean).join('-')
  const found = BY_TAG.get(match([tag], AVAILABLE, NO_MATCH, { algorithm: 'best fit' }))
  if (!found) return undefined
  // An exact tag scores above a language-only match.
  if (range.region && found.country === range.region.toLowerCase()) return found
  const local = inCountry(found, country)
  if (local) return local
  // A bare language says nothing about a country: the spec's default, not CLDR's likeliest country
  // (ar → ar-sa, not ar-eg). A reader of another language keeps CLDR's choice (gsw → de-ch).
  const sameLanguage = new Intl.Locale(range.language).maximize().language === new Intl.Locale(matcherTag(found)).language
  if (!range.region && sameLanguage) {
    // …written in the script the reader reads (zh-Hant keeps zh-hk).
    const preferred = localeForLanguage(found.language, null)
    if (preferred && scriptOf(preferred) === scriptOf(found)) return preferred
  }
  return found
}

// Browsers send a few thousand distinct headers between them: each is matched once (~0.1 ms),
// then remembered, within a bound that a stream of made-up headers only ever resets.
const MAX_REMEMBERED = 2_000
const remembered = new Map<string, LocaleEntry | null>()

/** Best locale for an Accept-Language header (the international page for a bare `en`); earlier (higher q) ranges win. */
export function matchAcceptLanguage(header: string | null | undefined, country: string | null): LocaleEntry | undefined {
  if (!header) return undefined
  // Only the first 2,048 characters are ever read (parseAcceptLanguage): at most ~4 MB remembered.
  const key = `${country ?? ''}|${header.slice(0, 2048)}`
  let found = remembered.get(key)
  if (found === undefined) {
    found = matchRanges(header, country) ?? null
    if (remembered.size >= MAX_REMEMBERED) remembered.clear()
    remembered.set(key, found)
  }
  return found ?? undefined
}

function matchRanges(header: string, country: string | null): LocaleEntry | undefined {
  // A base language a browser adds after a regional tag (`zh-TW, zh`) is read in that tag's
  // script: a Traditional Chinese reader's `zh` is not consent to Simplified Chinese.
  const scriptOfLanguage = new Map<string, string>()
  for (const range of parseAcceptLanguage(header)) {
    const inherited = !range.script && !range.region ? scriptOfLanguage.get(range.language) : undefined
    // A bare language is read in the script of the visitor's country (`zh` in Hong Kong: Traditional).
    const region = range.region ?? (!range.script && country && /^[a-z]{2}$/.test(country) ? country.toUpperCase() : null)
    const tag = [range.language, range.script, region].filter(Boolean).join('-')
    const script = inherited ?? new Intl.Locale(tag).maximize().script ?? ''
    if (!scriptOfLanguage.has(range.language)) scriptOfLanguage.set(range.language, script)
    const found = matchRange(range, script, country)
    if (found) return found
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
