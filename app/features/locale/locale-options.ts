// Display names and search for the localization modal, from Intl (no per-locale messages needed):
// each variant is named in its own language and in the visitor's current language.
import type { LocaleEntry } from '../../shared/i18n/locales'

export interface LocaleOption {
  locale: LocaleEntry
  /** "Français (Canada)" — the variant in its own language. */
  native: string
  /** "French (Canada)" — the variant in the current page's language. */
  translated: string
}

const formatters = new Map<string, Intl.DisplayNames>()

/** `Intl.DisplayNames` is costly to create: one per language, kept. */
function formatter(language: string): Intl.DisplayNames {
  let names = formatters.get(language)
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'language', languageDisplay: 'standard' })
    formatters.set(language, names)
  }
  return names
}

export function displayName(tag: string, inLanguage: string): string {
  try {
    const name = formatter(inLanguage).of(tag) ?? tag
    return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1)
  } catch {
    return tag
  }
}

export function localeOptions(locales: readonly LocaleEntry[], current: LocaleEntry): LocaleOption[] {
  return locales.map((locale) => ({
    locale,
    native: displayName(locale.iso, locale.iso),
    translated: displayName(locale.iso, current.iso),
  }))
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()

/** Options whose names or code contain every word of the query, accents ignored. */
export function filterLocaleOptions(options: readonly LocaleOption[], query: string): LocaleOption[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (!words.length) return [...options]
  return options.filter((option) => {
    const haystack = fold(`${option.native} ${option.translated} ${option.locale.code} ${option.locale.iso}`)
    return words.every((word) => haystack.includes(word))
  })
}
