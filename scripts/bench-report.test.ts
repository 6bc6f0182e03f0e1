// The bench's readers: autocannon's JSON, the site's render-cache lines, /proc, sitemaps, budgets.
import { describe, expect, it } from 'vitest'
import {
  budget,
  catchesSignal,
  findSiteProcess,
  loadResult,
  median,
  parentPid,
  parseRenderCacheLine,
  type ProcessEntry,
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

describe('parseRenderCacheLine', () => {
  it('reads the figures a worker prints on SIGUSR2', () => {
    expect(parseRenderCacheLine('[site] render-cache {"entries":3,"bytes":2048,"maxBytes":67108864,"hits":10,"misses":3}')).toEqual({
      entries: 3,
      bytes: 2048,
      maxBytes: 67108864,
      hits: 10,
      misses: 3,
    })
  })

  it('ignores other lines and incomplete figures', () => {
    expect(parseRenderCacheLine('[site] listening on port 3400')).toBeNull()
    expect(parseRenderCacheLine('[site] render-cache {"entries":3}')).toBeNull()
    expect(parseRenderCacheLine('[site] render-cache {not json}')).toBeNull()
  })
})

describe('the site process in /proc', () => {
  it('reads the parent pid after a command name with spaces and parentheses', () => {
    expect(parentPid('4242 (node (x) y) S 4100 4242 4100 0 -1 4194560')).toBe(4100)
  })

  const tree: ProcessEntry[] = [
    { pid: 10, ppid: 1, cmdline: 'node --import tsx scripts/start.ts' },
    { pid: 11, ppid: 10, cmdline: 'node --import data:… --import tsx /w/scripts/site-server.ts' },
    { pid: 12, ppid: 11, cmdline: 'node --import data:… --import tsx /w/scripts/site-server.ts' },
    { pid: 13, ppid: 11, cmdline: 'node --import data:… --import tsx /w/scripts/site-server.ts' },
    { pid: 14, ppid: 10, cmdline: 'node --import tsx /w/api/main.ts' },
    // Another checkout's product, not the bench's.
    { pid: 20, ppid: 1, cmdline: 'node --import tsx scripts/start.ts' },
    { pid: 21, ppid: 20, cmdline: 'node --import tsx /main/scripts/site-server.ts' },
  ]

  it("finds the cluster's primary among the supervisor's descendants, not its workers or another product's site", () => {
    expect(findSiteProcess(tree, 10, 'scripts/site-server.ts')).toBe(11)
    expect(findSiteProcess(tree, 20, 'scripts/site-server.ts')).toBe(21)
  })

  it('finds nothing when the site is not running', () => {
    expect(findSiteProcess(tree.slice(0, 1), 10, 'scripts/site-server.ts')).toBeNull()
  })

  it('tells a process with a signal handler from one without', () => {
    // SIGUSR2 is signal 12: bit 11 (0x800) of SigCgt.
    expect(catchesSignal('Name:\tnode\nSigCgt:\t0000000100004e02\n', 12)).toBe(true)
    expect(catchesSignal('Name:\tnode\nSigCgt:\t0000000100004602\n', 12)).toBe(false)
    expect(catchesSignal('Name:\tnode\n', 12)).toBe(false)
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
