// The site's API client, configured once, and the caller facts of the request being served
// (its resolved client address), so that every server function calls the API the same way.
import { getGlobalStartContext } from '@tanstack/react-start'
import type { LocaleCode } from '../lib/locales'
import { type ApiCaller, type ApiClient, createApiClient } from './api-client.server'
import { getConfig } from './config.server'

let client: ApiClient | undefined

export function api(): ApiClient {
  if (!client) {
    const config = getConfig()
    client = createApiClient({ baseUrl: config.apiBaseUrl, timeoutMs: config.apiTimeoutMs })
  }
  return client
}

/** The current visitor as the API should see them. */
export function currentCaller(locale: LocaleCode, token?: string | null): ApiCaller {
  return { locale, token, clientIp: getGlobalStartContext()?.site.clientIp ?? null }
}
