import { describe, expect, it } from 'vitest'
import { waitAmount, waitInEnglish } from './wait-time'

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

describe('waitInEnglish', () => {
  it('is the API’s wording of a Retry-After', () => {
    expect(waitInEnglish(898)).toBe('15 minutes')
    expect(waitInEnglish(60)).toBe('1 minute')
    expect(waitInEnglish(40)).toBe('40 seconds')
    expect(waitInEnglish(1)).toBe('1 second')
  })
})
