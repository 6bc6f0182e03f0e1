// `npm run page-weights`: what every page weighs as a first visit downloads it — the gzip bytes of
// its HTML (which carries its copy as loader data) — for every page in every locale of the
// sitemap, so that a change is held to "no page grows more than 2 KB" (issue 26). Starts the
// production build in the current directory, as the bench does.
//   --out=weights.json              write the figures ({ url path: bytes })
//   --compare=before.json           print each page's growth against an earlier run, and exit 1 if
//                                   one grew more than --limit bytes (default 2048)
//   --except=/policy                page paths (after the locale) whose growth is expected and listed apart
import { readFileSync, writeFileSync } from 'node:fs'
import { BROWSER_HEADERS, ensureBuild, Product } from './bench-product.ts'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0)
const limit = Number(arg('limit') ?? 2048)
const except = (arg('except') ?? '').split(',').filter(Boolean)

export type PageWeights = Record<string, number>

/** The path of a page without its locale prefix (`/fr-fr/contact` → `/contact`). */
export function pagePath(path: string): string {
  const rest = path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '')
  return rest === '' ? '/' : rest
}

export interface Growth {
  path: string
  before: number
  after: number
}

/** Pages whose weight changed, largest growth first. */
export function growths(before: PageWeights, after: PageWeights): Growth[] {
  return Object.entries(after)
    .filter(([path]) => before[path] !== undefined)
    .map(([path, bytes]) => ({ path, before: before[path]!, after: bytes }))
    .sort((a, b) => b.after - b.before - (a.after - a.before))
}

if (import.meta.main) {
  const ports = { site: 3500 + OFFSET, api: 8502 + OFFSET, realtime: 6502 + OFFSET, metrics: 9500 + OFFSET }
  ensureBuild()
  const product = await Product.start(ports, { SITE_WORKERS: '1' })
  const weights: PageWeights = {}
  try {
    for (const url of await product.pageUrls()) {
      const { status, headers, body } = await product.get(url, BROWSER_HEADERS)
      if (status !== 200 || headers['content-encoding'] !== 'gzip') throw new Error(`${url}: ${status} ${headers['content-encoding']}`)
      weights[new URL(url).pathname] = body.length
    }
  } finally {
    await product.stop()
  }
  const out = arg('out')
  if (out) writeFileSync(out, `${JSON.stringify(weights, null, 1)}\n`)
  const sizes = Object.values(weights)
  console.log(`${sizes.length} pages, ${(Math.min(...sizes) / 1024).toFixed(1)}–${(Math.max(...sizes) / 1024).toFixed(1)} KB gzip`)
  const compareWith = arg('compare')
  if (compareWith) {
    const all = growths(JSON.parse(readFileSync(compareWith, 'utf8')) as PageWeights, weights)
    const expected = all.filter((g) => except.includes(pagePath(g.path)))
    const others = all.filter((g) => !except.includes(pagePath(g.path)))
    const kb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / 1024).toFixed(2)} KB`
    const show = (list: Growth[]) =>
      list
        .slice(0, 8)
        .map((g) => `  ${g.path}: ${(g.before / 1024).toFixed(1)} → ${(g.after / 1024).toFixed(1)} KB (${kb(g.after - g.before)})`)
    console.log(`${all.length} pages in both runs; largest growth outside ${except.join(', ') || 'no exception'}:`)
    console.log(show(others).join('\n'))
    if (expected.length) console.log(`expected (${except.join(', ')}):\n${show(expected).join('\n')}`)
    const over = others.filter((g) => g.after - g.before > limit)
    console.log(over.length ? `FAIL: ${over.length} pages grew more than ${limit} bytes` : `PASS: no page grew more than ${limit} bytes`)
    process.exitCode = over.length ? 1 : 0
  }
}
