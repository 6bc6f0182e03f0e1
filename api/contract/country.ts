// GET api/country?code= — request and response bodies (DESIGN §6).
import { z } from 'zod'
import { rewardCategories } from './countries'

export const countryQuerySchema = z.object({
  code: z
    .string({ error: 'The code field is required.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'The code field must be a two-letter country code.' })
    .transform((v) => v.toLowerCase()),
})

export const countryResponseSchema = z.object({
  code: z.string(),
  currency: z.string(),
  minimum_payout: z.number(),
  reward_categories: z.array(z.enum(rewardCategories)),
  blocked: z.boolean(),
})
export type CountryResponse = z.infer<typeof countryResponseSchema>
