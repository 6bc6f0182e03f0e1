import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSharedQueryClient } from '../cache/shared-queries.server'
import { COUNTRY_DATA_TTL_MS, type CountryDataResult, lookUpCountryData } from './country-data.server'

const canada: CountryDataResult = {
  kind: 'found',
  data: { code: 'ca', currency: 'CAD', minimum_payout: 7, reward_categories: ['transfers', 'gift_cards'], blocked: false },
}

describe('lookUpCountryData', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(0)
  })
  afterEach(() => vi.useRealTimers())

  it('asks once per country within the period, and again after it', async () => {
    const queries = createSharedQueryClient()
    const fetcher = vi.fn(async () => canada)
    expect(await lookUpCountryData('CA', fetcher, queries)).toEqual(canada)
    expect(await lookUpCountryData('ca', fetcher, queries)).toEqual(canada)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith('ca')
    vi.setSystemTime(COUNTRY_DATA_TTL_MS + 1)
    await lookUpCountryData('ca', fetcher, queries)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('shares one call between concurrent first requests', async () => {
    const queries = createSharedQueryClient()
    let release: (value: CountryDataResult) => void = () => {}
    const fetcher = vi.fn(() => new Promise<CountryDataResult>((resolve) => (release = resolve)))
    const all = Promise.all([
      lookUpCountryData('ca', fetcher, queries),
      lookUpCountryData('ca', fetcher, queries),
      lookUpCountryData('ca', fetcher, queries),
    ])
    release(canada)
    expect(await all).toEqual([canada, canada, canada])
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('remembers unknown countries but not an unreachable API', async () => {
    const queries = createSharedQueryClient()
    const fetcher = vi.fn(async (code: string): Promise<CountryDataResult> =>
      code === 'zz' ? { kind: 'unknown' } : { kind: 'unavailable' },
    )
    expect(await lookUpCountryData('zz', fetcher, queries)).toEqual({ kind: 'unknown' })
    await lookUpCountryData('zz', fetcher, queries)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(await lookUpCountryData('de', fetcher, queries)).toEqual({ kind: 'unavailable' })
    await lookUpCountryData('de', fetcher, queries)
    expect(fetcher).toHaveBeenCalledTimes(3)
  })

  it('treats a thrown fetch as unavailable, and refuses malformed codes without asking', async () => {
    const queries = createSharedQueryClient()
    const fetcher = vi.fn(async (): Promise<CountryDataResult> => {
      throw new Error('boom')
    })
    expect(await lookUpCountryData('de', fetcher, queries)).toEqual({ kind: 'unavailable' })
    for (const bad of ['', 'd', 'deu', '1a', '../', 'd e'])
      expect(await lookUpCountryData(bad, fetcher, queries)).toEqual({ kind: 'unknown' })
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
