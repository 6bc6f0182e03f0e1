// The realtime connection for live payouts (SPEC.md §7, §9): laravel-echo over pusher-js, loaded
// only in the browser and only when asked (the page calls it once it is interactive), configured
// from the site's public settings. A realtime server that is down or refuses leaves the caller's
// list as it is: pusher-js keeps retrying quietly, and nothing is logged.
import { CLAIMS_CHANNEL } from '../../../contract/claims'
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
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    disableStats: true,
    namespace: 'App.Events',
    authEndpoint: '/broadcasting/auth',
    ...REALTIME_TIMEOUTS,
  }
}

/** Subscribes to new claims; resolves to a function that closes the connection. */
export async function subscribeToClaims(settings: RealtimeSettings, onClaim: (claim: Claim) => void): Promise<() => void> {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')])
  Pusher.logToConsole = false
  const echo = new Echo({ ...echoOptions(settings), Pusher })
  echo.channel(CLAIMS_CHANNEL).listen('ClaimCreated', (payload: unknown) => {
    const claim = parseClaimPayload(payload)
    if (claim) onClaim(claim)
  })
  return () => echo.disconnect()
}
