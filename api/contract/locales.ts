// Route locale codes the API accepts (SPEC §2) and how they map onto the 25 message
// languages used for e-mails (DESIGN §4). Pure data; the site has its own richer locale table.

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

export const messageLanguages = [
  'en', 'es', 'es-mx', 'fr', 'de', 'nl', 'it', 'pt', 'ms', 'ko', 'zh', 'sv', 'th', 'pl', 'ja', 'id',
  'ar', 'fil', 'da', 'nb', 'vi', 'tr', 'ro', 'fi', 'cs',
] as const
export type MessageLanguage = (typeof messageLanguages)[number]

const localeSet: ReadonlySet<string> = new Set(localeCodes)

export function isLocaleCode(value: string): value is LocaleCode {
  return localeSet.has(value)
}

/** Route locale → message language: es-mx keeps its own file, tl → fil, no → nb. */
export function messageLanguageFor(locale: string): MessageLanguage {
  if (locale === 'es-mx') return 'es-mx'
  const language = locale.split('-')[0] ?? 'en'
  if (language === 'tl') return 'fil'
  if (language === 'no') return 'nb'
  return (messageLanguages as readonly string[]).includes(language) ? (language as MessageLanguage) : 'en'
}

/** Path prefix of a locale on the site: '' for the default `en`, `/fr-fr` otherwise. */
export function localePrefix(locale: string): string {
  return locale === 'en' ? '' : `/${locale}`
}
