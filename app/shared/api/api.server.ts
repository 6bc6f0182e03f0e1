// The site's API client, configured once, and the caller facts of the request being served
// (its resolved client address), so that every server function calls the API the same way.
import { getGlobalStartContext } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { COOKIES } from '../cookies/cookies'
import { parseViewport, platformFor } from '../viewport/viewport'
import type { LocaleCode } from '../i18n/locales'
import { type ApiCaller, type ApiClient, createApiClient } from './api-client.server'
import { getConfig } from '../site/config.server'

let client: ApiClient | undefined

export function api(): ApiClient {
  if (!client) {
    const config = getConfig()
    client = createApiClient({ baseUrl: config.apiBaseUrl, timeoutMs: config.apiTimeoutMs })
  }
  return client
}

/** The current visitor as the API should see them: `web-mobile` when their window is phone-sized. */
export function currentCaller(locale: LocaleCode, token?: string | null): ApiCaller {
  return {
    locale,
    token,
    platform: platformFor(requestViewport()),
    clientIp: getGlobalStartContext()?.site.clientIp ?? null,
  }
}

/** The viewport class this request's `viewport` cookie reports (desktop when it says none). */
export function requestViewport() {
  let value: string | undefined
  try {
    value = getCookie(COOKIES.viewport.name)
  } catch {
    // Outside a request (tests, start-up): no cookie.
    value = undefined
  }
  return parseViewport(value)
}
