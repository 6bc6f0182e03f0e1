// Route locale codes (SPEC.md §2) and the 25 message files that translate them (DESIGN.md §4):
// the site routes and renders them, the API accepts them and words its e-mails with them.

export const localeCodes = [
  'en',
  'en-us',
  'en-gb',
  'en-ca',
  'fr-ca',
  'en-au',
  'de-de',
  'fr-fr',
  'nl-nl',
  'es-es',
  'nl-be',
  'fr-be',
  'es-us',
  'es-mx',
  'it-it',
  'en-in',
  'pt-br',
  'en-nz',
  'en-my',
  'ms-my',
  'ko-kr',
  'en-sg',
  'zh-sg',
  'en-ie',
  'sv-se',
  'de-ch',
  'it-ch',
  'fr-ch',
  'th-th',
  'pl-pl',
  'de-at',
  'ja-jp',
  'id-id',
  'ar-sa',
  'es-cl',
  'en-ae',
  'ar-ae',
  'en-ph',
  'tl-ph',
  'en-za',
  'da-dk',
  'no-no',
  'es-ar',
  'en-hk',
  'zh-hk',
  'vi-vn',
  'es-co',
  'tr-tr',
  'ro-ro',
  'fi-fi',
  'cs-cz',
  'pt-pt',
  'en-bg',
  'en-cn',
  'es-cr',
  'es-do',
  'es-ec',
  'en-ee',
  'ar-eg',
  'en-gh',
  'en-gr',
  'es-gt',
  'ar-ma',
  'fr-ma',
  'en-ng',
  'ar-om',
  'en-pk',
  'en-tw',
  'es-uy',
  'en-hr',
  'en-hu',
  'en-il',
  'en-kz',
  'en-ke',
  'ar-kw',
  'en-lt',
  'es-pa',
  'en-pa',
  'es-pe',
  'es-pr',
  'en-pr',
  'ar-qa',
  'en-rs',
  'en-sk',
  'en-si',
] as const
export type LocaleCode = (typeof localeCodes)[number]

/** Secondary-language locales of their country (SPEC.md §2 "default flag false"). */
export const secondaryLocaleCodes: readonly LocaleCode[] = [
  'fr-ca',
  'fr-be',
  'es-us',
  'ms-my',
  'zh-sg',
  'it-ch',
  'fr-ch',
  'ar-ae',
  'tl-ph',
  'zh-hk',
  'fr-ma',
  'en-pa',
  'en-pr',
]

export const messageFiles = [
  'en',
  'es',
  'es-419',
  'fr',
  'de',
  'nl',
  'it',
  'pt',
  'ms',
  'ko',
  'zh',
  'sv',
  'th',
  'pl',
  'ja',
  'id',
  'ar',
  'fil',
  'da',
  'nb',
  'vi',
  'tr',
  'ro',
  'fi',
  'cs',
  'pt-pt',
  'zh-hk',
  'de-ch',
  'fr-ca',
] as const
export type MessageFile = (typeof messageFiles)[number]

const localeSet: ReadonlySet<string> = new Set(localeCodes)

export function isLocaleCode(value: string): value is LocaleCode {
  return localeSet.has(value)
}

/** Regional variants with a message file of their own (decision 035); other locales read their language's file. */
const variantFiles: Readonly<Record<string, MessageFile>> = {
  'pt-pt': 'pt-pt',
  'zh-hk': 'zh-hk',
  'de-ch': 'de-ch',
  'fr-ca': 'fr-ca',
}

/** Route locale → message file: Spanish outside Spain reads es-419, tl → fil, no → nb, and the variants above their own. */
export function messageFileFor(locale: string): MessageFile {
  const variant = variantFiles[locale]
  if (variant) return variant
  const language = locale.split('-')[0] ?? 'en'
  if (language === 'es') return locale === 'es' || locale === 'es-es' ? 'es' : 'es-419'
  if (language === 'tl') return 'fil'
  if (language === 'no') return 'nb'
  return (messageFiles as readonly string[]).includes(language) ? (language as MessageFile) : 'en'
}

/**
 * The file a regional variant falls back to for a message it does not hold (paraglide's own
 * fallback: `de-ch` → `de`), or undefined for a file that holds every message. `es-419` and `zh-hk`
 * are complete, so they never show Castilian or Simplified words.
 */
export function baseFileOf(file: MessageFile): MessageFile | undefined {
  if (file === 'pt-pt' || file === 'de-ch' || file === 'fr-ca') return file.slice(0, 2) as MessageFile
  return undefined
}

/**
 * Where a message of `file` is looked up, first to last, as paraglide falls back: the file, its
 * base language's (a regional variant's), English. The site's records, the API's e-mails and the
 * tests all resolve a message through it.
 */
export function fallbackChain(file: MessageFile): MessageFile[] {
  const base = baseFileOf(file)
  return [...new Set<MessageFile>([file, ...(base ? [base] : []), 'en'])]
}
