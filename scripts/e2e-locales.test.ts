import { describe, expect, it } from 'vitest'
import { LOCALES, MESSAGE_FILES, type LocaleEntry } from '../app/shared/i18n/locales'
import { E2E_LOCALES, representativeLocales } from './e2e-locales'

describe('the locale projects of the end-to-end suite', () => {
  it('cover every message file, each with a prefixed route locale, and es-ar besides', () => {
    expect(representativeLocales().map((entry) => entry.file)).toEqual([...MESSAGE_FILES])
    expect(E2E_LOCALES).toHaveLength(MESSAGE_FILES.length + 1)
    expect(new Set(E2E_LOCALES.map((entry) => entry.code)).size).toBe(E2E_LOCALES.length)
    for (const entry of E2E_LOCALES) expect(entry.code).toMatch(/^[a-z]{2}-[a-z]{2}$/)
  })

  it('include the locales the issue names, and a country default wherever a file has one', () => {
    const codes = E2E_LOCALES.map((entry) => entry.code)
    expect(codes).toEqual(expect.arrayContaining(['ar-sa', 'ja-jp', 'tl-ph', 'pt-br', 'en-us', 'es-mx', 'es-es', 'fr-fr', 'no-no']))
    // Issue 26: each regional variant file, and Argentina.
    expect(codes).toEqual(expect.arrayContaining(['es-ar', 'pt-pt', 'zh-hk', 'de-ch', 'fr-ca']))
    expect(codes).not.toContain('en-au')
  })

  it('take a secondary locale only for a file that has nothing else', () => {
    const codes = representativeLocales().map((entry) => entry.code)
    expect(codes).toEqual(expect.arrayContaining(['ms-my', 'zh-sg']))
  })

  it('refuse a message file no prefixed locale uses', () => {
    const withoutJapanese: LocaleEntry[] = LOCALES.filter((entry) => entry.file !== 'ja')
    expect(() => representativeLocales(withoutJapanese)).toThrow('messages/ja.json')
  })
})
