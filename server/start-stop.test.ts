// `npm start` stops cleanly: the real product on free ports with its own data directory, stopped
// the way systemd or a container runtime stops it (SIGTERM to the npm process), and abandoned the
// way a closed terminal or a killed parent abandons it (SIGKILL to the npm process). Within 10 s
// every process of the tree has gone, every port is free and the database was closed cleanly.
import Database from 'better-sqlite3'
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createServer, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Starting may include a production build when the build is older than its sources. */
const READY_WITHIN_MS = 180_000
const STOPPED_WITHIN_MS = 10_000

interface Proc {
  pid: number
  /** Start time in clock ticks since boot: tells a process from a later one with the same pid. */
  startedAt: string
  command: string
}

function stat(pid: number): { ppid: number; state: string; startedAt: string } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // pid (comm) state ppid … ; comm may hold spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { state: fields[0]!, ppid: Number(fields[1]), startedAt: fields[19]! }
  } catch {
    return null
  }
}

/** `pid` and every process below it. */
function tree(pid: number): Proc[] {
  const byParent = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const info = stat(Number(entry))
    if (info) byParent.set(info.ppid, [...(byParent.get(info.ppid) ?? []), Number(entry)])
  }
  const found: Proc[] = []
  const visit = (p: number) => {
    const info = stat(p)
    if (!info) return
    let command = ''
    try {
      command = readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ')
    } catch {
      // gone meanwhile
    }
    found.push({ pid: p, startedAt: info.startedAt, command })
    for (const child of byParent.get(p) ?? []) visit(child)
  }
  visit(pid)
  return found
}

const running = (proc: Proc): boolean => {
  const info = stat(proc.pid)
  return info !== null && info.startedAt === proc.startedAt && info.state !== 'Z'
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { headers: { Cookie: 'i18n_redirected=en' }, signal: AbortSignal.timeout(3000) })).status === 200
  } catch {
    return false
  }
}

/** Whether the API has written a demonstration claim yet (the stop must meet it writing). */
async function hasClaims(apiPort: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://localhost:${apiPort}/api/claims?limit=1`, { signal: AbortSignal.timeout(3000) })
    return answer.ok && ((await answer.json()) as { data: unknown[] }).data.length > 0
  } catch {
    return false
  }
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: () => string): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what()} not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

interface Product {
  /** The npm process, or the terminal (`script`) that runs it. */
  npm: ChildProcess
  ports: { site: number; api: number; realtime: number; metrics: number; apiMetrics: number }
  dataDir: string
  output: () => string
  exited: Promise<number | null>
  /** The processes seen so far, for the clean-up after a failed test. */
  seen: Proc[]
}

const started: Product[] = []

/** Starts `npm start`, or `npm start` in a terminal of its own (util-linux `script` holds the pty). */
async function startProduct(how: 'npm' | 'terminal' = 'npm'): Promise<Product> {
  const ports = {
    site: await freePort(),
    api: await freePort(),
    realtime: await freePort(),
    metrics: await freePort(),
    apiMetrics: await freePort(),
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pollwise-stop-'))
  // As an operator runs it: nothing of Vitest's environment, NODE_ENV left to `npm start`.
  const env = { ...process.env }
  for (const name of Object.keys(env)) if (/^(CI|TEST|VITEST.*|NODE_ENV)$/.test(name)) delete env[name]
  let output = ''
  const [command, args] = how === 'npm' ? ['npm', ['start']] : ['script', ['-qfec', 'npm start', '/dev/null']]
  const npm = spawn(command, args, {
    cwd: root,
    env: {
      ...env,
      PORT: String(ports.site),
      API_PORT: String(ports.api),
      REALTIME_PORT: String(ports.realtime),
      METRICS_PORT: String(ports.metrics),
      API_METRICS_PORT: String(ports.apiMetrics),
      DATA_DIR: dataDir,
      // A claim written every 100 ms: the API is writing while it is stopped.
      DEMO_CLAIMS_INTERVAL_MS: '100',
      // More than one site worker, whatever this machine's cores: a stop must drain each.
      SITE_WORKERS: '2',
    },
    // The terminal's input stays open until the terminal is closed.
    stdio: [how === 'npm' ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  })
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)))
  const product: Product = { npm, ports, dataDir, output: () => output, exited, seen: [] }
  started.push(product)
  await until(
    async () =>
      (await answers(`http://localhost:${ports.site}/robots.txt`)) &&
      (await answers(`http://localhost:${ports.api}/health`)) &&
      (await answers(`http://127.0.0.1:${ports.realtime}/health`)) &&
      (await hasClaims(ports.api)),
    READY_WITHIN_MS,
    () => `the site, the API and realtime answering, and a first claim written; output so far:\n${output}`,
  )
  return product
}

/** Every process of the product: npm, the supervisor, the three parts and their own children. */
function processesOf(product: Product): Proc[] {
  const procs = tree(product.npm.pid!)
  product.seen.push(...procs)
  const commands = procs.map((p) => p.command).join('\n')
  // Every part runs from the build, as plain JavaScript: no TypeScript is compiled at run time.
  for (const part of ['start', 'primary', 'api', 'realtime']) expect(commands).toContain(`.output/pollwise/${part}.mjs`)
  expect(commands).not.toMatch(/tsx|esbuild/)
  expect(siteWorkers(procs)).toHaveLength(2)
  return procs
}

const siteWorkers = (procs: Proc[]): Proc[] => procs.filter((p) => p.command.includes('.output/pollwise/worker.mjs'))

/**
 * The output as `[component] message` lines. In production every line the site writes (the start,
 * the primary, its workers, the app inside them) is one JSON object: anything else fails here.
 * The reference API and the realtime server run in development mode under `npm start` (their
 * readable lines start with a time) and npm writes its script's banner (`> …`).
 */
function siteLog(output: string): string {
  const lines: string[] = []
  // A build before the start (the sources changed) writes Vite's own lines: not the site's log.
  const started = output.indexOf('{"level":')
  for (const line of output.slice(Math.max(0, started)).split('\n')) {
    if (!line.trim() || line.startsWith('> ') || /^\d\d:\d\d:\d\d\.\d{3} [A-Z]+ +\[(?!site|supervisor|app)/.test(line)) continue
    let entry: { component?: unknown; msg?: unknown; level?: unknown; time?: unknown }
    try {
      entry = JSON.parse(line) as typeof entry
    } catch {
      throw new Error(`a line of the site's log is not JSON: ${line.slice(0, 300)}`)
    }
    expect(typeof entry.time, line).toBe('string')
    expect(typeof entry.level, line).toBe('string')
    lines.push(`[${String(entry.component)}] ${String(entry.msg)}`)
  }
  return lines.join('\n')
}

/**
 * Requests that some worker is busy with, whichever the cluster hands them to: each has sent its
 * headers and half its body; `finish()` sends the rest. Each `done` resolves to the status of the
 * answer (a refusal of the unknown call is fine), and rejects if the connection is cut instead.
 */
async function requestsInFlight(port: number, count: number): Promise<{ done: Promise<number>[]; finish: () => void }> {
  const body = JSON.stringify({ data: { unknown: true } })
  const requests = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<{ done: Promise<number>; finish: () => void }>((started, reject) => {
          const req = request({
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: `/_serverFn/${'0'.repeat(64)}`,
            headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Connection: 'close' },
          })
          const done = new Promise<number>((resolve, failed) => {
            req.once('response', (res) => {
              res.resume()
              res.once('end', () => resolve(res.statusCode ?? 0))
              res.once('error', failed)
            })
            req.once('error', failed)
          })
          done.catch(() => {})
          req.once('error', reject)
          req.write(body.slice(0, 10), () => started({ done, finish: () => req.end(body.slice(10)) }))
        }),
    ),
  )
  return { done: requests.map((r) => r.done), finish: () => requests.forEach((r) => r.finish()) }
}

async function expectAllGone(product: Product, procs: Proc[], since: number): Promise<number> {
  await until(
    () => procs.every((p) => !running(p)),
    STOPPED_WITHIN_MS,
    () =>
      `every process gone (left: ${procs
        .filter(running)
        .map((p) => `${p.pid} ${p.command.slice(-80)}`)
        .join('; ')}); output:\n${product.output()}`,
  )
  const took = Date.now() - since
  for (const port of Object.values(product.ports)) expect(await listening(port), `port ${port}`).toBe(false)
  return took
}

/** The API closed SQLite: the WAL was checkpointed into the database and removed, and the claims are there. */
function expectDatabaseClosedCleanly(product: Product): void {
  const file = join(product.dataDir, 'api.sqlite')
  expect(existsSync(`${file}-wal`), 'api.sqlite-wal left behind').toBe(false)
  const db = new Database(file, { readonly: true })
  try {
    const { count } = db.prepare('SELECT count(*) AS count FROM claims').get() as { count: number }
    expect(count).toBeGreaterThan(0)
  } finally {
    db.close()
  }
}

/** The supervisor stopped the parts in order: site, API, realtime, each after the previous had gone. */
function expectStopOrder(output: string): void {
  const at = (line: string) => {
    const index = output.indexOf(line)
    expect(index, `"${line}" in the output:\n${output}`).toBeGreaterThanOrEqual(0)
    return index
  }
  const order = [
    at('[supervisor] stopping site'),
    at('[supervisor] site stopped'),
    at('[supervisor] stopping api'),
    at('[supervisor] api stopped'),
    at('[supervisor] stopping realtime'),
    at('[supervisor] realtime stopped'),
  ]
  expect([...order].sort((a, b) => a - b)).toEqual(order)
  expect(output).not.toMatch(/did not stop within/)
}

afterEach(async () => {
  // A failed test leaves nothing running: kill what is left of its tree.
  for (const product of started.splice(0)) {
    for (const proc of [...product.seen, ...tree(product.npm.pid!)]) if (running(proc)) process.kill(proc.pid, 'SIGKILL')
    product.npm.stdout?.destroy()
    product.npm.stderr?.destroy()
    rmSync(product.dataDir, { recursive: true, force: true })
  }
})

// The whole product: without api/ (`npm run check:site-alone`) there is no API to stop.
describe.skipIf(!existsSync(join(root, 'api/main.ts')))('npm start stops cleanly', () => {
  it(
    'on SIGTERM to the npm process: every site worker drains, then the API, then realtime; all gone within 10 s, exit 0',
    async () => {
      const product = await startProduct()
      const procs = processesOf(product)
      // The metrics of both workers, gathered by the primary, on their own port.
      const site = `http://localhost:${product.ports.site}`
      await fetch(`${site}/robots.txt`)
      const metrics = await (await fetch(`http://127.0.0.1:${product.ports.metrics}/metrics`)).text()
      expect(metrics).toMatch(/^pollwise_site_workers 2$/m)
      expect(metrics).toMatch(/^pollwise_http_requests_total\{route_class="asset",status="200"\} [1-9]/m)
      expect(metrics).toMatch(/^pollwise_render_cache_max_bytes \d+/m)
      expect(metrics).toMatch(/^pollwise_http_request_duration_seconds_bucket\{le="0.005",route_class="asset"\}/m)
      const requests = await requestsInFlight(product.ports.site, 6)
      // The workers have accepted them before the site is told to stop; the bodies end during the stop.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const signalled = Date.now()
      product.npm.kill('SIGTERM')
      setTimeout(requests.finish, 300)
      // Not ready from the moment the stop begins, while alive and still accepting: a load balancer
      // takes it out of rotation before the listener closes (SHUTDOWN_DELAY_MS, 2 s by default).
      await until(
        async () => (await fetch(`${site}/readyz`, { headers: { Connection: 'close' } })).status === 503,
        1_500,
        () => '/readyz answering 503',
      )
      expect((await fetch(`${site}/healthz`, { headers: { Connection: 'close' } })).status).toBe(200)
      expect(await listening(product.ports.site)).toBe(true)
      const took = await expectAllGone(product, procs, signalled)
      console.log(`npm start stopped on SIGTERM in ${took} ms (${procs.length} processes)`)
      expect(await product.exited).toBe(0)
      // Each was answered (the unknown call is refused), none cut.
      for (const status of await Promise.all(requests.done)) expect(status).toBeGreaterThanOrEqual(400)
      const log = siteLog(product.output())
      for (const worker of siteWorkers(procs)) expect(log).toContain(`[site] worker ${worker.pid} stopping (SIGTERM)`)
      expect(log).toContain('[site] every worker has stopped')
      expectStopOrder(log)
      expectDatabaseClosedCleanly(product)
    },
    READY_WITHIN_MS + 30_000,
  )

  it(
    'a site worker that dies is replaced; when the npm process is killed, the supervisor stops everything the same way',
    async () => {
      const product = await startProduct()
      const first = processesOf(product)
      const [dead] = siteWorkers(first)
      process.kill(dead!.pid, 'SIGKILL')
      await until(
        () => {
          const workers = siteWorkers(tree(product.npm.pid!))
          return workers.length === 2 && !workers.some((w) => w.pid === dead!.pid)
        },
        15_000,
        () => `a new site worker in place of ${dead!.pid}; output:\n${product.output()}`,
      )
      // The other worker kept serving, and the new one joins it.
      await until(
        () => answers(`http://localhost:${product.ports.site}/robots.txt`),
        10_000,
        () => 'the site answering',
      )
      const procs = processesOf(product)
      const killed = Date.now()
      product.npm.kill('SIGKILL')
      const took = await expectAllGone(product, procs, killed)
      console.log(`npm start stopped after its npm process was killed in ${took} ms (${procs.length} processes)`)
      expectStopOrder(siteLog(product.output()))
      expectDatabaseClosedCleanly(product)
    },
    READY_WITHIN_MS + 30_000,
  )

  it.skipIf(process.platform !== 'linux' || !existsSync('/usr/bin/script'))(
    'when its terminal is closed: everything stops, nothing crashes on the dead terminal',
    async () => {
      const product = await startProduct('terminal')
      const procs = processesOf(product)
      const closed = Date.now()
      // `script` holds the pty's master side: killing it is the terminal window closing (SIGHUP).
      product.npm.kill('SIGKILL')
      const took = await expectAllGone(product, procs, closed)
      console.log(`npm start stopped after its terminal was closed in ${took} ms (${procs.length} processes)`)
      expectDatabaseClosedCleanly(product)
    },
    READY_WITHIN_MS + 30_000,
  )
})
