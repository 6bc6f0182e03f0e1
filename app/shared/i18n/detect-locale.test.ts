import { describe, expect, it } from 'vitest'
import { type DetectInput, detectLocale, matchAcceptLanguage, parseAcceptLanguage } from './detect-locale'
import { DEFAULT_LOCALE, localeByCode } from './locales'

const base: DetectInput = {
  pathLocale: null,
  hostDefault: DEFAULT_LOCALE,
  isDocument: true,
  cookie: null,
  acceptLanguage: null,
  country: null,
}
const code = (input: Partial<DetectInput>) => {
  const result = detectLocale({ ...base, ...input })
  return { locale: result.locale.code, redirectTo: result.redirectTo?.code ?? null }
}

describe('parseAcceptLanguage', () => {
  it('orders by q, keeps ties in header order and drops junk', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CA, en;q=0.9, *;q=0.1, x, !!-zz, it;q=0')).toEqual([
      { language: 'fr', region: 'ca', q: 1 },
      { language: 'en', region: null, q: 0.9 },
      { language: 'de', region: null, q: 0.5 },
    ])
  })
  it('finds the region after a script subtag', () => {
    expect(parseAcceptLanguage('zh-Hant-HK')).toEqual([{ language: 'zh', region: 'hk', q: 1 }])
  })
  it('survives hostile input', () => {
    expect(parseAcceptLanguage('a'.repeat(10_000))).toEqual([])
    expect(parseAcceptLanguage(';;;,,,q=2')).toEqual([])
    expect(parseAcceptLanguage(Array.from({ length: 500 }, () => 'fr').join(','))).toHaveLength(32)
  })
})

describe('matchAcceptLanguage', () => {
  it('prefers an exact tag over a language-only match at the same position', () => {
    expect(matchAcceptLanguage('fr-CA', null)?.code).toBe('fr-ca')
    expect(matchAcceptLanguage('fr-CA', 'be')?.code).toBe('fr-ca')
  })
  it('lets q order decide between positions', () => {
    expect(matchAcceptLanguage('fr;q=0.8, de-AT', null)?.code).toBe('de-at')
    expect(matchAcceptLanguage('fr, de-AT;q=0.8', null)?.code).toBe('fr-fr')
  })
  it('resolves language-only by visitor country, then the default flag, then list order', () => {
    expect(matchAcceptLanguage('fr', 'ch')?.code).toBe('fr-ch')
    expect(matchAcceptLanguage('fr', null)?.code).toBe('fr-fr')
    expect(matchAcceptLanguage('fr', 'jp')?.code).toBe('fr-fr')
    expect(matchAcceptLanguage('es', null)?.code).toBe('es-es')
    expect(matchAcceptLanguage('en', null)?.code).toBe('en-us')
    expect(matchAcceptLanguage('en', 'nz')?.code).toBe('en-nz')
    // tl and ms only exist as secondary locales: the first in list order is taken.
    expect(matchAcceptLanguage('tl', null)?.code).toBe('tl-ph')
    expect(matchAcceptLanguage('ms', null)?.code).toBe('ms-my')
  })
  it('falls back from an unknown region to the language', () => {
    expect(matchAcceptLanguage('de-LU', null)?.code).toBe('de-de')
  })
  it('finds nothing for unsupported languages', () => {
    expect(matchAcceptLanguage('he, ru;q=0.5', null)).toBeUndefined()
  })
})

describe('detectLocale', () => {
  it('lets a prefixed path win and never redirects it', () => {
    expect(code({ pathLocale: 'ja-jp', cookie: 'fr-fr', acceptLanguage: 'de' })).toEqual({ locale: 'ja-jp', redirectTo: null })
  })
  it('takes the cookie first for an unprefixed document', () => {
    expect(code({ cookie: 'it-it', acceptLanguage: 'de-DE' })).toEqual({ locale: 'it-it', redirectTo: 'it-it' })
  })
  it('ignores an unknown cookie value and uses Accept-Language', () => {
    expect(code({ cookie: 'xx-xx', acceptLanguage: 'de-DE' })).toEqual({ locale: 'de-de', redirectTo: 'de-de' })
    expect(code({ cookie: '<script>', acceptLanguage: null })).toEqual({ locale: 'en', redirectTo: null })
  })
  it('keeps a cookie that chose the international English page', () => {
    expect(code({ cookie: 'en', acceptLanguage: 'de-DE' })).toEqual({ locale: 'en', redirectTo: null })
  })
  it('serves English without redirect when neither cookie nor Accept-Language is sent', () => {
    expect(code({})).toEqual({ locale: 'en', redirectTo: null })
  })
  it('serves English for an unsupported language', () => {
    expect(code({ acceptLanguage: 'he-IL' })).toEqual({ locale: 'en', redirectTo: null })
  })
  it('does not redirect requests that are not document navigations', () => {
    expect(code({ isDocument: false, acceptLanguage: 'de' })).toEqual({ locale: 'en', redirectTo: null })
  })
  it('uses the geo country for a language-only match', () => {
    expect(code({ acceptLanguage: 'de', country: 'ch' })).toEqual({ locale: 'de-ch', redirectTo: 'de-ch' })
  })
  it('does not negotiate on a host with its own default locale', () => {
    const result = detectLocale({ ...base, hostDefault: localeByCode('en-au'), acceptLanguage: 'fr' })
    expect(result).toMatchObject({ redirectTo: null, negotiated: false })
    expect(result.locale.code).toBe('en-au')
  })
  it('reports when the answer depended on request headers', () => {
    expect(detectLocale({ ...base }).negotiated).toBe(true)
    expect(detectLocale({ ...base, pathLocale: 'fr-fr' }).negotiated).toBe(false)
  })
})
