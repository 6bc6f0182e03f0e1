// The site's log, in every process (the start, the primary, each worker): pino, at LOG_LEVEL, as
// one JSON object per line in production (time, level, component, the request's id where there is
// one, an error's whole stack) and one readable line in development. The app's own `console` lines
// are routed here too (`captureConsole`), so nothing the site writes escapes the format. The same
// error repeated is written once per window with how many were left out (`repeatsOnce`).
import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'
import { pino, type Logger, type LoggerOptions } from 'pino'
import type { LogFormat, LogLevel } from './config'

type Fields = Record<string, unknown>
export type LogSink = (line: string) => void

/** The request a line belongs to, for every line written while it is handled. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>()

const stdout: LogSink = (line) => void process.stdout.write(line)

function prettyLine(entry: Fields): string {
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : ''
  const level = String(entry.level ?? '')
    .toUpperCase()
    .padEnd(5)
  const component = typeof entry.component === 'string' ? `[${entry.component}] ` : ''
  const shown = Object.entries(entry).filter(([key]) => !['time', 'level', 'msg', 'component', 'err'].includes(key))
  const fields = shown.map(
    ([key, value]) => ` ${key}=${typeof value === 'string' && !/[\s"=]/.test(value) ? value : JSON.stringify(value)}`,
  )
  const err = entry.err as { stack?: unknown } | undefined
  const stack = typeof err?.stack === 'string' ? `\n    ${err.stack.replace(/\n/g, '\n    ')}` : ''
  return `${time} ${level} ${component}${String(entry.msg ?? '')}${fields.join('')}${stack}\n`
}

/**
 * Lines go through process.stdout, one write each: a stream whose errors the process ignores
 * (supervisor.ts: a closed terminal must not end a stop), where pino's own buffered destination
 * would block a stopping process on a terminal that is gone.
 */
function createRoot(settings: { level: LogLevel; format: LogFormat }, sink: LogSink | null): Logger {
  const write = sink ?? stdout
  return pino(options(settings), {
    write(line: string) {
      write(settings.format === 'json' ? line : prettyLine(JSON.parse(line) as Fields))
    },
  })
}

function options(settings: { level: LogLevel }): LoggerOptions {
  return {
    level: settings.level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const scope = requestScope.getStore()
      return scope ? { requestId: scope.requestId } : {}
    },
  }
}

let root = createRoot({ level: 'info', format: 'pretty' }, stdout)
let children = new Map<string, Logger>()
/** Where JSON access lines go directly, or null when they go through pino (pretty, or not at info). */
let accessSink: LogSink | null = null

/** Sets this process's level and format (from server/config.ts); `sink` is for tests. */
export function configureLog(settings: { level: LogLevel; format: LogFormat }, sink: LogSink | null = null): void {
  root = createRoot(settings, sink)
  children = new Map()
  accessSink = settings.format === 'json' && root.isLevelEnabled('info') ? (sink ?? stdout) : null
}

export interface AccessLine {
  requestId: string
  method: string
  path: string
  status: number
  ms: number
  cache: string
  aborted?: boolean
}

/**
 * One access line per request, the line the site writes most: in production the JSON pino would
 * write, serialised here in one template (a tenth of pino's cost per line); otherwise through pino.
 */
export function accessLog(line: AccessLine): void {
  if (!accessSink) return logger('site').info({ ...line }, 'request')
  const text =
    `{"level":"info","time":"${new Date().toISOString()}","pid":${process.pid},"component":"site",` +
    `"requestId":${JSON.stringify(line.requestId)},"method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},` +
    `"status":${line.status},"ms":${line.ms},"cache":${JSON.stringify(line.cache)}${line.aborted ? ',"aborted":true' : ''},"msg":"request"}\n`
  accessSink(text)
}

export interface Log {
  fatal(fields: Fields, msg: string): void
  fatal(msg: string): void
  error(fields: Fields, msg: string): void
  error(msg: string): void
  warn(fields: Fields, msg: string): void
  warn(msg: string): void
  info(fields: Fields, msg: string): void
  info(msg: string): void
  debug(fields: Fields, msg: string): void
  debug(msg: string): void
}

/** A logger whose lines say `component`; it follows a later configureLog. */
export function logger(component: string): Log {
  const at =
    (level: 'fatal' | 'error' | 'warn' | 'info' | 'debug') =>
    (first: Fields | string, msg?: string): void => {
      let child = children.get(component)
      if (!child) children.set(component, (child = root.child({ component })))
      if (typeof first === 'string') child[level](first)
      else child[level](first, msg)
    }
  return { fatal: at('fatal'), error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') } as Log
}

/**
 * Writes an event at most once per `windowMs` for each key: the first at once, later ones folded
 * into the next line written for that key, which says how many were left out (`suppressed`).
 */
export function repeatsOnce(windowMs: number, now: () => number = Date.now) {
  const seen = new Map<string, { at: number; suppressed: number }>()
  return (key: string, write: (suppressed: number) => void): void => {
    const time = now()
    const last = seen.get(key)
    if (last && time - last.at < windowMs) {
      last.suppressed++
      return
    }
    // Bounded: a flood of distinct keys forgets the oldest (and at worst writes a line more).
    if (seen.size >= 1_000 && !last) seen.delete(seen.keys().next().value as string)
    seen.set(key, { at: time, suppressed: 0 })
    write(last?.suppressed ?? 0)
  }
}

/**
 * Routes `console` (the app's own lines, and any library's) into the log: `error` and `warn` keep
 * their level, the rest is `info`. An Error among the arguments is logged with its stack; the same
 * message repeated within `windowMs` is written once with a count.
 */
export function captureConsole(windowMs = 10_000): void {
  const log = logger('app')
  const once = repeatsOnce(windowMs)
  const route =
    (level: 'error' | 'warn' | 'info') =>
    (...args: unknown[]): void => {
      const err = args.find((arg): arg is Error => arg instanceof Error)
      const msg = format(...args.filter((arg) => arg !== err)) || (err?.message ?? '')
      once(`${level}\n${msg}\n${err?.message ?? ''}`, (suppressed) =>
        log[level]({ ...(err ? { err } : {}), ...(suppressed ? { suppressed } : {}) }, msg),
      )
    }
  console.error = route('error')
  console.warn = route('warn')
  console.log = route('info')
  console.info = route('info')
}
