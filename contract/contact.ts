// Contact form (api/po/contact-us), "notify me when available" (api/contact/notify-me) and the
// CCPA "do not sell or share" request (api/contact/data-sell) (DESIGN.md §6): the forms' own
// schemas (forms.ts), and what the site adds to them.
import * as z from 'zod/mini'
import { messageResponseSchema } from './errors'
import { contactForm, dataSellForm, notifyMeForm } from './forms'
import { countryCodeField } from './validation'

export const contactRequestSchema = contactForm
export type ContactRequest = z.input<typeof contactRequestSchema>

export const notifyMeRequestSchema = z.extend(notifyMeForm, { country_code: z.optional(countryCodeField()) })
export type NotifyMeRequest = z.input<typeof notifyMeRequestSchema>

export const dataSellRequestSchema = dataSellForm
export type DataSellRequest = z.input<typeof dataSellRequestSchema>

/** Every contact endpoint answers `{ message }` with 200 once the request is stored. */
export const contactResponseSchema = messageResponseSchema
export type ContactResponse = z.output<typeof contactResponseSchema>
