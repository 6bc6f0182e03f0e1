// The locale variants of the site: the unprefixed default `en` plus the 84 prefixed codes that
// SPEC.md §2 lists, in the spec's order (85 in all; see docs/decisions/001-locale-count.md). This
// table is the single source of truth for routing, head tags, the localization modal and locale
// detection.
import {
  isLocaleCode,
  localeCodes,
  type LocaleCode,
  type MessageFile,
  messageFileFor,
  messageFiles,
  secondaryLocaleCodes,
} from '../../../contract/locales'

/** Paraglide locales: one per message file in `messages/`. */
export const MESSAGE_FILES = messageFiles
export type { LocaleCode, MessageFile }

export interface LocaleEntry {
  /** Route code: `en` (unprefixed) or `{language}-{country}`, lower case. */
  code: LocaleCode
  /** ISO 639 language of the route code (`tl` for tl-ph, `no` for no-no). */
  language: string
  /** The message file (paraglide locale) that translates it. */
  file: MessageFile
  /** False for secondary-language locales of a country (fr-ca, es-us, …). */
  default: boolean
  /** Lower-case ISO 3166 country, or null for the international `en`. */
  country: string | null
  /** BCP 47 tag used for `<html lang>`, hreflang and og:locale. */
  iso: string
}

const SECONDARY: ReadonlySet<string> = new Set(secondaryLocaleCodes)

// The codes themselves live in the contract, which the site and the reference API share.
const PREFIXED_CODES = localeCodes.filter((code) => code !== 'en')

function entryFor(code: LocaleCode): LocaleEntry {
  const [language = '', country = ''] = code.split('-')
  // Tagalog pages are written in Filipino, whose tag is `fil`.
  const isoLanguage = code === 'tl-ph' ? 'fil' : language
  return {
    code,
    language,
    file: messageFileFor(code),
    default: !SECONDARY.has(code),
    country,
    iso: `${isoLanguage}-${country.toUpperCase()}`,
  }
}

export const DEFAULT_LOCALE: LocaleEntry = {
  code: 'en',
  language: 'en',
  file: 'en',
  default: true,
  country: null,
  iso: 'en',
}

/** All 85 variants: the unprefixed default first, then the spec's list in order. */
export const LOCALES: readonly LocaleEntry[] = [DEFAULT_LOCALE, ...PREFIXED_CODES.map(entryFor)]

/** The 84 codes that appear as a path prefix. */
export const PREFIXED_LOCALES: readonly LocaleEntry[] = LOCALES.slice(1)

const BY_CODE = new Map<string, LocaleEntry>(LOCALES.map((entry) => [entry.code, entry]))

/** The entry of a known code (total: every LocaleCode has one). */
export function localeByCode(code: LocaleCode): LocaleEntry {
  return BY_CODE.get(code) ?? DEFAULT_LOCALE
}

/** The entry of any text, case-insensitively, or undefined for an unknown code. */
export function findLocale(code: string | undefined | null): LocaleEntry | undefined {
  return code ? BY_CODE.get(code.toLowerCase()) : undefined
}

/** A code that appears as a path prefix (every known code but the unprefixed `en`); exact case. */
export function isPrefixedLocaleCode(code: string): code is LocaleCode {
  return code !== DEFAULT_LOCALE.code && isLocaleCode(code)
}

export function textDirection(entry: LocaleEntry): 'ltr' | 'rtl' {
  return entry.language === 'ar' ? 'rtl' : 'ltr'
}

/** `<html lang>`: the language tag, `fil` for Tagalog. */
export function htmlLang(entry: LocaleEntry): string {
  return entry.iso
}

/** Open Graph wants `fr_FR`. */
export function ogLocale(entry: LocaleEntry): string {
  // Open Graph knows only language_TERRITORY; the international page's English is British
  // ("authorised", "honour"), so it is en_GB (decision 035).
  if (entry === DEFAULT_LOCALE) return 'en_GB'
  return entry.iso.replace('-', '_')
}
