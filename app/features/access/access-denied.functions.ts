// The access-denied page has no locale prefix: its language is negotiated from this request
// (cookie, then Accept-Language), and it names the visitor's country.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { negotiatedLocale } from '../../shared/i18n/negotiated-locale.server'
import { getConfig } from '../../shared/site/config.server'
import { accessDeniedPage } from './access-denied.server'

export const getAccessDeniedPage = createServerFn({ method: 'GET' }).handler(() => {
  const { locale, country } = negotiatedLocale(getRequest())
  return accessDeniedPage(locale, getConfig(), country)
})
