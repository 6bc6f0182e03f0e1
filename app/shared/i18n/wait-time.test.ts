import { describe, expect, it } from 'vitest'
import { pluralText, waitWords, type WaitCopy } from './wait-time'

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
