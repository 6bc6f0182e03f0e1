// Route locale codes (SPEC.md §2) and the 25 message files that translate them (DESIGN.md §4):
// the site routes and renders them, the API accepts them and words its e-mails with them.

export const localeCodes = [
  'en', 'en-us', 'en-gb', 'en-ca', 'fr-ca', 'en-au', 'de-de', 'fr-fr', 'nl-nl', 'es-es', 'nl-be',
  'fr-be', 'es-us', 'es-mx', 'it-it', 'en-in', 'pt-br', 'en-nz', 'en-my', 'ms-my', 'ko-kr', 'en-sg',
  'zh-sg', 'en-ie', 'sv-se', 'de-ch', 'it-ch', 'fr-ch', 'th-th', 'pl-pl', 'de-at', 'ja-jp', 'id-id',
  'ar-sa', 'es-cl', 'en-ae', 'ar-ae', 'en-ph', 'tl-ph', 'en-za', 'da-dk', 'no-no', 'es-ar', 'en-hk',
  'zh-hk', 'vi-vn', 'es-co', 'tr-tr', 'ro-ro', 'fi-fi', 'cs-cz', 'pt-pt', 'en-bg', 'en-cn', 'es-cr',
  'es-do', 'es-ec', 'en-ee', 'ar-eg', 'en-gh', 'en-gr', 'es-gt', 'ar-ma', 'fr-ma', 'en-ng', 'ar-om',
  'en-pk', 'en-tw', 'es-uy', 'en-hr', 'en-hu', 'en-il', 'en-kz', 'en-ke', 'ar-kw', 'en-lt', 'es-pa',
  'en-pa', 'es-pe', 'es-pr', 'en-pr', 'ar-qa', 'en-rs', 'en-sk', 'en-si',
] as const
export type LocaleCode = (typeof localeCodes)[number]

/** Secondary-language locales of their country (SPEC.md §2 "default flag false"). */
export const secondaryLocaleCodes: readonly LocaleCode[] = [
  'fr-ca', 'fr-be', 'es-us', 'ms-my', 'zh-sg', 'it-ch', 'fr-ch', 'ar-ae', 'tl-ph', 'zh-hk', 'fr-ma', 'en-pa', 'en-pr',
]

export const messageFiles = [
  'en', 'es', 'es-mx', 'fr', 'de', 'nl', 'it', 'pt', 'ms', 'ko', 'zh', 'sv', 'th', 'pl', 'ja', 'id',
  'ar', 'fil', 'da', 'nb', 'vi', 'tr', 'ro', 'fi', 'cs',
] as const
export type MessageFile = (typeof messageFiles)[number]

const localeSet: ReadonlySet<string> = new Set(localeCodes)

export function isLocaleCode(value: string): value is LocaleCode {
  return localeSet.has(value)
}

/** Route locale → message file: es-mx keeps its own, tl → fil, no → nb. */
export function messageFileFor(locale: string): MessageFile {
  if (locale === 'es-mx') return 'es-mx'
  const language = locale.split('-')[0] ?? 'en'
  if (language === 'tl') return 'fil'
  if (language === 'no') return 'nb'
  return (messageFiles as readonly string[]).includes(language) ? (language as MessageFile) : 'en'
}
