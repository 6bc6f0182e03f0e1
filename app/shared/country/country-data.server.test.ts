import { describe, expect, it, vi } from 'vitest'
import { createCountryDataCache, type CountryDataResult } from './country-data.server'

const canada: CountryDataResult = {
  kind: 'found',
  data: { code: 'ca', currency: 'CAD', minimum_payout: 7, reward_categories: ['transfers', 'gift_cards'], blocked: false },
}

describe('createCountryDataCache', () => {
  it('asks once per country within the period, and again after it', async () => {
    let clock = 0
    const fetcher = vi.fn(async () => canada)
    const lookup = createCountryDataCache(fetcher, 1000, () => clock)
    expect(await lookup('CA')).toEqual(canada)
    expect(await lookup('ca')).toEqual(canada)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith('ca')
    clock = 1001
    await lookup('ca')
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('shares one call between concurrent first requests', async () => {
    let release: (value: CountryDataResult) => void = () => {}
    const fetcher = vi.fn(() => new Promise<CountryDataResult>((resolve) => (release = resolve)))
    const lookup = createCountryDataCache(fetcher)
    const all = Promise.all([lookup('ca'), lookup('ca'), lookup('ca')])
    release(canada)
    expect(await all).toEqual([canada, canada, canada])
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('remembers unknown countries but not an unreachable API', async () => {
    const fetcher = vi.fn(async (code: string): Promise<CountryDataResult> =>
      code === 'zz' ? { kind: 'unknown' } : { kind: 'unavailable' },
    )
    const lookup = createCountryDataCache(fetcher)
    expect(await lookup('zz')).toEqual({ kind: 'unknown' })
    await lookup('zz')
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(await lookup('de')).toEqual({ kind: 'unavailable' })
    await lookup('de')
    expect(fetcher).toHaveBeenCalledTimes(3)
  })

  it('treats a thrown fetch as unavailable, and refuses malformed codes without asking', async () => {
    const fetcher = vi.fn(async (): Promise<CountryDataResult> => {
      throw new Error('boom')
    })
    const lookup = createCountryDataCache(fetcher)
    expect(await lookup('de')).toEqual({ kind: 'unavailable' })
    for (const bad of ['', 'd', 'deu', '1a', '../', 'd e']) expect(await lookup(bad)).toEqual({ kind: 'unknown' })
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
