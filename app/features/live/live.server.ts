// The live sections of the home and landing pages, built on the server in the page's language:
// the minimum payout for the visitor's country (geo header, else the locale's country) with the
// reward categories offered there, and the most recent claims, with the sections' messages
// (live-messages.ts). Amounts, country names and times are formatted here too, so that the first
// render in the browser matches the server's exactly; entries that arrive later over realtime are
// formatted in the browser with the same rules.
import type { QueryClient } from '@tanstack/query-core'
import type { Claim } from '../../../contract/claims'
import { endpoints } from '../../../contract/endpoints'
import { formatMoney } from '../../shared/i18n/currency'
import { countryName } from '../../shared/i18n/country-name'
import type { LocaleEntry } from '../../shared/i18n/locales'
import { messagesOf } from '../../shared/i18n/messages.server'
import { api, currentCaller } from '../../shared/api/api.server'
import { countryData } from '../../shared/country/country-data.server'
import { sharedQueries } from '../../shared/cache/shared-queries.server'
import { type LiveEntry, toLiveEntry } from './live-entry'
import { LIVE_NAMESPACES } from './live-messages'

/** Entries kept on screen: fewer on a phone, where the list would otherwise fill the screen. */
export const LIVE_LIMIT = { phone: 4, wide: 6 } as const

/** The international site (`en`, no geo header) quotes the US minimum. */
export const FALLBACK_COUNTRY = 'us'

async function minimumPayout(locale: LocaleEntry, country: string) {
  const result = await countryData(country, locale.code)
  if (result.kind !== 'found') return null
  const { currency, minimum_payout, reward_categories } = result.data
  return {
    /** The country's lower-case ISO code, which the messages may select on. */
    code: country,
    /** Its name in the page's language. */
    country: countryName(country, locale.iso) ?? country.toUpperCase(),
    amount: formatMoney(minimum_payout, currency, locale.iso),
    categories: reward_categories,
  }
}
export type MinimumPayout = NonNullable<Awaited<ReturnType<typeof minimumPayout>>>

/** Every visitor sees the same recent claims: one API call serves all pages for a few seconds. */
export const CLAIMS_FRESH_MS = 3000

/** The API's most recent claims, or null when it cannot give them. */
type ClaimsFetch = () => Promise<Claim[] | null>

/** The recent claims, kept for every page (whatever its language or list length) for CLAIMS_FRESH_MS. */
export function latestClaimsQueryOptions(fetchClaims: ClaimsFetch) {
  return {
    queryKey: ['claims', LIVE_LIMIT.wide],
    queryFn: async () => {
      const claims = await fetchClaims()
      // Thrown, so that the failure is not kept: the next page asks again.
      if (claims === null) throw new Error('The API did not give the recent claims')
      return claims
    },
    staleTime: CLAIMS_FRESH_MS,
  }
}

/** The recent claims, or none when the API cannot give them (the list then fills over realtime). */
export function latestClaims(fetchClaims: ClaimsFetch, queries: QueryClient = sharedQueries): Promise<Claim[]> {
  return queries.query(latestClaimsQueryOptions(fetchClaims)).catch(() => [])
}

/** `locale` only labels the call: the list is the same in every language. */
async function claimsFromApi(locale: LocaleEntry): Promise<Claim[] | null> {
  const result = await api().call(endpoints.claims, currentCaller(locale.code), { query: { limit: LIVE_LIMIT.wide } })
  return result.ok ? result.data.data : null
}

async function recentClaims(locale: LocaleEntry, limit: number, nowMs: number): Promise<LiveEntry[]> {
  return (await latestClaims(() => claimsFromApi(locale))).slice(0, limit).map((claim) => toLiveEntry(claim, locale.iso, nowMs))
}

/**
 * Both sections for a page, and their messages for the page's record. Either part is null when
 * the API cannot give it: the page then simply goes without (the live list still opens, empty,
 * and fills over realtime).
 */
export async function liveSection(locale: LocaleEntry, visitorCountry: string | null, limit: number) {
  const now = Date.now()
  const [minimum, claims] = await Promise.all([
    minimumPayout(locale, visitorCountry ?? locale.country ?? FALLBACK_COUNTRY),
    recentClaims(locale, limit, now),
  ])
  // The country is known: its sentences are sent, not every country's (messagesOf's `known`).
  const known: Record<string, string> = minimum ? { code: minimum.code } : {}
  return { section: { language: locale.iso, now, limit, minimum, claims }, messages: messagesOf(locale.file, LIVE_NAMESPACES, known) }
}
export type LiveSection = Awaited<ReturnType<typeof liveSection>>['section']
