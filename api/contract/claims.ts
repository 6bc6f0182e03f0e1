// Live payouts ("claims"): the list answer of GET api/claims, the realtime broadcast payload and
// the body of the development-only POST /dev/claims (DESIGN §6).
import { z } from 'zod'
import { rewardCategories } from './countries'
import { requiredString } from './common'

export const loyaltyTiers = ['bronze', 'silver', 'gold', 'diamond'] as const
export type LoyaltyTier = (typeof loyaltyTiers)[number]

/** Public channel and event under which new claims are broadcast. */
export const CLAIMS_CHANNEL = 'claims'
/** Laravel's broadcast name; Echo's `.listen('ClaimCreated')` with namespace App.Events formats to this. */
export const CLAIM_CREATED_EVENT = 'App\\Events\\ClaimCreated'

export const claimSchema = z.object({
  id: z.number(),
  /** Display name masked by the SPEC §9 rule (`Je****er`). */
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
    .number({ error: 'The limit field must be a number.' })
    .int({ error: 'The limit field must be an integer.' })
    .min(1, { error: 'The limit field must be at least 1.' })
    .max(50, { error: 'The limit field must not be greater than 50.' })
    .default(20),
})

export const claimsResponseSchema = z.object({ data: z.array(claimSchema) })
export type ClaimsResponse = z.infer<typeof claimsResponseSchema>

export const createClaimRequestSchema = z.object({
  name: requiredString('name', 60),
  amount: z
    .number({ error: 'The amount field must be a number.' })
    .positive({ error: 'The amount field must be greater than 0.' })
    .max(1_000_000_000, { error: 'The amount field is too large.' }),
  currency: requiredString('currency', 3)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, { error: 'The currency field must be an ISO 4217 code.' })),
  category: z.enum(rewardCategories, { error: 'The selected category is invalid.' }),
  brand: requiredString('brand', 60),
  tier: z.enum(loyaltyTiers, { error: 'The selected tier is invalid.' }).default('bronze'),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'The country code field must be a two-letter country code.' })
    .transform((v) => v.toLowerCase())
    .optional(),
})
export type CreateClaimRequest = z.input<typeof createClaimRequestSchema>
