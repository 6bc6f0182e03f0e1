// A country's name in a language, from `Intl.DisplayNames` (one formatter per language, kept): the
// live minimum payout names the page's market, the access-denied page the visitor's country.

const formatters = new Map<string, Intl.DisplayNames>()

/** The name of a lower-case ISO country in `language`, or null when the runtime cannot name it (or it is CLDR's "unknown region", ZZ). */
export function countryName(code: string, language: string): string | null {
  if (code === 'zz') return null
  try {
    let names = formatters.get(language)
    if (!names) {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })
      formatters.set(language, names)
    }
    return names.of(code.toUpperCase()) ?? null
  } catch {
    return null
  }
}
