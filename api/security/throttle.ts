// In-memory rate limits keyed by strings ("login:ip:x", "mail:reset:email:y"). A request reserves
// its attempt on every key at once, synchronously: check and record happen with no await in
// between, so concurrent requests cannot all pass a check that only some of them may pass. The
// reference API is one process; a restart forgiving counters is acceptable there.

/** At most `max` reservations per sliding `windowMs`. */
export interface WindowRule {
  kind: 'window'
  key: string
  max: number
  windowMs: number
}

/**
 * Never a lock-out: the first `freeAttempts` reservations of a sliding `windowMs` pass freely;
 * after that each one must wait a minimum delay since the previous one, doubling from
 * `baseDelayMs` up to `maxDelayMs`.
 */
export interface SlowdownRule {
  kind: 'slowdown'
  key: string
  freeAttempts: number
  baseDelayMs: number
  maxDelayMs: number
  windowMs: number
}

export type ThrottleRule = WindowRule | SlowdownRule

export type Reservation =
  | {
      allowed: true
      /** Gives the reservation back (an attempt that turned out legitimate). */
      release(): void
    }
  | {
      allowed: false
      /** Seconds until the refused rules would all allow one more attempt. */
      retryAfterSec: number
    }

interface Entry {
  hits: number[]
  windowMs: number
}

// Beyond this many doublings the delay has long reached any sensible maximum; older hits of a
// slowdown key are dropped so a key under sustained attack keeps a bounded list.
const SLOWDOWN_EXTRA_HITS = 40
// Keys of idle addresses and accounts are swept now and then; past this many keys the oldest
// are forgotten, so a flood of distinct keys cannot exhaust memory.
const SWEEP_EVERY = 1000
const DEFAULT_MAX_KEYS = 200_000

function waitMs(rule: ThrottleRule, hits: readonly number[], now: number): number {
  if (rule.kind === 'window') {
    if (hits.length < rule.max) return 0
    // The hit that must leave the window for the count to drop below max.
    return (hits[hits.length - rule.max] ?? now) + rule.windowMs - now
  }
  const over = hits.length - rule.freeAttempts
  if (over < 0) return 0
  const delay = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(over, SLOWDOWN_EXTRA_HITS))
  return (hits.at(-1) ?? now) + delay - now
}

export function createThrottle(clock: () => Date, options: { maxKeys?: number } = {}) {
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS
  const entries = new Map<string, Entry>()
  let sinceSweep = 0

  const live = (key: string, windowMs: number, now: number): number[] => {
    const entry = entries.get(key)
    if (!entry) return []
    entry.hits = entry.hits.filter((t) => t > now - windowMs)
    if (entry.hits.length === 0) entries.delete(key)
    return entry.hits
  }

  const record = (rule: ThrottleRule, now: number): void => {
    const entry = entries.get(rule.key) ?? { hits: [], windowMs: rule.windowMs }
    entry.windowMs = Math.max(entry.windowMs, rule.windowMs)
    entry.hits.push(now)
    if (rule.kind === 'slowdown' && entry.hits.length > rule.freeAttempts + SLOWDOWN_EXTRA_HITS) entry.hits.shift()
    entries.set(rule.key, entry)
  }

  const sweep = (now: number): void => {
    for (const [key, entry] of entries) {
      if ((entry.hits.at(-1) ?? 0) <= now - entry.windowMs) entries.delete(key)
    }
    // Map order is insertion order: the first keys are the longest-known ones.
    for (const key of entries.keys()) {
      if (entries.size <= maxKeys) break
      entries.delete(key)
    }
  }

  return {
    /**
     * Checks every rule and, only when all allow it, records one hit on each — all synchronously.
     * Call it before the first await of the work it guards.
     */
    reserve(rules: readonly ThrottleRule[]): Reservation {
      const now = clock().getTime()
      let wait = 0
      for (const rule of rules) wait = Math.max(wait, waitMs(rule, live(rule.key, rule.windowMs, now), now))
      if (wait > 0) return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(wait / 1000)) }
      for (const rule of rules) record(rule, now)
      if (++sinceSweep >= SWEEP_EVERY || entries.size > maxKeys) {
        sinceSweep = 0
        sweep(now)
      }
      let released = false
      return {
        allowed: true,
        release() {
          if (released) return
          released = true
          for (const rule of rules) {
            const entry = entries.get(rule.key)
            const at = entry?.hits.lastIndexOf(now) ?? -1
            if (entry && at >= 0) entry.hits.splice(at, 1)
          }
        },
      }
    },
    /** Forgets every hit of a key. */
    clear(key: string): void {
      entries.delete(key)
    },
    /** Number of keys held, for tests of the memory bound. */
    size: () => entries.size,
  }
}
export type Throttle = ReturnType<typeof createThrottle>
