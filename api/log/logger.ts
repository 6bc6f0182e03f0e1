// One pino logger per process, for the API and the realtime server alike. Modules log through
// `logger('component')`; main.ts sets level and format from the validated settings at start-up.
// Lines are JSON in production and one readable line each in development (pretty.ts), and every
// entry is scrubbed (redact.ts) before it is written, whoever wrote it.
import { pino, type Logger } from 'pino'
import { prettyLine } from './pretty'
import { scrubEntry } from './redact'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
export const LOG_FORMATS = ['json', 'pretty'] as const
export type LogFormat = (typeof LOG_FORMATS)[number]

export interface LogSettings {
  level: LogLevel
  format: LogFormat
}

/** Receives each finished line, newline included. */
export type LogSink = (line: string) => void

type Fields = Record<string, unknown>

/** pino's argument order: fields first when there are any. Errors go under `err`. */
export interface LogFn {
  (msg: string): void
  (fields: Fields, msg: string): void
}

export interface Log {
  fatal: LogFn
  error: LogFn
  warn: LogFn
  info: LogFn
  debug: LogFn
  trace: LogFn
}

export function defaultLogFormat(nodeEnv: string | undefined): LogFormat {
  return nodeEnv === 'production' ? 'json' : 'pretty'
}

const stdout: LogSink = (line) => void process.stdout.write(line)

function createRoot(settings: LogSettings, sink: LogSink): Logger {
  const render = settings.format === 'json' ? (entry: Fields) => `${JSON.stringify(entry)}\n` : prettyLine
  return pino(
    {
      level: settings.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    {
      // pino has serialized the entry (errors included); it is read back to be scrubbed as a whole.
      write(line: string) {
        let entry: Fields
        try {
          entry = JSON.parse(line) as Fields
        } catch {
          entry = { level: 'error', msg: 'unreadable log entry left out' }
        }
        sink(render(scrubEntry(entry)))
      },
    },
  )
}

// Until main.ts has read its configuration, lenient defaults from the environment, so that a
// configuration error is itself logged in the expected format.
const env = process.env
let root = createRoot(
  {
    level: LOG_LEVELS.find((level) => level === env.LOG_LEVEL) ?? 'info',
    format: LOG_FORMATS.find((format) => format === env.LOG_FORMAT) ?? defaultLogFormat(env.NODE_ENV),
  },
  stdout,
)
let children = new Map<string, Logger>()

/** Replaces the process's logger; returns a function that puts the previous one back. */
export function configureLogging(settings: LogSettings, sink: LogSink = stdout): () => void {
  const previous = root
  root = createRoot(settings, sink)
  children = new Map()
  return () => {
    root = previous
    children = new Map()
  }
}

/** A logger whose entries say `component`; it follows later configureLogging calls. */
export function logger(component: string): Log {
  const current = () => {
    let child = children.get(component)
    if (!child) children.set(component, (child = root.child({ component })))
    return child
  }
  const at =
    (level: keyof Log): LogFn =>
    (first: string | Fields, msg?: string) =>
      typeof first === 'string' ? current()[level](first) : current()[level](first, msg)
  return { fatal: at('fatal'), error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug'), trace: at('trace') }
}
