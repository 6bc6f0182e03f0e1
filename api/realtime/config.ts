// Realtime server configuration, read once from the environment and validated with zod. A bad
// value stops start-up with one list of every problem (ConfigError, as the API does); server/start.ts
// runs this check before it starts anything.
import { z } from 'zod'
import type { TrustProxy } from '../../contract/client-ip'
import { listenPortField, trustProxyField, listenHost } from '../../contract/config-fields'
import { ConfigError, logEnvShape, logSettingsFrom } from '../config'
import type { LogSettings } from '../log/logger'
import { DEVELOPMENT_APP } from './development-app'
import { DEFAULT_LIMITS, type RealtimeLimits } from './limits'

export { DEVELOPMENT_APP }

const optional = z.string().trim().min(1).optional()
const count = (def: number) => z.coerce.number().int().min(1).default(def)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  REALTIME_PORT: listenPortField().default(6001),
  /** Default: loopback outside production, so a development server is not on the network. */
  REALTIME_HOST: optional,
  PUSHER_APP_ID: optional,
  PUSHER_APP_KEY: optional,
  PUSHER_APP_SECRET: optional,
  /** Whose X-Forwarded-For hops to believe for the per-address quota: `none`, `loopback` or CIDR ranges. */
  REALTIME_TRUST_PROXY: trustProxyField(
    () => 'must be none, loopback or a comma-separated list of CIDR ranges of the proxies in front of the realtime server',
  ),
  REALTIME_MAX_CONNECTIONS: count(DEFAULT_LIMITS.maxConnections),
  REALTIME_MAX_CONNECTIONS_PER_IP: count(DEFAULT_LIMITS.maxConnectionsPerIp),
  REALTIME_MAX_CHANNELS_PER_CONNECTION: count(DEFAULT_LIMITS.maxChannelsPerConnection),
  REALTIME_SUBSCRIBE_RATE: count(DEFAULT_LIMITS.subscribeRate.count),
  REALTIME_SUBSCRIBE_WINDOW_SEC: count(DEFAULT_LIMITS.subscribeRate.windowMs / 1000),
  REALTIME_CLIENT_EVENT_RATE: count(DEFAULT_LIMITS.clientEventRate.count),
  REALTIME_CLIENT_EVENT_WINDOW_SEC: count(DEFAULT_LIMITS.clientEventRate.windowMs / 1000),
  REALTIME_MAX_MESSAGE_BYTES: count(DEFAULT_LIMITS.maxMessageBytes),
  REALTIME_MAX_EVENT_BYTES: count(DEFAULT_LIMITS.maxEventBytes),
  REALTIME_MAX_REQUEST_BYTES: count(DEFAULT_LIMITS.maxRequestBytes),
  ...logEnvShape,
})

export interface RealtimeConfig {
  env: 'development' | 'production' | 'test'
  isProduction: boolean
  port: number
  host: string
  app: { id: string; key: string; secret: string }
  trustProxy: TrustProxy
  limits: RealtimeLimits
  log: LogSettings
}

/** Parses an environment (process.env or a test's record); throws ConfigError listing every problem. */
export function loadRealtimeConfig(env: Record<string, string | undefined>): RealtimeConfig {
  // Empty variables mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(cleaned)
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)
  const isProduction = cleaned.NODE_ENV === 'production'

  // Judged on the raw values so a malformed limit and a missing secret are reported together.
  const credential = (name: 'PUSHER_APP_ID' | 'PUSHER_APP_KEY' | 'PUSHER_APP_SECRET', devDefault: string): string => {
    const value = cleaned[name]?.trim() || undefined
    // The built-in development values are public; in production they count as missing.
    if (value && !(isProduction && value === devDefault)) return value
    if (isProduction) problems.push(`${name}: must be set in production${value ? ' (not the development default)' : ''}`)
    return devDefault
  }
  const app = {
    id: credential('PUSHER_APP_ID', DEVELOPMENT_APP.id),
    key: credential('PUSHER_APP_KEY', DEVELOPMENT_APP.key),
    secret: credential('PUSHER_APP_SECRET', DEVELOPMENT_APP.secret),
  }
  // pusher-js resubscribes every channel at once after a reconnect; a smaller rate would refuse some.
  if (parsed.success && parsed.data.REALTIME_SUBSCRIBE_RATE < parsed.data.REALTIME_MAX_CHANNELS_PER_CONNECTION) {
    problems.push(
      'REALTIME_SUBSCRIBE_RATE: must be at least REALTIME_MAX_CHANNELS_PER_CONNECTION (a reconnecting client resubscribes all at once)',
    )
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems)

  const e = parsed.data
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.REALTIME_PORT,
    host: listenHost(e.REALTIME_HOST, isProduction),
    app,
    trustProxy: e.REALTIME_TRUST_PROXY,
    limits: {
      maxConnections: e.REALTIME_MAX_CONNECTIONS,
      maxConnectionsPerIp: e.REALTIME_MAX_CONNECTIONS_PER_IP,
      maxChannelsPerConnection: e.REALTIME_MAX_CHANNELS_PER_CONNECTION,
      subscribeRate: { count: e.REALTIME_SUBSCRIBE_RATE, windowMs: e.REALTIME_SUBSCRIBE_WINDOW_SEC * 1000 },
      clientEventRate: { count: e.REALTIME_CLIENT_EVENT_RATE, windowMs: e.REALTIME_CLIENT_EVENT_WINDOW_SEC * 1000 },
      maxMessageBytes: e.REALTIME_MAX_MESSAGE_BYTES,
      maxEventBytes: e.REALTIME_MAX_EVENT_BYTES,
      maxRequestBytes: e.REALTIME_MAX_REQUEST_BYTES,
    },
    log: logSettingsFrom(e),
  }
}
