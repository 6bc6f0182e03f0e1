// The bench's readers: autocannon's JSON, the site's metrics, /proc, sitemaps, budgets.
import { describe, expect, it } from 'vitest'
import {
  budget,
  findSiteProcess,
  hitRate,
  loadResult,
  median,
  parentPid,
  type ProcessEntry,
  renderCacheFromMetrics,
  sitemapLocs,
} from './bench-report.ts'

describe('loadResult', () => {
  it('reads req/s, p50, p99 and every kind of failure from autocannon --json', () => {
    const json = JSON.stringify({
      duration: 8.02,
      errors: 2,
      timeouts: 1,
      non2xx: 4,
      '2xx': 800,
      latency: { p50: 12, p99: 87, average: 14 },
      requests: { mean: 100.5, total: 807 },
    })
    expect(loadResult(json)).toEqual({ rps: 100.5, p50: 12, p99: 87, failures: 7, ok: 800 })
  })

  it('reports no latency when no request was answered in time, not 0 ms', () => {
    const json = JSON.stringify({ errors: 0, timeouts: 0, non2xx: 0, '2xx': 0, latency: { p50: 0, p99: 0 }, requests: { mean: 0 } })
    expect(loadResult(json)).toMatchObject({ rps: 0, p50: NaN, p99: NaN, ok: 0 })
  })

  it('refuses output that is not a result', () => {
    expect(() => loadResult('{"error":"ECONNREFUSED"}')).toThrow(/not an autocannon result/)
  })
})

describe('the render cache from the metrics', () => {
  const scrape = (hits: number, misses: number) =>
    [
      '# HELP pollwise_render_cache_hits_total Page views answered from a fresh cached page.',
      '# TYPE pollwise_render_cache_hits_total counter',
      `pollwise_render_cache_hits_total ${hits}`,
      'pollwise_render_cache_stale_total 10',
      `pollwise_render_cache_misses_total ${misses}`,
      'pollwise_render_cache_evictions_total 0',
      'pollwise_render_cache_bytes 225986',
      'pollwise_render_cache_max_bytes 134217728',
      'pollwise_render_cache_entries 2',
      'pollwise_http_requests_total{route_class="page",status="200"} 99',
    ].join('\n')

  it("reads the cache's figures, summed over the workers, and the hit rate between two readings", () => {
    const before = renderCacheFromMetrics(scrape(100, 20))!
    expect(before).toEqual({ entries: 2, bytes: 225986, maxBytes: 134217728, hits: 100, stale: 10, misses: 20, evictions: 0 })
    expect(hitRate(before, renderCacheFromMetrics(scrape(190, 30))!)).toBe(0.9)
    expect(hitRate(before, before)).toBeNaN()
  })

  it('finds nothing in a scrape without them', () => {
    expect(renderCacheFromMetrics('pollwise_site_workers 2\n')).toBeNull()
  })
})

describe('the site process in /proc', () => {
  it('reads the parent pid after a command name with spaces and parentheses', () => {
    expect(parentPid('4242 (node (x) y) S 4100 4242 4100 0 -1 4194560')).toBe(4100)
  })

  const tree: ProcessEntry[] = [
    { pid: 10, ppid: 1, cmdline: 'node .output/pollwise/start.mjs' },
    { pid: 11, ppid: 10, cmdline: 'node --import data:… /w/.output/pollwise/primary.mjs' },
    { pid: 12, ppid: 11, cmdline: 'node --import data:… /w/.output/pollwise/primary.mjs' },
    { pid: 13, ppid: 11, cmdline: 'node --import data:… /w/.output/pollwise/primary.mjs' },
    { pid: 14, ppid: 10, cmdline: 'node /w/api/main.ts' },
    // Another checkout's product, not the bench's.
    { pid: 20, ppid: 1, cmdline: 'node .output/pollwise/start.mjs' },
    { pid: 21, ppid: 20, cmdline: 'node /main/.output/pollwise/primary.mjs' },
  ]

  it("finds the cluster's primary among the supervisor's descendants, not its workers or another product's site", () => {
    expect(findSiteProcess(tree, 10, '.output/pollwise/primary.mjs')).toBe(11)
    expect(findSiteProcess(tree, 20, '.output/pollwise/primary.mjs')).toBe(21)
  })

  it('finds nothing when the site is not running', () => {
    expect(findSiteProcess(tree.slice(0, 1), 10, '.output/pollwise/primary.mjs')).toBeNull()
  })
})

describe('sitemapLocs', () => {
  it('lists each <loc> with its entities decoded, not the hreflang alternates', () => {
    const xml = `<urlset><url>\n<loc>http://localhost:3400/fr-fr/a?x=1&#38;y=2</loc>\n<xhtml:link rel="alternate" href="http://localhost:3400/de-de/a"/>\n</url><url><loc>http://au.localhost:3400/a</loc></url></urlset>`
    expect(sitemapLocs(xml)).toEqual(['http://localhost:3400/fr-fr/a?x=1&y=2', 'http://au.localhost:3400/a'])
  })
})

describe('median and budgets', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('passes a ceiling at or under it and a floor at or over it, never NaN', () => {
    const format = (n: number) => n.toFixed(1)
    expect(budget('JS', 120, 120, format)).toEqual({ name: 'JS', measured: '120.0 (≤ 120.0)', pass: true })
    expect(budget('JS', 120.1, 120, format).pass).toBe(false)
    expect(budget('ratio', 0.49, 0.5, format, true).pass).toBe(false)
    expect(budget('ratio', 0.5, 0.5, format, true).pass).toBe(true)
    expect(budget('LCP', NaN, 1500, format).pass).toBe(false)
  })
})
