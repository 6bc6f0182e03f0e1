import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findLocale, LOCALES, MESSAGE_FILES, PREFIXED_LOCALES, textDirection } from './locales'

// The list is read from the spec itself so that the table cannot drift from it.
const spec = readFileSync(new URL('../../../shared/SPEC.md', import.meta.url), 'utf8')
const specCodes = /Locale codes: (.+)\./.exec(spec)?.[1]?.split(', ') ?? []
const specSecondary = /\(default flag false\): (.+)\./.exec(spec)?.[1]?.split(', ') ?? []

describe('locale table', () => {
  it('has the unprefixed default plus every spec code, in the spec order', () => {
    // The spec lists 84 codes although its prose says "about 80": the list wins
    // (docs/decisions/001-locale-count.md).
    expect(specCodes).toHaveLength(84)
    expect(LOCALES).toHaveLength(85)
    expect(LOCALES[0]).toEqual({ code: 'en', language: 'en', file: 'en', default: true, country: null, iso: 'en' })
    expect(PREFIXED_LOCALES.map((l) => l.code)).toEqual(specCodes)
  })

  it('marks exactly the secondary-language locales as non-default', () => {
    expect(specSecondary).toHaveLength(13)
    expect(LOCALES.filter((l) => !l.default).map((l) => l.code).sort()).toEqual([...specSecondary].sort())
  })

  it('shares translation files as the spec says', () => {
    for (const l of PREFIXED_LOCALES) {
      const [language, country] = l.code.split('-')
      expect(l.language).toBe(language)
      expect(l.country).toBe(country)
      if (l.language === 'es') expect(l.file).toBe(l.code === 'es-mx' ? 'es-mx' : 'es')
      if (l.language === 'ar') expect(l.file).toBe('ar')
      if (l.language === 'zh') expect(l.file).toBe('zh')
    }
    expect(findLocale('tl-ph')).toMatchObject({ file: 'fil', iso: 'fil-PH', default: false })
    expect(findLocale('no-no')).toMatchObject({ file: 'nb', iso: 'no-NO' })
    expect(new Set(LOCALES.map((l) => l.file))).toEqual(new Set(MESSAGE_FILES))
  })

  it('derives iso tags and direction', () => {
    expect(findLocale('fr-CA')?.iso).toBe('fr-CA')
    expect(textDirection(findLocale('ar-sa')!)).toBe('rtl')
    expect(textDirection(findLocale('en-ae')!)).toBe('ltr')
    expect(findLocale('xx-yy')).toBeUndefined()
  })

  it('covers the 24 spec languages', () => {
    const languages = new Set(LOCALES.map((l) => l.language))
    expect([...languages].sort()).toEqual(
      'en es fr de nl it pt ms ko zh sv th pl ja id ar tl da no vi tr ro fi cs'.split(' ').sort(),
    )
  })
})
