// The site: one worker process per core (`SITE_WORKERS`), sharing one port through node:cluster
// (server/worker.ts is a worker). This primary supervises them and serves their metrics: a worker
// that dies is started again (with backoff when it keeps dying), and every worker's figures are
// gathered over the cluster's channel for METRICS_PORT. A stop drains every worker — SIGTERM or
// SIGINT reach each one, which says it is not ready (SIGTERM: for SHUTDOWN_DELAY_MS), then finishes
// its requests in flight; a worker still running after that is killed. A second signal, a second
// or more after the first, kills them all at once. The primary also stops when the process that
// started it disappears.
import cluster, { type Worker } from 'node:cluster'
import type { Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseConfig } from '../app/shared/site/config.server'
import { parseServerConfig } from './config'
import { Backoff, DRAIN_MS, onStopSignals } from './lifecycle'
import { configureLog, logger } from './log'
import { primaryMetrics, serveMetrics } from './metrics'

const config = parseConfig(process.env)
const serverConfig = parseServerConfig(process.env)
configureLog(serverConfig.log)
const log = logger('site')

/** A worker that dies sooner than this after starting is restarted after a growing delay. */
const backoff = new Backoff({ minMs: 500, maxMs: 30_000, stableAfterMs: 10_000 })
/** Workers get the delay, their drain and a moment more; the supervisor allows the site a second beyond. */
const killAfterMs = serverConfig.shutdownDelayMs + DRAIN_MS + 300

cluster.setupPrimary({
  // Built, the worker is worker.mjs beside this file; from the sources (tests), worker.ts under tsx.
  exec: fileURLToPath(new URL(import.meta.url.endsWith('.mjs') ? './worker.mjs' : './worker.ts', import.meta.url)),
  // Node's own warnings are written by the log (server/log.ts), as JSON in production.
  execArgv: [...process.execArgv, '--no-warnings'],
})

const metrics = primaryMetrics()
let metricsServer: Server | null = null
let stoppingAt = 0
const startedAt = new Map<Worker, number>()

function fork(): void {
  const worker = cluster.fork()
  startedAt.set(worker, Date.now())
}

cluster.on('exit', (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker) ?? 0)
  startedAt.delete(worker)
  if (stoppingAt) {
    if (startedAt.size === 0) {
      log.info('every worker has stopped')
      metricsServer?.close()
      process.exit(0)
    }
    return
  }
  const delayMs = backoff.next(lived)
  metrics.restarted()
  log.warn(
    { worker: worker.process.pid, exit: signal ?? code, delayMs },
    `worker ${worker.process.pid} exited (${signal ?? code}); starting another`,
  )
  setTimeout(() => {
    if (!stoppingAt) fork()
  }, delayMs)
})

function stop(reason: string): void {
  stoppingAt = Date.now()
  log.info(`stopping (${reason}): draining ${startedAt.size} worker(s)`)
  if (startedAt.size === 0) process.exit(0)
  // Each worker hears the signal the primary heard: SIGINT skips the readiness delay.
  const signal = reason === 'SIGINT' ? 'SIGINT' : 'SIGTERM'
  for (const worker of startedAt.keys()) worker.process.kill(signal)
  setTimeout(() => {
    log.error('workers still running after the drain: killed')
    for (const worker of startedAt.keys()) worker.process.kill('SIGKILL')
    process.exit(1)
  }, killAfterMs).unref()
}

onStopSignals({
  stop,
  force: (signal) => {
    log.warn(`${signal} while stopping: killing every worker`)
    for (const worker of startedAt.keys()) worker.process.kill('SIGKILL')
    process.exit(1)
  },
})
process.on('warning', (warning) => log.warn({ err: warning }, warning.message))

log.info(`starting ${config.workers} worker(s)`)
for (let i = 0; i < config.workers; i++) fork()

if (serverConfig.metrics) {
  const where = serverConfig.metrics
  serveMetrics(metrics, where, (error) => log.error({ err: error }, 'metrics could not be gathered')).then(
    (server) => {
      metricsServer = server
      log.info({ ...where }, `metrics on http://${where.host}:${where.port}/metrics`)
    },
    (error: unknown) => log.error({ err: error, ...where }, 'the metrics endpoint could not listen: running without it'),
  )
}
