// Contact form, "notify me when available" and CCPA "do not sell" opt-out bodies (DESIGN §6).
import { z } from 'zod'
import { emailField, messageResponseSchema, optionalString, requiredString } from './common'

export const contactRequestSchema = z.object({
  name: requiredString('name', 120),
  email: emailField(),
  message: requiredString('message', 5000),
})
export type ContactRequest = z.input<typeof contactRequestSchema>

export const notifyMeRequestSchema = z.object({
  email: emailField(),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'The country code field must be a two-letter country code.' })
    .transform((v) => v.toLowerCase())
    .optional(),
})
export type NotifyMeRequest = z.input<typeof notifyMeRequestSchema>

export const dataSellRequestSchema = z.object({
  email: emailField(),
  name: optionalString('name', 120),
  state: optionalString('state', 64),
  message: optionalString('message', 5000),
})
export type DataSellRequest = z.input<typeof dataSellRequestSchema>

/** Every contact endpoint answers `{ message }` with 200 once the request is stored. */
export const contactResponseSchema = messageResponseSchema
export type ContactResponse = z.infer<typeof contactResponseSchema>
