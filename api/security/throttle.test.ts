// The limiter on its own: sliding windows, the never-locking slowdown, release and the memory bound.
import { describe, expect, it } from 'vitest'
import { createThrottle, type SlowdownRule, type WindowRule } from './throttle'

function clockAt(start = 1_000_000) {
  let now = start
  return { clock: () => new Date(now), advance: (ms: number) => void (now += ms) }
}

const window = (key: string, max: number, windowMs = 60_000): WindowRule => ({ kind: 'window', key, max, windowMs })

describe('window rules', () => {
  it('allow max reservations per window, all keys or none, with Retry-After of the oldest hit', () => {
    const { clock, advance } = clockAt()
    const t = createThrottle(clock)
    expect(t.reserve([window('a', 2), window('b', 5)]).allowed).toBe(true)
    advance(10_000)
    expect(t.reserve([window('a', 2), window('b', 5)]).allowed).toBe(true)
    const refused = t.reserve([window('a', 2), window('b', 5)])
    expect(refused).toEqual({ allowed: false, retryAfterSec: 50 })
    // A refused reservation records nothing, on any key: b still has room for a third hit.
    expect(t.reserve([window('b', 3)]).allowed).toBe(true)
    expect(t.reserve([window('b', 3)]).allowed).toBe(false)
    advance(50_000)
    expect(t.reserve([window('a', 2)]).allowed).toBe(true)
  })

  it('gives a released reservation back, once', () => {
    const { clock } = clockAt()
    const t = createThrottle(clock)
    const first = t.reserve([window('a', 1)])
    expect(t.reserve([window('a', 1)]).allowed).toBe(false)
    if (!first.allowed) throw new Error('unreachable')
    first.release()
    first.release()
    expect(t.reserve([window('a', 1)]).allowed).toBe(true)
    expect(t.reserve([window('a', 1)]).allowed).toBe(false)
  })

  it('forgets idle keys and never holds more than maxKeys', () => {
    const { clock, advance } = clockAt()
    const t = createThrottle(clock, { maxKeys: 50 })
    for (let i = 0; i < 500; i++) t.reserve([window(`k${i}`, 1, 1000)])
    expect(t.size()).toBeLessThanOrEqual(50)
    advance(2000)
    for (let i = 0; i < 1000; i++) t.reserve([window('same', 1_000_000, 1000)])
    expect(t.size()).toBe(1)
  })
})

describe('slowdown rules', () => {
  const slow: SlowdownRule = { kind: 'slowdown', key: 'acct', freeAttempts: 3, baseDelayMs: 1000, maxDelayMs: 8000, windowMs: 3_600_000 }

  it('let the free attempts through, then demand a doubling delay, capped, never a lock-out', () => {
    const { clock, advance } = clockAt()
    const t = createThrottle(clock)
    for (let i = 0; i < 3; i++) expect(t.reserve([slow]).allowed).toBe(true)
    const delays: number[] = []
    for (let i = 0; i < 6; i++) {
      const refused = t.reserve([slow])
      if (refused.allowed) throw new Error('expected a delay')
      delays.push(refused.retryAfterSec)
      advance(refused.retryAfterSec * 1000)
      expect(t.reserve([slow]).allowed).toBe(true)
    }
    expect(delays).toEqual([1, 2, 4, 8, 8, 8])
  })

  it('forgive once the attempts leave the window', () => {
    const { clock, advance } = clockAt()
    const t = createThrottle(clock)
    for (let i = 0; i < 3; i++) t.reserve([slow])
    expect(t.reserve([slow]).allowed).toBe(false)
    advance(3_600_001)
    for (let i = 0; i < 3; i++) expect(t.reserve([slow]).allowed).toBe(true)
  })
})
