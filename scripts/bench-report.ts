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

/** One site worker's render cache, as it prints it on SIGUSR2. */
export interface RenderCacheStats {
  entries: number
  bytes: number
  maxBytes: number
  hits: number
  misses: number
}

const RENDER_CACHE_LINE = /\[site\] render-cache (\{.*\})\s*$/

export function parseRenderCacheLine(line: string): RenderCacheStats | null {
  const match = RENDER_CACHE_LINE.exec(line)
  if (!match) return null
  try {
    const stats = JSON.parse(match[1]!) as Record<string, unknown>
    const fields = ['entries', 'bytes', 'maxBytes', 'hits', 'misses'] as const
    if (!fields.every((field) => typeof stats[field] === 'number')) return null
    return Object.fromEntries(fields.map((field) => [field, stats[field]])) as unknown as RenderCacheStats
  } catch {
    return null
  }
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

/** Whether a process has a handler for `signal` (its number), from the SigCgt line of /proc/<pid>/status. */
export function catchesSignal(status: string, signal: number): boolean {
  const mask = /^SigCgt:\s*([0-9a-f]+)$/im.exec(status)?.[1]
  return mask ? (BigInt(`0x${mask}`) & (1n << BigInt(signal - 1))) !== 0n : false
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
