// The contact form (api/po/contact-us) and the CCPA opt-out (api/contact/data-sell): their copy for
// a page, and their submission from the browser. They validate with the forms' own schemas
// (contract/forms.ts) and send as a form posted without JavaScript does (request.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contactForm, dataSellForm } from '../../../contract/forms'
import { localeByCode } from '../../shared/i18n/locales'
import { getConfig } from '../../shared/site/config.server'
import { localeInput } from '../../shared/forms/inputs'
import { contactFormCopy, dataSellFormCopy } from './request-copy.server'
import { checkedInput } from '../../shared/forms/checked-input'
import { sendContact, sendDataSell } from './request.server'

export const getRequestFormCopy = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ form: z.enum(['contact', 'dataSell']), locale: localeInput })))
  .handler(({ data }) => {
    const locale = localeByCode(data.locale)
    const config = getConfig()
    return data.form === 'contact' ? contactFormCopy(locale, config.supportEmail) : dataSellFormCopy(locale, config.privacyEmail)
  })

export const submitContact = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale: localeInput, form: contactForm })))
  .handler(({ data }) => sendContact(data.locale, data.form))

export const submitDataSell = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale: localeInput, form: dataSellForm })))
  .handler(({ data }) => sendDataSell(data.locale, data.form))
