// The pure parts of `npm run bench` (scripts/bench.ts): reading what the product and the load
// generator print, finding the site process in a process tree, and the budgets. No I/O here.

/** What `autocannon --json` reports, the fields the bench reads. */
export interface AutocannonResult {
  errors: number
  timeouts: number
  non2xx: number
  '2xx': number
  latency: { p50: number; p99: number }
  requests: { mean: number }
}

export interface LoadResult {
  /** Mean of the per-second request counts. */
  rps: number
  /** Latency percentiles, ms; NaN when no request was answered with a 2xx. */
  p50: number
  p99: number
  /** Non-2xx answers, connection errors and timeouts together. */
  failures: number
  ok: number
}

export function loadResult(json: string): LoadResult {
  const result = JSON.parse(json) as AutocannonResult
  if (typeof result.requests?.mean !== 'number' || typeof result.latency?.p99 !== 'number')
    throw new Error(`not an autocannon result: ${json.slice(0, 200)}`)
  // Requests still in flight when the run ends count nowhere: with none answered, autocannon's
  // percentiles read 0 ms, which is no latency at all.
  const answered = result['2xx'] > 0
  return {
    rps: result.requests.mean,
    p50: answered ? result.latency.p50 : NaN,
    p99: answered ? result.latency.p99 : NaN,
    failures: result.non2xx + result.errors + result.timeouts,
    ok: result['2xx'],
  }
}

/** The site's render cache, summed over its workers, as its metrics endpoint reports it. */
export interface RenderCacheStats {
  entries: number
  bytes: number
  maxBytes: number
  hits: number
  stale: number
  misses: number
  evictions: number
}

/** The samples of a Prometheus text exposition without labels: name → value. Comments and labelled samples are skipped. */
export function unlabelledSamples(text: string): Map<string, number> {
  const samples = new Map<string, number>()
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*) (\S+)$/.exec(line.trim())
    if (match) samples.set(match[1]!, Number(match[2]))
  }
  return samples
}

/** The render cache's figures from the site's metrics (server/metrics.ts); null when they are missing. */
export function renderCacheFromMetrics(text: string): RenderCacheStats | null {
  const samples = unlabelledSamples(text)
  const read = (name: string) => samples.get(`pollwise_render_cache_${name}`)
  const stats = {
    entries: read('entries'),
    bytes: read('bytes'),
    maxBytes: read('max_bytes'),
    hits: read('hits_total'),
    stale: read('stale_total'),
    misses: read('misses_total'),
    evictions: read('evictions_total'),
  }
  return Object.values(stats).every((value) => typeof value === 'number' && Number.isFinite(value)) ? (stats as RenderCacheStats) : null
}

/** The share of page views answered from the cache (fresh or stale) between two readings. */
export function hitRate(before: RenderCacheStats, after: RenderCacheStats): number {
  const served = after.hits - before.hits + (after.stale - before.stale)
  const rendered = after.misses - before.misses
  return served + rendered > 0 ? served / (served + rendered) : NaN
}

export interface ProcessEntry {
  pid: number
  ppid: number
  cmdline: string
}

/** `/proc/<pid>/stat`: the parent pid is the 4th field, after the command name in parentheses. */
export function parentPid(stat: string): number {
  const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(after[1])
}

/**
 * The site process under `root` (the supervisor the bench spawned): the descendant whose command
 * line names `script` and whose parent does not (a cluster primary, not one of its workers).
 */
export function findSiteProcess(processes: ProcessEntry[], root: number, script: string): number | null {
  const byPid = new Map(processes.map((entry) => [entry.pid, entry]))
  const descends = (entry: ProcessEntry): boolean => {
    let ppid = entry.ppid
    for (let depth = 0; depth < 64; depth++) {
      if (ppid === root) return true
      const parent = byPid.get(ppid)
      if (!parent) return false
      ppid = parent.ppid
    }
    return false
  }
  const matches = processes.filter((entry) => entry.cmdline.includes(script) && descends(entry))
  const top = matches.filter((entry) => !matches.some((other) => other.pid === entry.ppid))
  return top.length === 1 ? top[0]!.pid : null
}

/** The URLs of a sitemap or sitemap index (`<loc>`), entities decoded. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    loc!
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'"),
  )
}

export function median(values: number[]): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export interface Budget {
  name: string
  measured: string
  pass: boolean
}

/** A budget met when `value` is at most `limit` (or at least, with `atLeast`); NaN never passes. */
export function budget(name: string, value: number, limit: number, format: (n: number) => string, atLeast = false): Budget {
  const pass = Number.isFinite(value) && (atLeast ? value >= limit : value <= limit)
  return { name, measured: `${format(value)} (${atLeast ? '≥' : '≤'} ${format(limit)})`, pass }
}

export const markdownTable = (head: string[], rows: string[][]): string =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')
