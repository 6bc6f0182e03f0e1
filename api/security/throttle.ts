// Sliding-window rate limiter keyed by strings ("login:email:x", "mail:ip:y"). In memory: the
// reference API is one process, and a restart forgiving counters is acceptable there.

export interface ThrottleResult {
  allowed: boolean
  /** Seconds until one more attempt is allowed (0 when allowed). */
  retryAfterSec: number
}

export function createThrottle(clock: () => Date) {
  const hits = new Map<string, number[]>()

  const live = (key: string, windowMs: number): number[] => {
    const now = clock().getTime()
    const list = (hits.get(key) ?? []).filter((t) => t > now - windowMs)
    if (list.length) hits.set(key, list)
    else hits.delete(key)
    return list
  }

  return {
    check(key: string, max: number, windowMs: number): ThrottleResult {
      const list = live(key, windowMs)
      if (list.length < max) return { allowed: true, retryAfterSec: 0 }
      const oldest = list[0] ?? clock().getTime()
      const retryAfterSec = Math.max(1, Math.ceil((oldest + windowMs - clock().getTime()) / 1000))
      return { allowed: false, retryAfterSec }
    },
    hit(key: string, windowMs: number): void {
      const list = live(key, windowMs)
      list.push(clock().getTime())
      hits.set(key, list)
    },
    clear(key: string): void {
      hits.delete(key)
    },
    /** Checks every key and, when all allow it, records a hit on each. */
    attempt(keys: { key: string; max: number }[], windowMs: number): ThrottleResult {
      for (const { key, max } of keys) {
        const r = this.check(key, max, windowMs)
        if (!r.allowed) return r
      }
      for (const { key } of keys) this.hit(key, windowMs)
      return { allowed: true, retryAfterSec: 0 }
    },
  }
}
export type Throttle = ReturnType<typeof createThrottle>
