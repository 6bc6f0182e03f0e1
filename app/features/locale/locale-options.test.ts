import { describe, expect, it } from 'vitest'
import { localeByCode, LOCALES } from '../../shared/i18n/locales'
import { filterLocaleOptions, localeOptions } from './locale-options'

const english = localeByCode('en')
const options = localeOptions(LOCALES, english)

describe('localeOptions', () => {
  it('names each variant in its own language and in the current one', () => {
    const frCa = options.find((o) => o.locale.code === 'fr-ca')!
    expect(frCa.native).toMatch(/^Français/)
    expect(frCa.translated).toMatch(/French/)
    expect(options).toHaveLength(LOCALES.length)
  })
})

describe('filterLocaleOptions', () => {
  it('matches native or translated names, accents ignored, every word', () => {
    expect(filterLocaleOptions(options, 'francais canada').map((o) => o.locale.code)).toEqual(['fr-ca'])
    expect(filterLocaleOptions(options, 'JAPAN').map((o) => o.locale.code)).toEqual(['ja-jp'])
    expect(filterLocaleOptions(options, 'tl-ph').map((o) => o.locale.code)).toEqual(['tl-ph'])
  })
  it('returns everything for an empty query and nothing for gibberish', () => {
    expect(filterLocaleOptions(options, '  ')).toHaveLength(LOCALES.length)
    expect(filterLocaleOptions(options, 'qqqzzz')).toEqual([])
  })
})
