// Throughput for `npm run bench` (scripts/bench.ts): autocannon in a process of its own against an
// SSR page, then against a static file of the same bytes served by another process
// (scripts/bench-static.ts), so that neither the load nor the baseline shares a process with what
// it measures.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { BROWSER_HEADERS, type Product } from './bench-product.ts'
import { type LoadResult, loadResult } from './bench-report.ts'

const AUTOCANNON = join(process.cwd(), 'node_modules/autocannon/autocannon.js')
export const WARMUP_SECONDS = 2

export interface LoadCase {
  path: string
  connections: number
}

export interface LoadComparison extends LoadCase {
  /** The page as it travelled: its size and Content-Encoding. */
  bytes: number
  encoding: string
  ssr: LoadResult
  static: LoadResult
  ratio: number
}

const TASKSET = '/usr/bin/taskset'

/** The command and arguments that run `args` under Node, on `cpus` only when given (a taskset list, e.g. "0"). */
function nodeCommand(args: string[], cpus?: string): [string, string[]] {
  return cpus ? [TASKSET, ['-c', cpus, process.execPath, ...args]] : [process.execPath, args]
}

/** One autocannon run of `seconds` with the browser's headers; the result read from its `--json` output. */
export function autocannon(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const headers = Object.entries(BROWSER_HEADERS).flatMap(([name, value]) => ['-H', `${name}=${value}`])
  const child = spawn(
    process.execPath,
    [AUTOCANNON, '--json', '--no-progress', '-c', String(connections), '-d', String(seconds), ...headers, url],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  let err = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err.slice(-500)}`))
      try {
        resolve(loadResult(out))
      } catch (error) {
        reject(error)
      }
    }),
  )
}

/** A warm-up, then the measured run. */
async function measure(url: string, connections: number, seconds: number): Promise<LoadResult> {
  await autocannon(url, connections, WARMUP_SECONDS)
  return autocannon(url, connections, seconds)
}

/** Starts scripts/bench-static.ts on `port` serving `body`; resolves once it listens. */
async function startStatic(body: Buffer, encoding: string, port: number): Promise<() => Promise<void>> {
  const file = join(mkdtempSync(join(tmpdir(), 'pollwise-bench-static-')), 'page.html')
  writeFileSync(file, body)
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-static.ts', file, String(port), encoding], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => chunk.includes('listening') && resolve())
    void exited.then(() => reject(new Error('the static server exited before listening')))
  })
  return async () => {
    child.kill('SIGTERM')
    await exited
  }
}

/** SSR against the same bytes served statically, in this order, for one page. */
export async function compare(product: Product, load: LoadCase, staticPort: number, seconds: number): Promise<LoadComparison> {
  const url = `http://localhost:${product.ports.site}${load.path}`
  const page = await product.get(url, BROWSER_HEADERS)
  if (page.status !== 200) throw new Error(`${load.path} answered ${page.status}`)
  const encoding = String(page.headers['content-encoding'] ?? 'identity')
  const ssr = await measure(url, load.connections, seconds)
  const stopStatic = await startStatic(page.body, encoding, staticPort)
  try {
    const plain = await measure(`http://localhost:${staticPort}${load.path}`, load.connections, seconds)
    return { ...load, bytes: page.body.length, encoding, ssr, static: plain, ratio: ssr.rps / plain.rps }
  } finally {
    await stopStatic()
  }
}

export interface AttackResult {
  sent: number
  failed: number
  /** The visitors' load run beside the attack in the same client process, if any. */
  visitors: LoadResult
}

/**
 * scripts/bench-attack.ts in a process of its own; `done` resolves when it has ended (by `count`,
 * by `seconds`, or `stop`). `visitors` connections load the plain page beside the attackers.
 */
export function attack(
  port: number,
  path: string,
  connections: number,
  options: { count?: number; cookieBytes?: number; cpus?: string; visitors?: number; seconds?: number; warmup?: number } = {},
): { started: Promise<void>; done: Promise<AttackResult>; stop: () => Promise<AttackResult> } {
  const args = [
    connections,
    options.count ?? 0,
    options.cookieBytes ?? 200,
    options.visitors ?? 0,
    options.seconds ?? 0,
    options.warmup ?? 0,
  ]
  const child = spawn(
    ...nodeCommand(['--import', 'tsx', 'scripts/bench-attack.ts', String(port), path, ...args.map(String)], options.cpus),
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let out = ''
  const started = new Promise<void>((resolve) =>
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      if (out.includes('attacking')) resolve()
    }),
  )
  const done = new Promise<AttackResult>((resolve, reject) =>
    child.once('exit', () => {
      const line = out.split('\n').find((text) => text.startsWith('{'))
      if (line) resolve(JSON.parse(line) as AttackResult)
      else reject(new Error(`the attack ended without a report: ${out.slice(-300)}`))
    }),
  )
  return {
    started,
    done,
    stop: () => {
      child.kill('SIGTERM')
      return done
    },
  }
}

export interface UnderAttack {
  path: string
  connections: number
  attackers: number
  /** Where each side ran: the site's cluster on `site`, the load generator on `clients` (null: not pinned). */
  cpus: { site: string; clients: string } | null
  alone: LoadResult
  attacked: LoadResult
  attack: AttackResult
  ratio: number
  /** The site's CPU time over each run's wall time (1 = one core busy), warm-up included. */
  siteCpu: { alone: number; attacked: number }
}

/** CPU seconds the processes in `pids` have used (user and system, from /proc; clock ticks of 1/100 s). */
function cpuSeconds(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100
}

/** Moves every thread of each process in `pids` onto `cpus` (a taskset list). */
function pin(pids: number[], cpus: string): void {
  for (const pid of pids) execFileSync(TASKSET, ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' })
}

/**
 * A page's throughput alone, then the same load while `attackers` connections send GET and HEAD
 * with random query strings and cookies of their own (render-cache busting), in one run.
 *
 * Both measurements use one client process holding the visitors' and the attackers' connections
 * (scripts/bench-attack.ts says why). On a machine of two or more cores with taskset, the site's
 * cluster runs on the last core and the client on the others: the question is what the attackers'
 * requests cost the site, and a client sharing the site's cores would take CPU time from it that
 * no attacker across a network takes. Without taskset both share every core.
 */
export async function underAttack(product: Product, load: LoadCase, attackers: number, seconds: number): Promise<UnderAttack> {
  const cores = availableParallelism()
  const { primary, workers } = product.siteProcesses()
  const site = [...(primary === null ? [] : [primary]), ...workers]
  const cpus = cores >= 2 && existsSync(TASKSET) && site.length > 0 ? { site: String(cores - 1), clients: `0-${cores - 2}` } : null
  const run = async (connections: number) => {
    const [cpuBefore, wallBefore] = [cpuSeconds(site), performance.now()]
    const options = { visitors: load.connections, seconds, warmup: WARMUP_SECONDS, cpus: cpus?.clients }
    const result = await attack(product.ports.site, load.path, connections, options).done
    return { result, cpu: (cpuSeconds(site) - cpuBefore) / ((performance.now() - wallBefore) / 1000) }
  }
  if (cpus) pin(site, cpus.site)
  try {
    const alone = await run(0)
    const attacked = await run(attackers)
    return {
      ...load,
      attackers,
      cpus,
      alone: alone.result.visitors,
      attacked: attacked.result.visitors,
      attack: attacked.result,
      ratio: attacked.result.visitors.rps / alone.result.visitors.rps,
      siteCpu: { alone: alone.cpu, attacked: attacked.cpu },
    }
  } finally {
    if (cpus) pin(site, `0-${cores - 1}`)
  }
}
