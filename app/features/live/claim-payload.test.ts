import { describe, expect, it } from 'vitest'
import { claimSchema } from '../../../contract/claims'
import { parseClaimPayload } from './claim-payload'

const claim = {
  id: 7,
  name: 'Je****er',
  amount: 12.5,
  currency: 'CAD',
  category: 'gift_cards',
  brand: 'Amazon',
  tier: 'gold',
  country_code: 'ca',
  created_at: '2026-11-24T10:00:00.000Z',
}

describe('parseClaimPayload', () => {
  it('accepts a broadcast claim as the contract defines it', () => {
    expect(claimSchema.parse(claim)).toEqual(claim)
    expect(parseClaimPayload(claim)).toEqual(claim)
    expect(parseClaimPayload({ ...claim, country_code: null })).toEqual({ ...claim, country_code: null })
  })

  it.each([
    ['no object', null],
    ['a string', 'claim'],
    ['an unknown tier', { ...claim, tier: 'platinum' }],
    ['an unknown category', { ...claim, category: 'crypto' }],
    ['a text amount', { ...claim, amount: '12.5' }],
    ['a negative amount', { ...claim, amount: -1 }],
    ['a lower-case currency', { ...claim, currency: 'cad' }],
    ['an empty name', { ...claim, name: '' }],
    ['a bad date', { ...claim, created_at: 'yesterday' }],
    ['no id', { ...claim, id: undefined }],
  ])('refuses %s', (_, value) => {
    expect(parseClaimPayload(value)).toBeNull()
  })
})
