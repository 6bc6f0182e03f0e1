// The contact form (api/po/contact-us) and the CCPA opt-out (api/contact/data-sell): their copy for
// a page, and their submission. The forms and these functions validate with the contract's own
// request schemas; the API's answer becomes an outcome the form words in the page's language.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contactRequestSchema, dataSellRequestSchema } from '../../../contract/contact'
import { endpoints } from '../../../contract/endpoints'
import { localeByCode } from '../../shared/i18n/locales'
import { api, currentCaller } from '../../shared/api/api.server'
import { getConfig } from '../../shared/site/config.server'
import { localeInput } from '../../shared/forms/inputs'
import { outcomeOf } from '../../shared/forms/api-failure.server'
import { contactFormCopy, dataSellFormCopy } from './request-copy.server'
import { checkedInput } from '../../shared/forms/checked-input'

export const getRequestFormCopy = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ form: z.enum(['contact', 'dataSell']), locale: localeInput })))
  .handler(({ data }) => {
    const locale = localeByCode(data.locale)
    const config = getConfig()
    return data.form === 'contact' ? contactFormCopy(locale, config.supportEmail) : dataSellFormCopy(locale, config.privacyEmail)
  })

export const submitContact = createServerFn({ method: 'POST' })
  .validator(checkedInput(contactRequestSchema.extend({ locale: localeInput })))
  .handler(async ({ data: { locale, ...body } }) => outcomeOf(await api().call(endpoints.contact, currentCaller(locale), { body })))

export const submitDataSell = createServerFn({ method: 'POST' })
  .validator(checkedInput(dataSellRequestSchema.extend({ locale: localeInput })))
  .handler(async ({ data: { locale, ...body } }) => outcomeOf(await api().call(endpoints.dataSell, currentCaller(locale), { body })))
