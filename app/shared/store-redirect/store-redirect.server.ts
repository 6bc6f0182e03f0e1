// Runs a store-redirect route middleware for a request: a 302 to the store (or home with the QR
// code), and a fire-and-forget api/track record that never delays or breaks the redirect.
import { campaignUrl } from '../../../contract/campaign-query'
import { endpoints } from '../../../contract/endpoints'
import { isPrefixedLocaleCode, localeByCode } from '../i18n/locales'
import { storeRedirectNamed, type StoreRedirectName } from './store-redirects'
import { hostDefaultLocale, hostKindOf, localizedPath } from '../site/site-urls'
import { api, currentCaller } from '../api/api.server'
import { getConfig } from '../site/config.server'
import { BASELINE_HEADERS } from '../http/security-headers'

/** Null when the prefix is not a locale: the router then answers 404. */
export function handleStoreRedirect(name: StoreRedirectName, request: Request, prefix: string | undefined): Response | null {
  if (prefix !== undefined && !isPrefixedLocaleCode(prefix)) return null
  const config = getConfig()
  const hostKind = hostKindOf(request.headers.get('host'), config)
  const locale = prefix ? localeByCode(prefix) : hostDefaultLocale(hostKind)
  const result = storeRedirectNamed(name)(request.headers.get('user-agent'), {
    appStoreUrl: config.appStoreUrl,
    playStoreUrl: config.playStoreUrl,
    homePath: localizedPath(locale, '/', hostKind),
  })
  // Fire and forget: the visitor's redirect never waits on (or fails with) the tracking call.
  void api().call(endpoints.track, currentCaller(locale.code), {
    // The address scanned or clicked, with its campaign parameters only (docs/decisions/110).
    body: {
      event: result.event,
      url: campaignUrl(request.url, config.campaignParams).slice(0, 2048),
      data: { platform: result.platform, locale: locale.code },
    },
  })
  return new Response(null, {
    status: 302,
    headers: { ...BASELINE_HEADERS, Location: result.location, 'Cache-Control': 'no-store', Vary: 'User-Agent' },
  })
}
