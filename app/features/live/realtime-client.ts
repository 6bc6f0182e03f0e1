// The realtime feed of live payouts (SPEC.md §7, §9): laravel-echo over pusher-js, loaded only in
// the browser, only once the page is interactive and only while the realtime server answers,
// configured from the site's public settings. The site's server says whether it answers
// (/api/realtime-status); when it does not, or a connection drops, the feed closes and asks again
// later, so the caller's list stays as it is and the console stays quiet (a browser logs every
// failed websocket attempt, and pusher-js would retry). The status is asked by hand rather than
// through a TanStack Query observer, which would take this lazily loaded chunk from 1.2 to 9.9 KB
// gzip (decision 019).
import { CLAIMS_CHANNEL } from '../../../contract/claim-events'
import type { Claim } from '../../../contract/claims'
import { parseClaimPayload } from './claim-payload'

export interface RealtimeSettings {
  key: string
  host: string
  port: number
  tls: boolean
}

/** SPEC.md §9: activity 120 s, pong 30 s, unavailable 10 s. */
export const REALTIME_TIMEOUTS = { activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000 } as const

/** How long to wait before asking again whether the realtime server is back. */
export const RETRY_MS = 30_000

/** Echo's options for these settings (the Pusher class is passed in by the loader). */
export function echoOptions(settings: RealtimeSettings) {
  return {
    broadcaster: 'pusher' as const,
    key: settings.key,
    cluster: '',
    wsHost: settings.host,
    wsPort: settings.port,
    wssPort: settings.port,
    forceTLS: settings.tls,
    // One transport, the one the CSP allows: no fallback from ws to wss.
    enabledTransports: [settings.tls ? 'wss' : 'ws'] as ('ws' | 'wss')[],
    disableStats: true,
    namespace: 'App.Events',
    authEndpoint: '/broadcasting/auth',
    ...REALTIME_TIMEOUTS,
  }
}

async function realtimeAnswers(): Promise<boolean> {
  try {
    const response = await fetch('/api/realtime-status', { cache: 'no-store' })
    const body: unknown = response.ok ? await response.json() : null
    return typeof body === 'object' && body !== null && 'available' in body && body.available === true
  } catch {
    return false
  }
}

/** Follows new claims until the returned function is called. */
export function followClaims(settings: RealtimeSettings, onClaim: (claim: Claim) => void): () => void {
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let close: (() => void) | undefined
  // Closes at once, for a page on its way into the back/forward cache, whose timers stop.
  let hangUp: (() => void) | undefined

  const later = () => {
    if (!stopped) retry = setTimeout(() => void attempt(), RETRY_MS)
  }
  const attempt = async () => {
    if (stopped || close) return
    if (!(await realtimeAnswers())) return later()
    const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')])
    if (stopped) return
    Pusher.logToConsole = false
    const echo = new Echo({ ...echoOptions(settings), Pusher })
    const connection = echo.connector.pusher.connection
    // pusher-js sends each message a task after it is asked to (the channel's subscription the
    // moment the connection comes up), and a socket closed in between makes the browser log an
    // error. So a connection is closed a task later, and one still coming up once it has settled:
    // its last message is then on its way first.
    let closeWhenSettled = false
    const closeSoon = () => void setTimeout(() => echo.disconnect(), 0)
    close = () => {
      if (connection.state === 'initialized' || connection.state === 'connecting') closeWhenSettled = true
      else closeSoon()
    }
    hangUp = () => echo.disconnect()
    // A connection that drops (or never comes up) is closed before pusher-js retries on its own.
    connection.bind('state_change', ({ previous, current }: { previous: string; current: string }) => {
      if (closeWhenSettled && current !== 'connecting') {
        closeWhenSettled = false
        // After this event pusher-js announces the new state, which queues the subscription.
        queueMicrotask(closeSoon)
        return
      }
      const dropped = previous === 'connected' && current !== 'connected'
      if ((dropped || current === 'unavailable' || current === 'failed') && close) {
        close = undefined
        hangUp = undefined
        echo.disconnect()
        later()
      }
    })
    echo.channel(CLAIMS_CHANNEL).listen('ClaimCreated', (payload: unknown) => {
      const claim = parseClaimPayload(payload)
      if (claim) onClaim(claim)
    })
  }

  // An open socket keeps the page out of the back/forward cache: close it when the page is hidden
  // for good, and follow again if it comes back from that cache.
  const onHide = () => {
    hangUp?.()
    close = undefined
    hangUp = undefined
  }
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted && !stopped) void attempt().catch(() => later())
  }
  window.addEventListener('pagehide', onHide)
  window.addEventListener('pageshow', onShow)

  void attempt().catch(() => later())
  return () => {
    stopped = true
    clearTimeout(retry)
    window.removeEventListener('pagehide', onHide)
    window.removeEventListener('pageshow', onShow)
    close?.()
    close = undefined
    hangUp = undefined
  }
}
