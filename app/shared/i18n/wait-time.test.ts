import { describe, expect, it } from 'vitest'
import { pluralText, waitAmount, waitWords, type WaitCopy } from './wait-time'

describe('waitAmount', () => {
  it('says minutes from a minute on, rounded up', () => {
    expect(waitAmount(898)).toEqual({ unit: 'minutes', count: 15 })
    expect(waitAmount(900)).toEqual({ unit: 'minutes', count: 15 })
    expect(waitAmount(901)).toEqual({ unit: 'minutes', count: 16 })
    expect(waitAmount(60)).toEqual({ unit: 'minutes', count: 1 })
    expect(waitAmount(61)).toEqual({ unit: 'minutes', count: 2 })
    expect(waitAmount(3600)).toEqual({ unit: 'minutes', count: 60 })
  })

  it('says seconds under a minute: exact under ten, then up to the next five', () => {
    expect(waitAmount(1)).toEqual({ unit: 'seconds', count: 1 })
    expect(waitAmount(7.2)).toEqual({ unit: 'seconds', count: 8 })
    expect(waitAmount(40)).toEqual({ unit: 'seconds', count: 40 })
    expect(waitAmount(42)).toEqual({ unit: 'seconds', count: 45 })
    expect(waitAmount(56)).toEqual({ unit: 'minutes', count: 1 })
  })

  it('never says zero or nonsense', () => {
    expect(waitAmount(0)).toEqual({ unit: 'seconds', count: 1 })
    expect(waitAmount(-5)).toEqual({ unit: 'seconds', count: 1 })
    expect(waitAmount(Number.NaN)).toEqual({ unit: 'minutes', count: 1 })
  })
})

describe('pluralText', () => {
  const polish = { one: 'za {count} minutę', few: 'za {count} minuty', many: 'za {count} minut', other: 'za {count} minuty' }

  it('chooses the form with the language’s plural rules', () => {
    expect(pluralText(polish, 'pl', 1)).toBe('za 1 minutę')
    expect(pluralText(polish, 'pl', 2)).toBe('za 2 minuty')
    expect(pluralText(polish, 'pl', 5)).toBe('za 5 minut')
    expect(pluralText(polish, 'pl', 22)).toBe('za 22 minuty')
    expect(pluralText(polish, 'pl', 12)).toBe('za 12 minut')
  })

  it('falls back on the other form when a category is missing', () => {
    expect(pluralText({ other: '{count}分後' }, 'ja', 15)).toBe('15分後')
    expect(pluralText({ other: 'x {count}' }, 'pl', 1)).toBe('x 1')
  })
})

describe('waitWords', () => {
  const english: WaitCopy = {
    locale: 'en',
    minutes: { one: 'in {count} minute', other: 'in {count} minutes' },
    seconds: { one: 'in {count} second', other: 'in {count} seconds' },
  }
  it('words a Retry-After', () => {
    expect(waitWords(english, 898)).toBe('in 15 minutes')
    expect(waitWords(english, 40)).toBe('in 40 seconds')
    expect(waitWords(english, 60)).toBe('in 1 minute')
    expect(waitWords(english, 1)).toBe('in 1 second')
  })
})
