// Runs the reference API: `node --import tsx api/main.ts`. Configuration comes from the
// environment (see config.ts); a bad value exits with a list. The realtime server is its own
// process (api/realtime/main.ts); the API publishes to it, or to any Pusher-compatible service,
// over Pusher's HTTP API.
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { join } from 'node:path'
import type { Registry } from 'prom-client'
import { createApi } from './app'
import { createClaimService, startDemoClaims } from './claims'
import { ConfigError, loadConfig, type Config } from './config'
import { openDatabase } from './db/database'
import { configureLogging, logger } from './log/logger'
import { configuredMailer } from './mail/mailer'
import { createApiMetrics, serveMetrics, type MetricsServer } from './metrics'
import { publisherFor } from './realtime/publisher'

const log = logger('api')

/** How long requests in flight may take to finish on SIGTERM; within the 3 s `npm start` gives the API. */
const SHUTDOWN_GRACE_MS = 2000
/**
 * Until when, from the signal, sends already under way may finish; within those 3 s too. What is
 * still unsent then stays in the outbox and is delivered after the next start.
 */
const MAIL_GRACE_MS = 2600

function readConfig(): Config {
  try {
    return loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      log.fatal(error.message)
      process.exit(1)
    }
    throw error
  }
}

async function main() {
  const config = readConfig()
  configureLogging(config.log)
  const db = openDatabase(join(config.dataDir, 'api.sqlite'), { campaignParams: config.campaignParams })
  const publisher = publisherFor(config)
  const mailer = configuredMailer(config.smtpUrl)
  const metrics = createApiMetrics()
  const api = createApi({ db, clock: () => new Date(), mailer, config, broadcaster: publisher, metrics })
  const metricsServer = await startMetrics(config, metrics)

  const server = serve({ fetch: api.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    log.info(`reference API on http://localhost:${info.port} (public URL ${config.apiPublicUrl})`)
    const { scheme, host, port } = config.pusherApi
    log.info(`publishing realtime events to ${scheme}://${host}:${port}/apps/${config.pusher.appId}`)
    log.info(`member app on ${config.appUrl}`)
    if (!config.isProduction) log.info(`development mailbox on ${config.apiPublicUrl}/dev/mail`)
    if (config.passkeys) log.info(`passkeys for ${config.passkeys.id} (${config.passkeys.origins.join(', ')})`)
    else log.warn('passkeys are off: SITE_URL and SITE_URL_AU share no domain a passkey can belong to (set PASSKEY_RP_ID)')
    if (config.demoClaimsIntervalMs > 0) log.info(`demonstration claims every ${config.demoClaimsIntervalMs} ms`)
  })
  // Demonstration claims go through the same store and broadcast as real ones.
  const stopDemo = startDemoClaims(
    createClaimService(db, () => new Date(), publisher),
    config.demoClaimsIntervalMs,
  )

  // Stops accepting and stops the outbox's delivery loop, finishes the requests in flight (cutting
  // the connections still open after SHUTDOWN_GRACE_MS), lets the sends under way reach the mail
  // server (until MAIL_GRACE_MS: a link asked for just before a deploy arrives now, not after the
  // restart), then closes SQLite, which checkpoints the WAL into api.sqlite. Mail not delivered
  // by then is in the outbox, which the next start takes up (docs/decisions/111).
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    const signalledAt = Date.now()
    log.info(`${signal}: shutting down`)
    stopDemo()
    api.stopMailDelivery()
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    const grace = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    await closed
    clearTimeout(grace)
    // The process exits right after, so the losing timer needs no clearing.
    const mailDone = await Promise.race([
      api.mailSettled().then(() => true),
      sleep(Math.max(0, signalledAt + MAIL_GRACE_MS - Date.now()), false),
    ])
    if (!mailDone) log.warn('mail still being sent at shutdown stays in the outbox and is delivered after the next start')
    await metricsServer?.close()
    db.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

/**
 * The metrics port (API_METRICS_PORT), unless it is off. A port taken by something else costs the
 * figures, not the API: the error says so and the API serves on.
 */
async function startMetrics(config: Config, registry: Registry): Promise<MetricsServer | null> {
  if (!config.metrics) return null
  const { host, port } = config.metrics
  try {
    const server = await serveMetrics(registry, { host, port })
    log.info(`metrics on http://${host}:${server.port}/metrics`)
    return server
  } catch (error) {
    log.error(
      { reason: error instanceof Error ? error.message : String(error) },
      `cannot serve metrics on ${host}:${port}; running without them`,
    )
    return null
  }
}

await main()
