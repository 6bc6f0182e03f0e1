// The site's API client, configured once, and the caller facts of the request being served
// (its resolved client address), so that every server function calls the API the same way.
import { getGlobalStartContext } from '@tanstack/react-start'
import { getCookie, getRequestHeader } from '@tanstack/react-start/server'
import { COOKIES } from '../cookies/cookies'
import { platformFor, requestViewportClass, type DeviceHints, type ViewportClass } from '../viewport/viewport'
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

/** The current visitor as the API should see them: `web-mobile` on a phone (SPEC §7), from its first request. */
export function currentCaller(locale: LocaleCode, token?: string | null): ApiCaller {
  return {
    locale,
    token,
    platform: platformFor(requestViewport()),
    clientIp: getGlobalStartContext()?.site.clientIp ?? null,
  }
}

/**
 * The viewport class this request is served for: the `viewport` cookie the browser wrote, else the
 * class its client hint or user agent names (a phone's first request), else desktop.
 */
export function requestViewport(): ViewportClass {
  let value: string | undefined
  let hints: DeviceHints = { chMobile: null, userAgent: null }
  try {
    value = getCookie(COOKIES.viewport.name)
    hints = { chMobile: getRequestHeader('sec-ch-ua-mobile'), userAgent: getRequestHeader('user-agent') }
  } catch {
    // Outside a request (tests, start-up): no cookie, no headers.
    value = undefined
  }
  return requestViewportClass(value, hints)
}
