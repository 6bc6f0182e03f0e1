// Sending the contact form (api/po/contact-us) and the CCPA opt-out (api/contact/data-sell): what
// the browser's server functions and the forms posted without JavaScript both run. The API's
// answer becomes an outcome the form words in the page's language.
import type { z } from 'zod/mini'
import type { contactForm, dataSellForm } from '../../../contract/forms'
import { endpoints } from '../../../contract/endpoints'
import { api, currentCaller } from '../../shared/api/api.server'
import { outcomeOf } from '../../shared/forms/api-failure.server'
import type { LocaleCode } from '../../shared/i18n/locales'
import { requestFormAction } from '../../shared/forms/request-action.server'
import { contactFormSpec, dataSellFormSpec } from './request-form-specs'

export async function sendContact(locale: LocaleCode, body: z.output<typeof contactForm>) {
  return outcomeOf(await api().call(endpoints.contact, currentCaller(locale), { body }))
}

export async function sendDataSell(locale: LocaleCode, body: z.output<typeof dataSellForm>) {
  return outcomeOf(await api().call(endpoints.dataSell, currentCaller(locale), { body }))
}

/** POST /{locale}/contact without JavaScript. */
export const contactAction = requestFormAction({ form: 'contact', spec: contactFormSpec, send: sendContact })

/** POST /{locale}/personal-information without JavaScript. */
export const dataSellAction = requestFormAction({ form: 'dataSell', spec: dataSellFormSpec, send: sendDataSell })
