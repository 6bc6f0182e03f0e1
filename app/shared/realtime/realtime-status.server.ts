// Whether the realtime server answers, asked by the site's server on the browser's behalf: a
// browser that tried a websocket to a server that is down would fill its console with connection
// errors on every retry, which page scripts cannot silence. The answer, up or down, is shared
// for a few seconds by every visitor (shared/cache/shared-queries.server.ts).
import type { QueryClient } from '@tanstack/query-core'
import { sharedQueries } from '../cache/shared-queries.server'
import { getConfig } from '../site/config.server'

export const REALTIME_STATUS_FRESH_MS = 5000
const PROBE_TIMEOUT_MS = 2000

/** Any HTTP answer from the realtime origin counts as up; refusal or a timeout as down. */
export async function probe(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    await response.body?.cancel()
    return true
  } catch {
    return false
  }
}

/** The realtime server's HTTP origin, as this server reaches it. */
function realtimeOrigin(): string {
  const { host, port, tls } = getConfig().realtime
  return `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}/`
}

/** Whether the realtime server at `origin` answers; the probe never throws, so "down" is kept too. */
export function realtimeStatusQueryOptions(origin: string = realtimeOrigin()) {
  return {
    queryKey: ['realtime-status', origin],
    queryFn: () => probe(origin),
    staleTime: REALTIME_STATUS_FRESH_MS,
  }
}

export function realtimeAvailable(queries: QueryClient = sharedQueries): Promise<boolean> {
  return queries.query(realtimeStatusQueryOptions())
}
