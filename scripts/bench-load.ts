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
