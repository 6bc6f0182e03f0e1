// The password sign-in policy of docs/decisions/103. Every attempt is reserved before the
// password is verified, on three budgets at once:
// - account + IP: a few attempts per window, then 429 — stops one source guessing at one account
//   without touching the owner elsewhere;
// - IP: many attempts per window across accounts — stops one source spraying many accounts;
// - account: beyond a free allowance, each attempt waits a growing delay since the previous one
//   (429 with Retry-After), never a lock-out. An account + IP pair that signed in successfully
//   before skips this one, so a distributed attack slows strangers, not the owner's own device.
import type { Throttles } from '../config'
import { throttled } from '../http/errors'
import type { Throttle, ThrottleRule } from '../security/throttle'

/** How long a successful pair stays known; long enough to span the owner's usual absences. */
const KNOWN_PAIR_MS = 30 * 24 * 60 * 60 * 1000
const MAX_KNOWN_PAIRS = 100_000

export interface LoginAttempt {
  /** The password was right: give the reservation back and forget this pair's failures. */
  succeeded(): void
}

export function createLoginThrottle(throttle: Throttle, clock: () => Date, limits: Throttles) {
  const known = new Map<string, number>()

  const isKnown = (pair: string, now: number): boolean => {
    const until = known.get(pair)
    if (until === undefined) return false
    if (until > now) return true
    known.delete(pair)
    return false
  }

  const remember = (pair: string, now: number): void => {
    known.delete(pair)
    known.set(pair, now + KNOWN_PAIR_MS)
    // Insertion order is age order: forget the longest-unused pairs first.
    for (const oldest of known.keys()) {
      if (known.size <= MAX_KNOWN_PAIRS) break
      known.delete(oldest)
    }
  }

  return {
    /**
     * Reserves one evaluated attempt for `email` from `ip`, or throws 429. Synchronous: call it
     * before the first await of the sign-in, so no interleaving evaluates more than the limits.
     */
    reserve(email: string, ip: string): LoginAttempt {
      const { windowMs, login } = limits
      const now = clock().getTime()
      const pair = `${email}|${ip}`
      const pairKey = `login:account-ip:${pair}`
      const rules: ThrottleRule[] = [
        { kind: 'window', key: pairKey, max: login.perAccountIp, windowMs },
        { kind: 'window', key: `login:ip:${ip}`, max: login.perIp, windowMs },
      ]
      if (!isKnown(pair, now)) rules.push({ kind: 'slowdown', key: `login:account:${email}`, ...login.account })
      const reservation = throttle.reserve(rules)
      if (!reservation.allowed) throw throttled(reservation.retryAfterSec, 'login attempts')
      return {
        succeeded() {
          reservation.release()
          throttle.clear(pairKey)
          remember(pair, clock().getTime())
        },
      }
    },
  }
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>
