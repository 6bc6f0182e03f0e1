// "Notify me when available" from the access-denied page: stored through api/contact/notify-me.
// The form and this function validate with the contract's own request schema, and answer like
// the site's other request forms (server/request-outcome.ts).
import { createServerFn } from '@tanstack/react-start'
import { contactResponseSchema, notifyMeRequestSchema } from '../../../contract/contact'
import { api, currentCaller } from '../../server/api.server'
import { localeInput } from '../../server/inputs'
import { outcomeOf } from '../../server/request-outcome'
import { checkedInput } from '../../server/checked-input'

export const submitNotifyMe = createServerFn({ method: 'POST' })
  .validator(checkedInput(notifyMeRequestSchema.extend({ locale: localeInput })))
  .handler(async ({ data: { locale, ...body } }) => {
    return outcomeOf(await api().post('api/contact/notify-me', body, contactResponseSchema, currentCaller(locale)))
  })
