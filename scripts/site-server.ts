// The site: one worker process per core (`SITE_WORKERS`), sharing one port through node:cluster
// (scripts/site-worker.ts is a worker). This primary only supervises: a worker that dies is
// started again (with backoff when it keeps dying), SIGUSR2 is passed on (each worker prints its
// render cache's figures), and a stop drains every worker — SIGTERM or SIGINT reach each one, which
// finishes its requests in flight; a worker still running after DRAIN_MS is killed. A second signal,
// a second or more after the first, kills them all at once. The primary also stops when the
// process that started it disappears.
import cluster, { type Worker } from 'node:cluster'
import { fileURLToPath } from 'node:url'
import { parseConfig } from '../app/shared/site/config.server.ts'

/** The workers drain within 4.5 s; the supervisor allows the site 5 s. */
const DRAIN_MS = 4_800
/** One Ctrl-C reaches both npm and this process: two signals, milliseconds apart, are one stop. */
const FORCE_AFTER_MS = 1_000
/** A worker that dies sooner than this after starting is restarted after a growing delay. */
const HEALTHY_AFTER_MS = 10_000
const MAX_BACKOFF_MS = 30_000

const config = parseConfig(process.env)
const log = (line: string) => console.log(`[site] ${line}`)

cluster.setupPrimary({ exec: fileURLToPath(new URL('./site-worker.ts', import.meta.url)), execArgv: ['--import', 'tsx'] })

let stoppingAt = 0
const startedAt = new Map<Worker, number>()
let backoffMs = 0

function fork(): void {
  const worker = cluster.fork()
  startedAt.set(worker, Date.now())
}

cluster.on('exit', (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker) ?? 0)
  startedAt.delete(worker)
  if (stoppingAt) {
    if (startedAt.size === 0) {
      log('every worker has stopped')
      process.exit(0)
    }
    return
  }
  backoffMs = lived < HEALTHY_AFTER_MS ? Math.min(MAX_BACKOFF_MS, Math.max(500, backoffMs * 2)) : 0
  log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another${backoffMs ? ` in ${backoffMs} ms` : ''}`)
  setTimeout(() => {
    if (!stoppingAt) fork()
  }, backoffMs)
})

function stop(reason: string, insist: boolean): void {
  if (stoppingAt) {
    if (!insist || Date.now() - stoppingAt < FORCE_AFTER_MS) return
    log(`${reason} while stopping: killing every worker`)
    for (const worker of startedAt.keys()) worker.process.kill('SIGKILL')
    process.exit(1)
  }
  stoppingAt = Date.now()
  log(`stopping (${reason}): draining ${startedAt.size} worker(s)`)
  if (startedAt.size === 0) process.exit(0)
  for (const worker of startedAt.keys()) worker.process.kill('SIGTERM')
  setTimeout(() => {
    log('workers still running after the drain: killed')
    for (const worker of startedAt.keys()) worker.process.kill('SIGKILL')
    process.exit(1)
  }, DRAIN_MS).unref()
}

process.on('SIGTERM', () => stop('SIGTERM', true))
process.on('SIGINT', () => stop('SIGINT', true))
process.on('SIGUSR2', () => {
  for (const worker of startedAt.keys()) worker.process.kill('SIGUSR2')
})
// Orphaned (the supervisor or shell was killed): the process is re-parented, so stop too.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) stop('parent process gone', false)
}, 1_000).unref()

log(`starting ${config.workers} worker(s)`)
for (let i = 0; i < config.workers; i++) fork()
