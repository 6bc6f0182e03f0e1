// Tests read what was logged as parsed entries, after redaction, instead of watching the console.
import { configureLogging, type LogLevel } from './logger'

export type LogEntry = Record<string, unknown> & { level: string; msg?: string; component?: string }

/** Collects every entry from now on, as JSON; `restore()` puts the previous logger back. */
export function captureLogs(level: LogLevel = 'trace') {
  const entries: LogEntry[] = []
  const lines: string[] = []
  const restore = configureLogging({ level, format: 'json' }, (line) => {
    lines.push(line)
    entries.push(JSON.parse(line) as LogEntry)
  })
  return { entries, lines, restore }
}
