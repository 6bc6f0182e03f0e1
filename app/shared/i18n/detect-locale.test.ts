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
    expect(parseAcceptLanguage('de;q=0.5, fr-CA, en;q=0.9, *;q=0.1, x, !!-zz, it;q=0, xq-QQ')).toEqual([
      { language: 'fr', script: null, region: 'CA', q: 1 },
      { language: 'en', script: null, region: null, q: 0.9 },
      { language: 'de', script: null, region: null, q: 0.5 },
    ])
  })
  it('reads the script and the region after it, and canonical language codes', () => {
    expect(parseAcceptLanguage('zh-Hant-HK, es-419, tl_PH, iw')).toEqual([
      { language: 'zh', script: 'Hant', region: 'HK', q: 1 },
      { language: 'es', script: null, region: '419', q: 1 },
      { language: 'fil', script: null, region: 'PH', q: 1 },
      { language: 'he', script: null, region: null, q: 1 },
    ])
  })
  it('keeps only regions that exist', () => {
    expect(parseAcceptLanguage('de-QQ, de-999')).toEqual([
      { language: 'de', script: null, region: null, q: 1 },
      { language: 'de', script: null, region: null, q: 1 },
    ])
  })
  it('survives hostile input', () => {
    expect(parseAcceptLanguage('a'.repeat(10_000))).toEqual([])
    expect(parseAcceptLanguage(';;;,,,q=2')).toEqual([])
    expect(parseAcceptLanguage(`de-${'x'.repeat(100)}`)).toEqual([])
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
    // A bare `en` names no country, whatever the visitor's: the international English page.
    for (const country of [null, 'fr', 'de', 'jp', 'us', 'nz']) expect(matchAcceptLanguage('en', country)?.code, country ?? '-').toBe('en')
    expect(matchAcceptLanguage('en-NZ', 'fr')?.code).toBe('en-nz')
    expect(matchAcceptLanguage('en-US', null)?.code).toBe('en-us')
    // CLDR's likeliest country of Arabic is Egypt; the spec's first default Arabic locale wins.
    expect(matchAcceptLanguage('ar', null)?.code).toBe('ar-sa')
    // tl and ms only exist as secondary locales: the first in list order is taken.
    expect(matchAcceptLanguage('tl', null)?.code).toBe('tl-ph')
    expect(matchAcceptLanguage('ms', null)?.code).toBe('ms-my')
  })
  it('falls back from a region we do not serve to the closest one', () => {
    expect(matchAcceptLanguage('de-LU', null)?.code).toBe('de-de')
    expect(matchAcceptLanguage('de-LU', 'at')?.code).toBe('de-at')
    expect(matchAcceptLanguage('pt-AO', null)?.code).toBe('pt-pt')
    expect(matchAcceptLanguage('en-DE', null)?.code).toBe('en-gb')
  })
  it('sends readers of a related language to the one they read', () => {
    expect(matchAcceptLanguage('gsw', null)?.code).toBe('de-ch')
    expect(matchAcceptLanguage('ca', null)?.code).toBe('es-es')
  })
  it('finds nothing for unsupported languages', () => {
    expect(matchAcceptLanguage('he, ru;q=0.5', null)).toBeUndefined()
  })
})

// Accept-Language headers as browsers send them: Chrome adds the base language after a regional
// tag, Firefox sends its locale's default list, Safari the system language and its base (or script).
describe("matchAcceptLanguage with browsers' language lists", () => {
  const cases: Array<[reader: string, header: string, country: string | null, expected: string | undefined]> = [
    ['Filipino, Chrome', 'fil-PH,fil;q=0.9,en-US;q=0.8,en;q=0.7', null, 'tl-ph'],
    ['Tagalog, Firefox', 'tl,en-US;q=0.7,en;q=0.3', null, 'tl-ph'],
    ['Filipino, Safari', 'fil-PH,fil;q=0.9', 'ph', 'tl-ph'],
    ['Bokmål, Chrome', 'nb,no;q=0.9,en-US;q=0.8,en;q=0.7', null, 'no-no'],
    ['Bokmål, Firefox', 'nb-NO,nb;q=0.9,no-NO;q=0.8,no;q=0.6,nn-NO;q=0.5,nn;q=0.4,en-US;q=0.3,en;q=0.1', null, 'no-no'],
    ['Bokmål, Safari', 'nb-NO,nb;q=0.9', null, 'no-no'],
    ['Nynorsk, Firefox', 'nn-NO,nn;q=0.9,no-NO;q=0.8,no;q=0.6,nb-NO;q=0.5,nb;q=0.4,en-US;q=0.3,en;q=0.1', null, 'no-no'],
    ['Nynorsk alone, Chrome', 'nn,en-US;q=0.9,en;q=0.8', null, 'no-no'],
    ['Taiwan, Chrome', 'zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7', null, 'zh-hk'],
    ['Taiwan, Firefox', 'zh-TW,zh;q=0.8,en-US;q=0.5,en;q=0.3', 'tw', 'zh-hk'],
    ['Taiwan, Safari', 'zh-TW,zh-Hant;q=0.9', 'tw', 'zh-hk'],
    // English without a region is the international page, even where a country's English page exists.
    ['Hong Kong, Chrome', 'zh-HK,zh;q=0.9,en;q=0.8', 'hk', 'zh-hk'],
    ['Hong Kong, Firefox', 'zh-HK,zh-TW;q=0.8,zh;q=0.6,en-US;q=0.4,en;q=0.2', null, 'zh-hk'],
    ['Hong Kong, Safari', 'zh-HK,zh-Hant;q=0.9', 'hk', 'zh-hk'],
    ['Portugal, Chrome', 'pt-PT,pt;q=0.9,en-US;q=0.8,en;q=0.7', null, 'pt-pt'],
    ['Portugal, Firefox', 'pt-PT,pt;q=0.8,en;q=0.5,en-US;q=0.3', 'br', 'pt-pt'],
    ['Portugal, Safari', 'pt-PT,pt;q=0.9', null, 'pt-pt'],
    ['Latin America, Chrome', 'es-419,es;q=0.9', null, 'es-mx'],
    ['Latin America in Colombia, Chrome', 'es-419,es;q=0.9,en;q=0.8', 'co', 'es-co'],
    ['Latin America, Safari', 'es-419,es;q=0.9', 'ar', 'es-ar'],
    ['Serbian in Latin script, Chrome', 'sr-Latn,sr;q=0.9,en-US;q=0.8,en;q=0.7', null, 'en-us'],
    ['Serbian in Latin script in Serbia, Firefox', 'sr-Latn-RS,sr-Latn;q=0.8,sr;q=0.6,en;q=0.4', 'rs', 'en'],
    ['Serbian in Latin script, Safari', 'sr-Latn-RS,sr-Latn;q=0.9', null, undefined],
  ]
  it.each(cases)('%s: %s', (_reader, header, country, expected) => {
    expect(matchAcceptLanguage(header, country)?.code).toBe(expected)
  })
  it('sends each Chinese reader to the pages of the script they read', () => {
    // Traditional: zh-hk's pages, wherever the reader is.
    expect(matchAcceptLanguage('zh-TW,zh;q=0.9', null)?.code).toBe('zh-hk')
    expect(matchAcceptLanguage('zh-Hant', null)?.code).toBe('zh-hk')
    expect(matchAcceptLanguage('zh-Hant,zh;q=0.9', 'sg')?.code).toBe('zh-hk')
    expect(matchAcceptLanguage('zh-MO', null)?.code).toBe('zh-hk')
    // Simplified: zh-sg's, also for a Traditional reader who asks for it second…
    expect(matchAcceptLanguage('zh-CN', null)?.code).toBe('zh-sg')
    expect(matchAcceptLanguage('zh', 'sg')?.code).toBe('zh-sg')
    expect(matchAcceptLanguage('zh-Hans', 'hk')?.code).toBe('zh-sg')
    // …but a Traditional reader's base `zh` stays Traditional.
    expect(matchAcceptLanguage('zh-HK,zh;q=0.9', null)?.code).toBe('zh-hk')
    expect(matchAcceptLanguage('zh-HK,zh-Hans;q=0.9', 'hk')?.code).toBe('zh-hk')
    // A bare `zh` is read in the script of the visitor's country.
    expect(matchAcceptLanguage('zh', 'hk')?.code).toBe('zh-hk')
    expect(matchAcceptLanguage('zh', 'tw')?.code).toBe('zh-hk')
    expect(matchAcceptLanguage('zh-CN,zh;q=0.9', null)?.code).toBe('zh-sg')
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

describe('matchAcceptLanguage, remembered', () => {
  it('answers a header it has seen the same way, per country', () => {
    const header = 'es-419,es;q=0.9'
    expect(matchAcceptLanguage(header, null)?.code).toBe('es-mx')
    expect(matchAcceptLanguage(header, 'co')?.code).toBe('es-co')
    expect(matchAcceptLanguage(header, null)?.code).toBe('es-mx')
    expect(matchAcceptLanguage(header, 'co')?.code).toBe('es-co')
  })
  it('stays right after a flood of distinct headers has reset what it remembered', () => {
    for (let i = 0; i < 2_500; i++) expect(matchAcceptLanguage(`he, xq-${i}`, null)).toBeUndefined()
    expect(matchAcceptLanguage('fil-PH,fil;q=0.9', null)?.code).toBe('tl-ph')
  })
})
