// Whether the realtime server answers, asked by the site's server on the browser's behalf: a
// browser that tried a websocket to a server that is down would fill its console with connection
// errors on every retry, which page scripts cannot silence. The answer is shared for a few seconds.
import { getConfig } from '../site/config.server'

const FRESH_MS = 5000
const PROBE_TIMEOUT_MS = 2000

let last: { at: number; available: boolean } | undefined
let running: Promise<boolean> | undefined

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

export function realtimeAvailable(now = Date.now()): Promise<boolean> {
  if (last && now - last.at < FRESH_MS) return Promise.resolve(last.available)
  if (running) return running
  const { host, port, tls } = getConfig().realtime
  const origin = `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}/`
  running = probe(origin)
    .then((available) => {
      last = { at: Date.now(), available }
      return available
    })
    .finally(() => (running = undefined))
  return running
}
