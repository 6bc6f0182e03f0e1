// GET api/country?code= (the API's country lookup) and GET /api/country-data/{countryCode} (the
// site's own cached route around it): currency, minimum payout and reward categories (DESIGN.md §6).
import { z } from 'zod'
import { countryCodeField } from './validation'
import { rewardCategories } from './vocabulary'

export const countryQuerySchema = z.object({ code: countryCodeField() })

export const countryResponseSchema = z.object({
  code: z.string(),
  currency: z.string(),
  minimum_payout: z.number(),
  reward_categories: z.array(z.enum(rewardCategories)),
  blocked: z.boolean(),
})
export type CountryResponse = z.infer<typeof countryResponseSchema>

/** The site's /api/country-data/{countryCode} answers the same shape. */
export const countryDataResponseSchema = countryResponseSchema
export type CountryDataResponse = CountryResponse
