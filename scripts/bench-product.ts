// The product as `npm run bench` drives it (scripts/bench.ts), and the page-weight and screenshot
// scripts: started whole from its build, as `npm start` runs it (site, API, realtime), with its
// output read; seeded with a full live payouts list; crawled through its sitemaps; asked for its
// render-cache figures on its metrics port and for its workers' memory in /proc; its development
// mailbox read; stopped. Linux only (reads /proc).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  findSiteProcess,
  parentPid,
  type ProcessEntry,
  renderCacheFromMetrics,
  type RenderCacheStats,
  sitemapLocs,
} from './bench-report.ts'

export interface Ports {
  site: number
  api: number
  realtime: number
  /** The site's metrics (METRICS_PORT). */
  metrics: number
}

/** The request headers of a browser's first visit: HTML, gzip, the language chosen, consent given. */
export const BROWSER_HEADERS: Record<string, string> = {
  Accept: 'text/html',
  'Accept-Encoding': 'gzip',
  'Sec-Fetch-Dest': 'document',
  Cookie: 'i18n_redirected=en; consent=granted',
}

/** Builds the product when there is no build yet (the scripts that run it call this first). */
export function ensureBuild(): void {
  if (existsSync('.output/pollwise/start.mjs')) return
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

/** A mail in the API's development mailbox. */
export interface DevMail {
  subject: string
  html: string | null
  links: string[]
}

export class Product {
  private readonly exited: Promise<void>

  private constructor(
    private readonly child: ChildProcess,
    readonly ports: Ports,
    /** Where its output goes, as an operator's journal or log file would take it. */
    private readonly logFile: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()))
  }

  /** The last lines the product wrote. */
  private lastLines(count: number): string {
    return readFileSync(this.logFile, 'utf8').split('\n').slice(-count).join('\n')
  }

  static async start(ports: Ports, env: Record<string, string | undefined>): Promise<Product> {
    const dataDir = mkdtempSync(join(tmpdir(), 'pollwise-bench-'))
    // A file, not a pipe this process reads: parsing every access line here would take CPU from
    // the product on a machine of two cores.
    const logFile = join(dataDir, 'product.log')
    const log = openSync(logFile, 'a')
    const child = spawn(process.execPath, ['--enable-source-maps', '.output/pollwise/start.mjs'], {
      env: {
        ...process.env,
        PORT: String(ports.site),
        API_PORT: String(ports.api),
        REALTIME_PORT: String(ports.realtime),
        DATA_DIR: dataDir,
        DEMO_CLAIMS_INTERVAL_MS: '0',
        METRICS_PORT: String(ports.metrics),
        API_METRICS_PORT: '0',
        ...env,
      },
      stdio: ['ignore', log, log],
      detached: true,
    })
    closeSync(log)
    const product = new Product(child, ports, logFile)
    const stop = () => product.kill()
    process.once('exit', stop)
    try {
      // `npm start` rebuilds a build older than its sources first: minutes on a loaded machine.
      const gone = product.exited.then(() => {
        throw new Error('the product exited while starting')
      })
      gone.catch(() => {}) // once started, its later exit is no error
      await Promise.race([gone, waitFor(`http://localhost:${ports.site}/robots.txt`, 600)])
      await Promise.race([gone, waitFor(`http://localhost:${ports.api}/health`)])
    } catch (error) {
      product.kill()
      console.error(product.lastLines(40))
      throw error
    }
    await product.seed()
    return product
  }

  /** A full live payouts list, as visitors see it. */
  private async seed(): Promise<void> {
    for (const [name, amount, currency] of [
      ['Amelie', 5, 'EUR'],
      ['Jonathan', 7, 'CAD'],
      ['Sakura', 1400, 'JPY'],
      ['Mateo', 200, 'MXN'],
      ['Olivia', 8, 'GBP'],
      ['Lucas', 10, 'EUR'],
    ] as const)
      await fetch(`http://localhost:${this.ports.api}/dev/claims`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, amount, currency, category: 'gift_cards', brand: 'Amazon' }),
      })
  }

  /** POSTs JSON to the API. */
  post(path: string, body: unknown): Promise<Response> {
    return fetch(`http://localhost:${this.ports.api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  }

  /** The mails the API's development mailbox holds for an address, newest first, waiting for the first. */
  async mailsTo(email: string): Promise<DevMail[]> {
    for (let i = 0; i < 50; i++) {
      const mails = (await (
        await fetch(`http://localhost:${this.ports.api}/dev/mail.json?to=${encodeURIComponent(email)}`)
      ).json()) as DevMail[]
      if (mails.length) return mails
      await sleep(100)
    }
    throw new Error(`no mail to ${email}`)
  }

  /** Stops the product the way an operator does (SIGTERM to `npm start`), killing it after 15 s. */
  async stop(): Promise<void> {
    this.signal('SIGTERM')
    const timeout = sleep(15_000).then(() => 'timeout' as const)
    if ((await Promise.race([this.exited, timeout])) === 'timeout') this.kill()
    await this.exited
  }

  private kill(): void {
    this.signal('SIGKILL')
  }

  private signal(signal: NodeJS.Signals): void {
    try {
      if (this.child.pid) process.kill(-this.child.pid, signal)
    } catch {
      // already gone
    }
  }

  private processes(): ProcessEntry[] {
    const processes: ProcessEntry[] = []
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ')
        processes.push({ pid: Number(name), ppid: parentPid(stat), cmdline })
      } catch {
        // gone meanwhile
      }
    }
    return processes
  }

  /** The site's cluster: its primary and the primary's children (the workers); empty before it runs. */
  siteProcesses(): { primary: number | null; workers: number[] } {
    const processes = this.processes()
    const primary = this.child.pid ? findSiteProcess(processes, this.child.pid, 'pollwise/primary.mjs') : null
    return { primary, workers: processes.filter((entry) => primary !== null && entry.ppid === primary).map((entry) => entry.pid) }
  }

  /** The resident memory of each site worker (the children of the cluster's primary), in MB. */
  workerRssMb(): number[] {
    return this.siteProcesses().workers.map(
      (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024,
    )
  }

  /** The render cache's figures, summed over the workers, from the site's metrics endpoint; null if it has none. */
  async renderCacheStats(): Promise<RenderCacheStats | null> {
    try {
      return renderCacheFromMetrics(await (await fetch(`http://127.0.0.1:${this.ports.metrics}/metrics`)).text())
    } catch {
      return null
    }
  }

  /** Every page in every locale, from the sitemap index and its sitemaps. */
  async pageUrls(): Promise<string[]> {
    const index = await this.get(`http://localhost:${this.ports.site}/sitemap.xml`)
    const urls: string[] = []
    for (const sitemap of sitemapLocs(index.body.toString('utf8')))
      urls.push(...sitemapLocs((await this.get(sitemap)).body.toString('utf8')))
    return urls
  }

  /** Fetches each URL once with the browser's headers, `concurrency` at a time; returns the status counts. */
  async crawl(urls: string[], concurrency = 4): Promise<Map<number, number>> {
    const statuses = new Map<number, number>()
    const queue = [...urls]
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const { status } = await this.get(url, BROWSER_HEADERS)
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        }
      }),
    )
    return statuses
  }

  /**
   * One GET to the site's port whatever the URL's host (au.localhost and the like need no DNS), the
   * host sent as Host; the body as it came over the wire (not decompressed).
   */
  async get(
    url: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    const target = new URL(url)
    return new Promise((resolve, reject) => {
      http
        .get(
          { host: 'localhost', port: this.ports.site, path: target.pathname + target.search, headers: { ...headers, Host: target.host } },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
            res.on('error', reject)
          },
        )
        .on('error', reject)
    })
  }
}

export async function waitFor(url: string, seconds = 90): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await sleep(200)
  }
  throw new Error(`${url} did not come up in ${seconds} s`)
}
