// A log that lets the first of each kind of line through and then at most one line per window,
// which says how many identical lines it stands for (`suppressed`). For events a client or an
// outage can repeat at will (oversized websocket frames, a mail server that refuses every
// message): each is still counted, but the log grows by a bounded number of lines.
import type { Log, LogFn } from './logger'

type Fields = Record<string, unknown>
type Level = keyof Log

export interface RateLimitOptions {
  /** At most one line of a kind per window, after the first. */
  windowMs: number
  /** What makes two lines "the same": by default their level and message, whatever their fields. */
  key?: (level: Level, msg: string, fields: Fields) => string
}

interface Window {
  suppressed: number
  /** The newest suppressed line, written with the count when the window ends. */
  latest: { fields: Fields; msg: string }
  timer: NodeJS.Timeout
}

export function rateLimited(log: Log, options: RateLimitOptions): Log {
  const keyOf = options.key ?? ((level, msg) => `${level}\u0000${msg}`)
  const open = new Map<string, Window>()

  // A window with something suppressed ends with a line carrying the count and opens the next
  // window; a quiet one closes, so the next line of its kind goes out at once.
  const startWindow = (key: string, level: Level, fields: Fields, msg: string): Window => {
    const window: Window = {
      suppressed: 0,
      latest: { fields, msg },
      timer: setTimeout(() => {
        open.delete(key)
        if (window.suppressed === 0) return
        log[level]({ ...window.latest.fields, suppressed: window.suppressed }, window.latest.msg)
        open.set(key, startWindow(key, level, window.latest.fields, window.latest.msg))
      }, options.windowMs),
    }
    // A pending count never keeps the process alive; what is left at exit goes unwritten.
    window.timer.unref()
    return window
  }

  const at =
    (level: Level): LogFn =>
    (first: string | Fields, second?: string) => {
      const [fields, msg] = typeof first === 'string' ? [{}, first] : [first, second ?? '']
      const key = keyOf(level, msg, fields)
      const window = open.get(key)
      if (window) {
        window.suppressed++
        window.latest = { fields, msg }
        return
      }
      log[level](fields, msg)
      open.set(key, startWindow(key, level, fields, msg))
    }
  return { fatal: at('fatal'), error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug'), trace: at('trace') }
}
