// Throughput for `npm run bench` (scripts/bench.ts): autocannon in a process of its own against an
// SSR page, then against a static file of the same bytes served by another process
// (scripts/bench-static.ts), so that neither the load nor the baseline shares a process with what
// it measures.
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
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
  /** Attack requests answered 200, and not. */
  sent: number
  failed: number
}

/** scripts/bench-attack.ts in a process of its own; `done` resolves when it has ended (by `count`, or `stop`). */
export function attack(
  port: number,
  path: string,
  connections: number,
  options: { count?: number; cookieBytes?: number } = {},
): { started: Promise<void>; done: Promise<AttackResult>; stop: () => Promise<AttackResult> } {
  const args = [String(port), path, String(connections), String(options.count ?? 0), String(options.cookieBytes ?? 200)]
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-attack.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
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
  alone: LoadResult
  attacked: LoadResult
  attack: AttackResult
  ratio: number
}

/**
 * A page's throughput alone, then the same load while `attackers` connections send GET and HEAD
 * with random query strings and cookies of their own (render-cache busting), in one run.
 */
export async function underAttack(product: Product, load: LoadCase, attackers: number, seconds: number): Promise<UnderAttack> {
  const url = `http://localhost:${product.ports.site}${load.path}`
  const alone = await measure(url, load.connections, seconds)
  const attacking = attack(product.ports.site, load.path, attackers)
  await attacking.started
  // The attack warms up as the victim's load does (measure's warm-up), then both run together.
  const attacked = await measure(url, load.connections, seconds)
  const sent = await attacking.stop()
  return { ...load, attackers, alone, attacked, attack: sent, ratio: attacked.rps / alone.rps }
}
