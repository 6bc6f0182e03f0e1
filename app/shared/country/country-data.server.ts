// Country data (DESIGN.md §6): currency, minimum payout, reward categories and whether access is
// blocked, from the API's country lookup, kept in memory for a while. Every page of a country asks
// for the same answer, so one API call per country per period is enough: each country is a query
// of the shared client (shared/cache/shared-queries.server.ts), so concurrent first requests share
// one call, and an unreachable API is not remembered.
import type { QueryClient } from '@tanstack/query-core'
import type { CountryDataResponse } from '../../../contract/country'
import { endpoints } from '../../../contract/endpoints'
import type { LocaleCode } from '../i18n/locales'
import { api, currentCaller } from '../api/api.server'
import { sharedQueries } from '../cache/shared-queries.server'

export const COUNTRY_DATA_TTL_MS = 10 * 60 * 1000

export type CountryDataResult = { kind: 'found'; data: CountryDataResponse } | { kind: 'unknown' } | { kind: 'unavailable' }

type Fetcher = (code: string) => Promise<CountryDataResult>

/** One country's answer (`code`: two lower-case letters); found and unknown are kept for the period. */
export function countryDataQueryOptions(code: string, fetcher: Fetcher) {
  return {
    queryKey: ['country-data', code],
    queryFn: async () => {
      const result = await fetcher(code)
      // Thrown, so that it is not kept: the next request asks again.
      if (result.kind === 'unavailable') throw new Error(`Country data for ${code} is unavailable`)
      return result
    },
    staleTime: COUNTRY_DATA_TTL_MS,
  }
}

/** A code in any case; a malformed one is unknown without asking, and a fetch that throws is unavailable. */
export async function lookUpCountryData(code: string, fetcher: Fetcher, queries: QueryClient = sharedQueries): Promise<CountryDataResult> {
  const key = code.toLowerCase()
  if (!/^[a-z]{2}$/.test(key)) return { kind: 'unknown' }
  return queries.query(countryDataQueryOptions(key, fetcher)).catch((): CountryDataResult => ({ kind: 'unavailable' }))
}

async function fromApi(code: string, locale: LocaleCode): Promise<CountryDataResult> {
  const result = await api().call(endpoints.country, currentCaller(locale), { query: { code } })
  if (result.ok) return { kind: 'found', data: result.data }
  const { error } = result
  if (error.kind === 'http' && (error.status === 404 || error.status === 422)) return { kind: 'unknown' }
  return { kind: 'unavailable' }
}

/** The country's data, cached; `locale` only labels the API call. */
export function countryData(code: string, locale: LocaleCode = 'en'): Promise<CountryDataResult> {
  return lookUpCountryData(code, (key) => fromApi(key, locale))
}
