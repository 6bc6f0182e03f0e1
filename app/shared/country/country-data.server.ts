// Country data (DESIGN.md §6): currency, minimum payout, reward categories and whether access is
// blocked, from the API's country lookup, kept in memory for a while. Every page of a country asks
// for the same answer, so one API call per country per period is enough; concurrent first
// requests share one call, and an unreachable API is not remembered.
import type { CountryDataResponse } from '../../../contract/country'
import { endpoints } from '../../../contract/endpoints'
import type { LocaleCode } from '../i18n/locales'
import { api, currentCaller } from '../api/api.server'

export const COUNTRY_DATA_TTL_MS = 10 * 60 * 1000

export type CountryDataResult = { kind: 'found'; data: CountryDataResponse } | { kind: 'unknown' } | { kind: 'unavailable' }

type Fetcher = (code: string) => Promise<CountryDataResult>

/** A cache in front of `fetcher`; only found and unknown answers are kept, for `ttlMs`. */
export function createCountryDataCache(fetcher: Fetcher, ttlMs = COUNTRY_DATA_TTL_MS, now: () => number = Date.now) {
  const kept = new Map<string, { until: number; result: CountryDataResult }>()
  const pending = new Map<string, Promise<CountryDataResult>>()
  return async function lookup(code: string): Promise<CountryDataResult> {
    const key = code.toLowerCase()
    if (!/^[a-z]{2}$/.test(key)) return { kind: 'unknown' }
    const hit = kept.get(key)
    if (hit && hit.until > now()) return hit.result
    const running = pending.get(key)
    if (running) return running
    const call = fetcher(key)
      .then((result) => {
        if (result.kind !== 'unavailable') kept.set(key, { until: now() + ttlMs, result })
        return result
      })
      .catch((): CountryDataResult => ({ kind: 'unavailable' }))
      .finally(() => pending.delete(key))
    pending.set(key, call)
    return call
  }
}

async function fromApi(code: string, locale: LocaleCode): Promise<CountryDataResult> {
  const result = await api().call(endpoints.country, currentCaller(locale), { query: { code } })
  if (result.ok) return { kind: 'found', data: result.data }
  const { error } = result
  if (error.kind === 'http' && (error.status === 404 || error.status === 422)) return { kind: 'unknown' }
  return { kind: 'unavailable' }
}

let cache: ReturnType<typeof createCountryDataCache> | undefined

/** The country's data, cached; `locale` only labels the API call. */
export function countryData(code: string, locale: LocaleCode = 'en'): Promise<CountryDataResult> {
  cache ??= createCountryDataCache((key) => fromApi(key, locale))
  return cache(code)
}
