// A `ClaimCreated` broadcast as the browser receives it, checked field by field against the
// contract's claim shape before it is shown. (The check is written out rather than zod's, which
// would add its runtime to the lazily loaded realtime chunk; the test holds both to the same cases.)
import type { Claim } from '../../../contract/claims'
import { loyaltyTiers, rewardCategories } from '../../../contract/vocabulary'

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)

export function parseClaimPayload(value: unknown): Claim | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  const ok =
    typeof v.id === 'number' &&
    Number.isFinite(v.id) &&
    isText(v.name, 120) &&
    typeof v.amount === 'number' &&
    Number.isFinite(v.amount) &&
    v.amount > 0 &&
    typeof v.currency === 'string' &&
    /^[A-Z]{3}$/.test(v.currency) &&
    isOneOf(rewardCategories, v.category) &&
    isText(v.brand, 120) &&
    isOneOf(loyaltyTiers, v.tier) &&
    (v.country_code === null || v.country_code === undefined || typeof v.country_code === 'string') &&
    typeof v.created_at === 'string' &&
    !Number.isNaN(Date.parse(v.created_at))
  if (!ok) return null
  return {
    id: v.id as number,
    name: v.name as string,
    amount: v.amount as number,
    currency: v.currency as string,
    category: v.category as Claim['category'],
    brand: v.brand as string,
    tier: v.tier as Claim['tier'],
    country_code: (v.country_code as string | null | undefined) ?? null,
    created_at: v.created_at as string,
  }
}
