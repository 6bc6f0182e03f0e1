// Contact form (api/po/contact-us), "notify me when available" (api/contact/notify-me) and the
// CCPA "do not sell or share" request (api/contact/data-sell) (DESIGN.md §6).
import { z } from 'zod'
import { messageResponseSchema } from './errors'
import { countryCodeField, emailField, optionalString, requiredString } from './validation'

export const contactRequestSchema = z.object({
  name: requiredString(120),
  email: emailField(),
  message: requiredString(5000),
})
export type ContactRequest = z.input<typeof contactRequestSchema>

export const notifyMeRequestSchema = z.object({
  email: emailField(),
  country_code: countryCodeField().optional(),
})
export type NotifyMeRequest = z.input<typeof notifyMeRequestSchema>

export const dataSellRequestSchema = z.object({
  email: emailField(),
  name: optionalString(120),
  state: optionalString(64),
  message: optionalString(5000),
})
export type DataSellRequest = z.input<typeof dataSellRequestSchema>

/** Every contact endpoint answers `{ message }` with 200 once the request is stored. */
export const contactResponseSchema = messageResponseSchema
export type ContactResponse = z.infer<typeof contactResponseSchema>
