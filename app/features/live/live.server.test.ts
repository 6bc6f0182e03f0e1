// The recent claims every page shares: one API call for all pages within three seconds, and an
// API that cannot answer gives an empty list that is not kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Claim } from '../../../contract/claims'
import { createSharedQueryClient } from '../../shared/cache/shared-queries.server'
import { CLAIMS_FRESH_MS, latestClaims } from './live.server'

const claim = (id: number): Claim => ({
  id,
  name: 'Je****er',
  amount: 7,
  currency: 'CAD',
  category: 'gift_cards',
  brand: 'Amazon',
  tier: 'gold',
  country_code: 'ca',
  created_at: '2026-11-24T10:00:00.000Z',
})

describe('latestClaims', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(0)
  })
  afterEach(() => vi.useRealTimers())

  it('serves every page from one API call for three seconds, then asks again', async () => {
    const queries = createSharedQueryClient()
    const fetchClaims = vi
      .fn()
      .mockResolvedValueOnce([claim(1)])
      .mockResolvedValueOnce([claim(2), claim(1)])
    const pages = await Promise.all([1, 2, 3].map(() => latestClaims(fetchClaims, queries)))
    expect(pages).toEqual([[claim(1)], [claim(1)], [claim(1)]])
    vi.setSystemTime(CLAIMS_FRESH_MS - 1)
    expect(await latestClaims(fetchClaims, queries)).toEqual([claim(1)])
    expect(fetchClaims).toHaveBeenCalledTimes(1)
    vi.setSystemTime(CLAIMS_FRESH_MS)
    expect(await latestClaims(fetchClaims, queries)).toEqual([claim(2), claim(1)])
    expect(fetchClaims).toHaveBeenCalledTimes(2)
  })

  it('gives an empty list when the API cannot answer, and asks again on the next page', async () => {
    const queries = createSharedQueryClient()
    const fetchClaims = vi
      .fn()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('socket hang up'))
      .mockResolvedValueOnce([claim(3)])
    expect(await latestClaims(fetchClaims, queries)).toEqual([])
    expect(await latestClaims(fetchClaims, queries)).toEqual([])
    expect(await latestClaims(fetchClaims, queries)).toEqual([claim(3)])
    expect(fetchClaims).toHaveBeenCalledTimes(3)
  })
})
