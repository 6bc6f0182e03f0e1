// The contact form (api/po/contact-us) and the CCPA opt-out (api/contact/data-sell), submitted
// from the browser (their words come with their pages' messages). They validate with the forms'
// own schemas (contract/forms.ts) and send as a form posted without JavaScript does
// (request.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contactForm, dataSellForm } from '../../../contract/forms'
import { localeInput } from '../../shared/forms/inputs'
import { checkedInput } from '../../shared/forms/checked-input'
import { sendContact, sendDataSell } from './request.server'

export const submitContact = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale: localeInput, form: contactForm })))
  .handler(({ data }) => sendContact(data.locale, data.form))

export const submitDataSell = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale: localeInput, form: dataSellForm })))
  .handler(({ data }) => sendDataSell(data.locale, data.form))
