// "Notify me when available" from the access-denied page: stored through api/contact/notify-me.
// The form and this function validate with the contract's own request schema, and answer like
// the site's other request forms (shared/forms/request-outcome.ts).
import { createServerFn } from '@tanstack/react-start'
import { notifyMeRequestSchema } from '../../../contract/contact'
import { endpoints } from '../../../contract/endpoints'
import { api, currentCaller } from '../../shared/api/api.server'
import { localeInput } from '../../shared/forms/inputs'
import { outcomeOf } from '../../shared/forms/api-failure.server'
import { checkedInput } from '../../shared/forms/checked-input'

export const submitNotifyMe = createServerFn({ method: 'POST' })
  .validator(checkedInput(notifyMeRequestSchema.extend({ locale: localeInput })))
  .handler(async ({ data: { locale, ...body } }) => {
    return outcomeOf(await api().call(endpoints.notifyMe, currentCaller(locale), { body }))
  })
