// Server functions the route loaders call for their copy (see page-copy.server.ts for why).
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { detectLocale } from '../../lib/detect-locale'
import { DEFAULT_LOCALE, findLocale, LOCALES } from '../../lib/locales'
import { COOKIES, readCookie } from '../../lib/cookies'
import { getConfig } from '../../server/config.server'
import { visitorCountry } from '../../server/visitor'
import { accessDeniedCopy, contentPageCopy, homePageCopy } from './page-copy.server'

const localeCode = z.enum(LOCALES.map((l) => l.code) as [string, ...string[]])

export const getContentPageCopy = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      page: z.enum(['about', 'contact', 'login', 'personalInfo', 'policy', 'terms', 'cash', 'giftCards', 'amazon', 'paypal', 'visa']),
      locale: localeCode,
    }),
  )
  .handler(({ data }) => contentPageCopy(data.page, findLocale(data.locale)!, getConfig().siteName))

export const getHomePageCopy = createServerFn({ method: 'GET' })
  .validator(z.object({ page: z.enum(['home', 'social', 'register', 'resetPassword']), locale: localeCode }))
  .handler(({ data }) => homePageCopy(data.page, findLocale(data.locale)!, getConfig().siteName))

/** The access-denied page has no prefix: its language is negotiated from this request. */
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
  return { localeCode: chosen.code, country: geoCountry, copy: accessDeniedCopy(chosen, config.siteName, geoCountry) }
})
