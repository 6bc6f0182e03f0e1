import { describe, expect, it } from 'vitest'
import type { Claim } from '../../../contract/claims'
import { toLiveEntry, withArrival } from './live-entry'

const claim = (id: number, over: Partial<Claim> = {}): Claim => ({
  id,
  name: 'Jennifer',
  amount: 7,
  currency: 'CAD',
  category: 'gift_cards',
  brand: 'Amazon',
  tier: 'gold',
  country_code: 'ca',
  created_at: '2026-11-24T10:00:00.000Z',
  ...over,
})
const now = Date.parse('2026-11-24T10:02:00.000Z')

describe('toLiveEntry', () => {
  it('masks the name, formats the amount in its currency and the time in the language', () => {
    const entry = toLiveEntry(claim(1), 'en-CA', now)
    expect(entry.name).toBe('Je****er')
    expect(entry.amountText).toBe('C$7')
    expect(entry.timeText).toBe('2 minutes ago')
    expect(toLiveEntry(claim(1, { currency: 'EUR', amount: 12.5 }), 'de-DE', now).amountText.replace(/\s/g, ' ')).toBe('12,50 €')
  })
  it('keeps an already masked name as it is', () => {
    expect(toLiveEntry(claim(1, { name: 'Je****er' }), 'en', now).name).toBe('Je****er')
  })
})

describe('withArrival', () => {
  const list = [1, 2, 3].map((id) => toLiveEntry(claim(id), 'en', now))
  it('puts the newest first and keeps the list bounded', () => {
    expect(withArrival(list, toLiveEntry(claim(4), 'en', now), 3).map((e) => e.id)).toEqual([4, 1, 2])
  })
  it('never shows a claim twice', () => {
    expect(withArrival(list, toLiveEntry(claim(2), 'en', now), 6).map((e) => e.id)).toEqual([2, 1, 3])
  })
})
