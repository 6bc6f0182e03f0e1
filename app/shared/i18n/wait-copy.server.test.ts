// The wait's forms the server sends, held against paraglide's own rendering: for every message
// file and every count a wait can have, the browser's choice (wait-time.ts) is the sentence
// paraglide writes for that number.
import { describe, expect, it } from 'vitest'
import * as m from '../../paraglide/messages'
import { MESSAGE_FILES } from './locales'
import { pluralSamples, waitCopy } from './wait-copy.server'
import { pluralText, waitWords } from './wait-time'

describe('waitCopy', () => {
  for (const locale of MESSAGE_FILES) {
    it(`${locale}: one form per plural category, and the browser picks the form paraglide does`, () => {
      const copy = waitCopy({ locale })
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
      expect(Object.keys(copy.minutes).sort()).toEqual([...categories].sort())
      expect(Object.keys(copy.seconds).sort()).toEqual([...categories].sort())
      for (let count = 1; count <= 120; count++) {
        expect(pluralText(copy.minutes, locale, count), `${locale} ${count} min`).toBe(m.wait_minutes({ count }, { locale }))
        expect(pluralText(copy.seconds, locale, count), `${locale} ${count} s`).toBe(m.wait_seconds({ count }, { locale }))
      }
    })
  }

  it('finds a number of every category, fractions and millions included', () => {
    expect([...pluralSamples('pl').keys()].sort()).toEqual(['few', 'many', 'one', 'other'])
    expect(pluralSamples('fr').get('many')).toBe(1_000_000)
    expect([...pluralSamples('ar').keys()].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'])
  })

  it('reads as a person would say it', () => {
    const words = (locale: (typeof MESSAGE_FILES)[number], seconds: number) => waitWords(waitCopy({ locale }), seconds)
    expect(words('en', 898)).toBe('in 15 minutes')
    expect(words('en', 40)).toBe('in 40 seconds')
    expect(words('en', 60)).toBe('in 1 minute')
    expect(words('de', 898)).toBe('in 15 Minuten')
    expect(words('pl', 60)).toBe('za 1 minutę')
    expect(words('pl', 120)).toBe('za 2 minuty')
    expect(words('pl', 898)).toBe('za 15 minut')
    expect(words('cs', 60)).toBe('za 1 minutu')
    expect(words('cs', 240)).toBe('za 4 minuty')
    expect(words('ar', 60)).toBe('بعد دقيقة واحدة')
    expect(words('ar', 120)).toBe('بعد دقيقتين')
    expect(words('ar', 180)).toBe('بعد 3 دقائق')
    expect(words('ar', 898)).toBe('بعد 15 دقيقة')
    expect(words('ja', 898)).toBe('15分後')
    expect(words('fr', 60)).toBe('dans 1 minute')
  })
})
