// Runs the reference API: `node --import tsx api/main.ts`. Configuration comes from the
// environment (see config.ts); a bad value exits with a list. The realtime server is its own
// process (api/realtime/main.ts); the API publishes to it, or to any Pusher-compatible service,
// over Pusher's HTTP API.
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { join } from 'node:path'
import { createApi } from './app'
import { createClaimService, startDemoClaims } from './claims'
import { ConfigError, loadConfig, type Config } from './config'
import { openDatabase } from './db/database'
import { configureLogging, logger } from './log/logger'
import { configuredMailer } from './mail/mailer'
import { publisherFor } from './realtime/publisher'

const log = logger('api')

/** How long requests in flight may take to finish on SIGTERM; within the 3 s `npm start` gives the API. */
const SHUTDOWN_GRACE_MS = 2000
/** Until when, from the signal, mail already begun may still be delivered; within those 3 s too. */
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
  const api = createApi({ db, clock: () => new Date(), mailer, config, broadcaster: publisher })

  const server = serve({ fetch: api.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    log.info(`reference API on http://localhost:${info.port} (public URL ${config.apiPublicUrl})`)
    const { scheme, host, port } = config.pusherApi
    log.info(`publishing realtime events to ${scheme}://${host}:${port}/apps/${config.pusher.appId}`)
    log.info(`member app on ${config.appUrl}`)
    if (!config.isProduction) log.info(`development mailbox on ${config.apiPublicUrl}/dev/mail`)
    if (config.demoClaimsIntervalMs > 0) log.info(`demonstration claims every ${config.demoClaimsIntervalMs} ms`)
  })
  // Demonstration claims go through the same store and broadcast as real ones.
  const stopDemo = startDemoClaims(
    createClaimService(db, () => new Date(), publisher),
    config.demoClaimsIntervalMs,
  )

  // Stops accepting, finishes the requests in flight (cutting the connections still open after
  // SHUTDOWN_GRACE_MS), lets the mail they began reach the mail server (until MAIL_GRACE_MS: a
  // link asked for just before a deploy still arrives), then closes SQLite, which checkpoints the
  // WAL into api.sqlite. Mail still under way after that stays in the outbox, unsent, and is logged.
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    const signalledAt = Date.now()
    log.info(`${signal}: shutting down`)
    stopDemo()
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
    if (!mailDone) log.warn('mail still being sent at shutdown stays unsent in the outbox')
    db.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

await main()
