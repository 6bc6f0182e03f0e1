// One row of the live payouts list, formatted for a language: the same function runs on the
// server (first render) and in the browser (broadcast claims), so both read alike.
import type { Claim } from '../../../contract/claims'
import { maskName } from '../../../contract/masking'
import type { LoyaltyTier, RewardCategory } from '../../../contract/vocabulary'
import { formatMoney } from '../../shared/i18n/currency'
import { relativeTime } from '../../shared/i18n/relative-time'

export interface LiveEntry {
  id: number
  /** Masked by the contract's rule (the API masks too; a claim never shows a full name). */
  name: string
  category: RewardCategory
  brand: string
  tier: LoyaltyTier
  createdAt: number
  amountText: string
  /** Relative to the moment it was formatted; the list refreshes it while the page is open. */
  timeText: string
}

export function toLiveEntry(claim: Claim, language: string, nowMs: number): LiveEntry {
  const createdAt = Date.parse(claim.created_at)
  return {
    id: claim.id,
    name: maskName(claim.name),
    category: claim.category,
    brand: claim.brand,
    tier: claim.tier,
    createdAt,
    amountText: formatMoney(claim.amount, claim.currency, language),
    timeText: relativeTime(createdAt, nowMs, language),
  }
}

/** The list after `entry` arrives: newest first, no duplicates, at most `limit` long. */
export function withArrival(list: readonly LiveEntry[], entry: LiveEntry, limit: number): LiveEntry[] {
  return [entry, ...list.filter((item) => item.id !== entry.id)].slice(0, limit)
}
