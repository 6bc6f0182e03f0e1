// The access-denied page has no locale prefix: its language is negotiated from this request
// (cookie, then Accept-Language), and it names the visitor's country.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { COOKIES, readCookie } from '../../shared/cookies/cookies'
import { detectLocale } from '../../shared/i18n/detect-locale'
import { DEFAULT_LOCALE } from '../../shared/i18n/locales'
import { getConfig } from '../../shared/site/config.server'
import { visitorCountry } from '../../shared/http/visitor'
import { shellCopy } from '../../shared/copy/shell-copy.server'
import { accessDeniedCopy } from './access-copy.server'

export const getAccessDeniedPage = createServerFn({ method: 'GET' }).handler(() => {
  const request = getRequest()
  const config = getConfig()
  const geoCountry = visitorCountry(request, config.geoHeader)
  const { locale, redirectTo } = detectLocale({
    pathLocale: null,
    hostDefault: DEFAULT_LOCALE,
    isDocument: true,
    cookie: readCookie(request.headers.get('cookie'), COOKIES.locale.name),
    acceptLanguage: request.headers.get('accept-language'),
    country: geoCountry,
  })
  const chosen = redirectTo ?? locale
  return {
    localeCode: chosen.code,
    country: geoCountry,
    copy: accessDeniedCopy(chosen, config, geoCountry),
    shell: shellCopy(chosen.file),
  }
})
