// Runs the realtime server as its own process: `node --import tsx api/realtime/main.ts`.
// Configuration comes from the environment (config.ts); a bad value exits 1 with the whole list.
// The API (or anything else holding the app secret) publishes to it over Pusher's HTTP API.
import { ConfigError } from '../config'
import { configureLogging, logger } from '../log/logger'
import { loadRealtimeConfig, type RealtimeConfig } from './config'
import { createRealtimeServer } from './server'

const log = logger('realtime')

function readConfig(): RealtimeConfig {
  try {
    return loadRealtimeConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      log.fatal(error.message)
      process.exit(1)
    }
    throw error
  }
}

async function main(): Promise<void> {
  const config = readConfig()
  configureLogging(config.log)
  const server = await createRealtimeServer({
    port: config.port,
    host: config.host,
    app: config.app,
    limits: config.limits,
    trustProxy: config.trustProxy,
  }).catch((error: unknown) => {
    // A taken port is an operator's problem, not a crash: one line, and the supervisor retries.
    log.fatal(`cannot listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })

  // IPv6 hosts need brackets in a URL.
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  log.info(`Pusher protocol on ws://${host}:${server.port}/app/${config.app.key}`)
  log.info(`Pusher HTTP API on http://${host}:${server.port}/apps/${config.app.id}`)

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info(`${signal}: shutting down`)
    await server.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

await main()
