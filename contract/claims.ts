// Live payouts ("claims"): the list answer of GET api/claims, the realtime broadcast payload and
// the body of the development-only POST /dev/claims (DESIGN.md §6).
import { z } from 'zod'
import * as zm from 'zod/mini'
import { countryCodeField, enumField, requiredString, patternField } from './validation'
import { loyaltyTiers, rewardCategories } from './vocabulary'

// The channel and event names live in a module without zod, which the browser's realtime client
// imports without pulling in the validation library.
export { CLAIM_CREATED_EVENT, CLAIMS_CHANNEL } from './claim-events'

export const claimSchema = z.object({
  id: z.number(),
  /** Display name masked by the SPEC.md §9 rule (`Je****er`). */
  name: z.string(),
  amount: z.number(),
  currency: z.string(),
  category: z.enum(rewardCategories),
  brand: z.string(),
  tier: z.enum(loyaltyTiers),
  country_code: z.string().nullable(),
  created_at: z.string(),
})
export type Claim = z.infer<typeof claimSchema>

export const claimsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'numeric' })
    .int({ error: 'integer' })
    .min(1, { error: 'gte:1' })
    .max(50, { error: 'lte:50' })
    .default(20),
})

export const claimsResponseSchema = z.object({ data: z.array(claimSchema) })
export type ClaimsResponse = z.infer<typeof claimsResponseSchema>

export const createClaimRequestSchema = z.object({
  name: requiredString(60),
  amount: z.number({ error: 'numeric' }).positive({ error: 'gt:0' }).max(1_000_000_000, { error: 'lte:1000000000' }),
  currency: patternField(3, /^[A-Za-z]{3}$/).check(zm.toUpperCase()),
  category: enumField(rewardCategories),
  brand: requiredString(60),
  tier: zm._default(enumField(loyaltyTiers), 'bronze'),
  country_code: zm.optional(countryCodeField()),
})
export type CreateClaimRequest = z.input<typeof createClaimRequestSchema>
