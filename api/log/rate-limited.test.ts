// A kind of line repeated at will: the first goes out, then one per window with the count of the
// ones it stands for; a quiet window lets the next line through at once.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from './logger'
import { rateLimited } from './rate-limited'
import { captureLogs } from './testing'

afterEach(() => {
  vi.useRealTimers()
})

describe('rateLimited', () => {
  it('lets the first line of a kind through, then one per window carrying the count it stands for', () => {
    vi.useFakeTimers()
    const logs = captureLogs()
    try {
      const log = rateLimited(logger('test'), { windowMs: 1000 })
      for (let i = 0; i < 300; i++) log.warn({ frame: i }, 'frame too large')
      log.info('another kind')
      expect(logs.entries.map((e) => [e.msg, e.frame, e.suppressed])).toEqual([
        ['frame too large', 0, undefined],
        ['another kind', undefined, undefined],
      ])
      vi.advanceTimersByTime(1000)
      expect(logs.entries.at(-1)).toMatchObject({ level: 'warn', msg: 'frame too large', frame: 299, suppressed: 299 })
      log.warn({ frame: 300 }, 'frame too large')
      vi.advanceTimersByTime(1000)
      expect(logs.entries.at(-1)).toMatchObject({ frame: 300, suppressed: 1 })
      // A window with nothing suppressed closes: the next line goes out at once, on its own.
      vi.advanceTimersByTime(1000)
      const before = logs.entries.length
      log.warn({ frame: 301 }, 'frame too large')
      expect(logs.entries.slice(before)).toEqual([expect.objectContaining({ frame: 301 })])
      expect(logs.entries.at(-1)).not.toHaveProperty('suppressed')
    } finally {
      logs.restore()
    }
  })
})
