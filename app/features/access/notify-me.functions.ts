// "Notify me when available" from the access-denied page, from the browser: validated with the
// form's own schema (contract/forms.ts) and sent as the form posted without JavaScript is
// (notify-me.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { notifyMeForm } from '../../../contract/forms'
import { countryCodeField } from '../../../contract/validation'
import { checkedInput } from '../../shared/forms/checked-input'
import { localeInput } from '../../shared/forms/inputs'
import { sendNotifyMe } from './notify-me.server'

export const submitNotifyMe = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale: localeInput, form: notifyMeForm, country: z.nullable(countryCodeField()) })))
  .handler(({ data }) => sendNotifyMe(data.locale, data.form, data.country))
