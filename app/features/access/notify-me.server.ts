// "Notify me when available" from the access-denied page, stored through api/contact/notify-me with
// the visitor's country: what the browser's server function and the form posted without
// JavaScript both run.
import { getRequest } from '@tanstack/react-start/server'
import type { z } from 'zod/mini'
import { endpoints } from '../../../contract/endpoints'
import type { notifyMeForm } from '../../../contract/forms'
import { api, currentCaller } from '../../shared/api/api.server'
import { outcomeOf } from '../../shared/forms/api-failure.server'
import { requestFormAction } from '../../shared/forms/request-action.server'
import type { LocaleCode } from '../../shared/i18n/locales'
import { negotiatedLocale } from '../../shared/i18n/negotiated-locale.server'
import { notifyMeFormSpec } from './notify-me-form'

export async function sendNotifyMe(locale: LocaleCode, form: z.output<typeof notifyMeForm>, country: string | null) {
  const body = { ...form, ...(country ? { country_code: country } : {}) }
  return outcomeOf(await api().call(endpoints.notifyMe, currentCaller(locale), { body }))
}

/** POST /access-denied without JavaScript: the country is this request's, as the page names it. */
export const notifyMeAction = requestFormAction({
  form: 'notifyMe',
  spec: notifyMeFormSpec,
  send: (locale, form) => sendNotifyMe(locale, form, negotiatedLocale(getRequest()).country),
})
