// "Notify me when available" from the access-denied page: stored through api/contact/notify-me.
import { createServerFn } from '@tanstack/react-start'
import { contactResponseSchema, notifyMeRequestSchema } from '../../../contract/contact'
import { apiPost } from '../../server/api-client.server'
import { notifyMeFormSchema } from './notify-me-schema'
import { z } from 'zod'

export const submitNotifyMe = createServerFn({ method: 'POST' })
  .validator(
    notifyMeFormSchema.extend({
      country: z
        .string()
        .regex(/^[a-z]{2}$/)
        .nullable(),
      locale: z.string().max(8),
    }),
  )
  .handler(async ({ data }) => {
    const body = notifyMeRequestSchema.parse({ email: data.email, ...(data.country ? { country_code: data.country } : {}) })
    const result = await apiPost('api/contact/notify-me', body, contactResponseSchema, { locale: data.locale })
    return { ok: result.ok }
  })
