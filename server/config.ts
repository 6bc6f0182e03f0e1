// The site server's own settings: where it listens, how it logs, where its metrics are scraped
// and how long a stop waits for a load balancer. The app's settings (origins, locales, the render
// cache's size…) are app/shared/site/config.server.ts; both are checked before anything starts.
import { z } from 'zod'
import { listenHost, listenPortField } from '../contract/config-fields'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
export const LOG_FORMATS = ['json', 'pretty'] as const
export type LogFormat = (typeof LOG_FORMATS)[number]

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  /** The address the site listens on: every interface in production, loopback otherwise. */
  SITE_HOST: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** One JSON object per line (production's default) or one readable line (development's). */
  LOG_FORMAT: z.enum(LOG_FORMATS).optional(),
  /** Prometheus metrics of every site worker; 0 turns the endpoint off. */
  METRICS_PORT: listenPortField().default(9464),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * On SIGTERM the site answers /readyz with 503 for this long before it stops accepting, so that
   * a load balancer takes it out of rotation first. A Ctrl-C (SIGINT) does not wait.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
})

export type ServerConfig = ReturnType<typeof toServerConfig>

function toServerConfig(env: z.infer<typeof envSchema>) {
  const production = env.NODE_ENV === 'production'
  return {
    listenHost: listenHost(env.SITE_HOST, production),
    log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT ?? (production ? 'json' : 'pretty') } as { level: LogLevel; format: LogFormat },
    metrics: env.METRICS_PORT === 0 ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
  }
}

export class ServerConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  }
}

/** Parses an environment; throws a ServerConfigError listing every bad variable. */
export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    throw new ServerConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`))
  }
  return toServerConfig(result.data)
}
