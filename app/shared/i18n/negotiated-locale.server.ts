// The locale a page without a locale of its own speaks: /access-denied and the 404 of an unknown
// locale prefix. Negotiated from this request (cookie, then Accept-Language) on the main host, the
// host's own default on the Australian one — the locale a redirect would have chosen.
import { COOKIES, readCookie } from '../cookies/cookies'
import { visitorCountry } from '../http/visitor'
import { getConfig } from '../site/config.server'
import { hostDefaultLocale, hostKindOf } from '../site/site-urls'
import { detectLocale } from './detect-locale'
import type { LocaleEntry } from './locales'

export function negotiatedLocale(request: Request): { locale: LocaleEntry; country: string | null } {
  const config = getConfig()
  const country = visitorCountry(request, config.geoHeader)
  const { locale, redirectTo } = detectLocale({
    pathLocale: null,
    hostDefault: hostDefaultLocale(hostKindOf(request.headers.get('host'), config)),
    isDocument: true,
    cookie: readCookie(request.headers.get('cookie'), COOKIES.locale.name),
    acceptLanguage: request.headers.get('accept-language'),
    country,
  })
  return { locale: redirectTo ?? locale, country }
}
