import { describe, expect, it } from 'vitest'
import { findLocale, localeByCode, LOCALES, MESSAGE_FILES, PREFIXED_LOCALES, textDirection } from './locales'

// SPEC.md §2's lists, copied here as the test's own expectation (the spec is reference material
// for people, not an input of the product): the table must not drift from them.
const specCodes = (
  'en-us, en-gb, en-ca, fr-ca, en-au, de-de, fr-fr, nl-nl, es-es, nl-be, fr-be, es-us, es-mx, it-it, en-in, pt-br, ' +
  'en-nz, en-my, ms-my, ko-kr, en-sg, zh-sg, en-ie, sv-se, de-ch, it-ch, fr-ch, th-th, pl-pl, de-at, ja-jp, id-id, ' +
  'ar-sa, es-cl, en-ae, ar-ae, en-ph, tl-ph, en-za, da-dk, no-no, es-ar, en-hk, zh-hk, vi-vn, es-co, tr-tr, ro-ro, ' +
  'fi-fi, cs-cz, pt-pt, en-bg, en-cn, es-cr, es-do, es-ec, en-ee, ar-eg, en-gh, en-gr, es-gt, ar-ma, fr-ma, en-ng, ' +
  'ar-om, en-pk, en-tw, es-uy, en-hr, en-hu, en-il, en-kz, en-ke, ar-kw, en-lt, es-pa, en-pa, es-pe, es-pr, en-pr, ' +
  'ar-qa, en-rs, en-sk, en-si'
).split(', ')
const specSecondary = 'fr-ca, fr-be, es-us, ms-my, zh-sg, it-ch, fr-ch, ar-ae, tl-ph, zh-hk, fr-ma, en-pa, en-pr'.split(', ')

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
    expect(
      LOCALES.filter((l) => !l.default)
        .map((l) => l.code)
        .sort(),
    ).toEqual([...specSecondary].sort())
  })

  it('shares translation files as the spec says', () => {
    for (const l of PREFIXED_LOCALES) {
      const [language, country] = l.code.split('-')
      expect(l.language).toBe(language)
      expect(l.country).toBe(country)
      // Spain reads Castilian, the Americas Latin American Spanish; Hong Kong Traditional Chinese, Singapore Simplified.
      if (l.language === 'es') expect(l.file).toBe(l.code === 'es-es' ? 'es' : 'es-419')
      if (l.language === 'ar') expect(l.file).toBe('ar')
      if (l.language === 'zh') expect(l.file).toBe(l.code === 'zh-hk' ? 'zh-hk' : 'zh')
      if (['pt-pt', 'de-ch', 'fr-ca'].includes(l.code)) expect(l.file).toBe(l.code)
    }
    expect(findLocale('tl-ph')).toMatchObject({ file: 'fil', iso: 'fil-PH', default: false })
    expect(findLocale('no-no')).toMatchObject({ file: 'nb', iso: 'no-NO' })
    expect(new Set(LOCALES.map((l) => l.file))).toEqual(new Set(MESSAGE_FILES))
  })

  it('derives iso tags and direction', () => {
    expect(findLocale('fr-CA')?.iso).toBe('fr-CA')
    expect(textDirection(localeByCode('ar-sa'))).toBe('rtl')
    expect(textDirection(localeByCode('en-ae'))).toBe('ltr')
    expect(findLocale('xx-yy')).toBeUndefined()
  })

  it('covers the 24 spec languages', () => {
    const languages = new Set(LOCALES.map((l) => l.language))
    expect([...languages].sort()).toEqual('en es fr de nl it pt ms ko zh sv th pl ja id ar tl da no vi tr ro fi cs'.split(' ').sort())
  })
})
