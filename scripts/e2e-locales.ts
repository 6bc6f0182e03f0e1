// The route locales the end-to-end locale suite runs in, one Playwright project each (decision
// 030): a representative of every message file, derived from the app's locale table so that a new
// message file gets its project without anyone editing a list. The HTTP crawl (crawl.spec.ts)
// still covers all 85 variants; these are the ones a browser walks through.
import { type LocaleCode, localeByCode, LOCALES, type LocaleEntry, MESSAGE_FILES, type MessageFile } from '../app/shared/i18n/locales'
import { AU_LOCALE_CODE } from '../app/shared/site/site-urls'

/**
 * One prefixed locale per message file: the first in the spec's order that is its country's
 * default language (de-de for de, fr-fr rather than fr-ca), else the first at all (ms-my, zh-sg,
 * tl-ph). en-au is left out: it lives unprefixed on its own host, not under a prefix.
 */
export function representativeLocales(
  locales: readonly LocaleEntry[] = LOCALES,
  files: readonly MessageFile[] = MESSAGE_FILES,
): LocaleEntry[] {
  const prefixed = locales.filter((entry) => entry.country !== null && entry.code !== AU_LOCALE_CODE)
  return files.map((file) => {
    const candidates = prefixed.filter((entry) => entry.file === file)
    const chosen = candidates.find((entry) => entry.default) ?? candidates[0]
    if (!chosen) throw new Error(`No prefixed route locale is translated by messages/${file}.json`)
    return chosen
  })
}

/**
 * Markets walked besides their file's representative: Argentina reads es-419 as Mexico does, with
 * its own peso beside the US dollar (AR$ and US$, never two bare `$`).
 */
const ALSO_WALKED: readonly LocaleCode[] = ['es-ar']

/** The codes of the locale projects, in message-file order (`npx playwright test --project=de-de`). */
export const E2E_LOCALES: readonly LocaleEntry[] = [...representativeLocales(), ...ALSO_WALKED.map(localeByCode)]
