// `npm run bench`: the performance figures of DESIGN.md §9, as sizes and ratios measured in one
// run on this machine — never as timed tests.
//   1. JavaScript a first visit downloads (raw and gzip) for the unprefixed and a prefixed home
//      page, against a budget.
//   2. SSR throughput of the home page against a static file of the same bytes served by Node.
//   3. Lighthouse category scores (Debian Chromium) for the home page and a landing page.
// `npm run bench -- --write` also rewrites docs/benchmarks.md with the table.
import { chromium } from '@playwright/test'
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { gzipSync } from 'node:zlib'

const PORT = 3400
const STATIC_PORT = 3401
const SITE = `http://localhost:${PORT}`
// First-visit JavaScript of a page without the sign-in dialog (issue 9: no more than 130 KB gzip).
const JS_BUDGET_GZIP_KB = 130
const LOAD_SECONDS = 8
const CONNECTIONS = 10

if (!existsSync('.output/server/index.mjs')) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`)
  process.exit(1)
}

const server = spawn(process.execPath, ['.output/server/index.mjs'], {
  env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production' },
  stdio: 'ignore',
})
process.on('exit', () => server.kill())
await waitFor(`${SITE}/robots.txt`)

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not come up`)
}

// 1. First-visit JavaScript
async function firstVisitJs(path: string): Promise<{ files: number; raw: number; gzip: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] })
  const context = await browser.newContext()
  // The international English page is unprefixed: say so, or the browser's language redirects.
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
  const page = await context.newPage()
  const scripts: Promise<Buffer>[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)))
  })
  await page.goto(`${SITE}${path}`, { waitUntil: 'networkidle' })
  const bodies = await Promise.all(scripts)
  await browser.close()
  return {
    files: bodies.length,
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  }
}

// 2. Throughput: CONNECTIONS keep-alive loops for LOAD_SECONDS against one URL.
async function throughput(url: string): Promise<{ rps: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const headers = { Cookie: 'i18n_redirected=en', 'Accept-Encoding': 'identity' }
  const deadline = Date.now() + LOAD_SECONDS * 1000
  let count = 0
  let errors = 0
  const once = () =>
    new Promise<void>((resolve) => {
      http
        .get(url, { agent, headers }, (res) => {
          res.resume()
          res.on('end', () => {
            if (res.statusCode === 200) count++
            else errors++
            resolve()
          })
        })
        .on('error', () => {
          errors++
          resolve()
        })
    })
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) await once()
    }),
  )
  agent.destroy()
  return { rps: count / LOAD_SECONDS, errors }
}

const home = await fetch(`${SITE}/fr-fr`, { headers: { Cookie: 'i18n_redirected=en' } })
const homeBytes = Buffer.from(await home.arrayBuffer())
const staticServer = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': homeBytes.length })
  res.end(homeBytes)
})
await new Promise<void>((resolve) => staticServer.listen(STATIC_PORT, resolve))

// 3. Lighthouse (a run that reports a runtime error, or a null category, is tried again)
type LighthouseRun = { scores: Record<string, number>; error?: undefined } | { scores?: undefined; error: string }

async function lighthouseOnce(path: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_FLAGS] })
  try {
    const result = await lighthouse(`${SITE}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const lhr = result?.lhr
    if (!lhr || lhr.runtimeError) return { error: lhr?.runtimeError?.code ?? 'no result' }
    const categories = Object.entries(lhr.categories)
    if (categories.some(([, category]) => category.score === null)) return { error: 'a category had no score' }
    return { scores: Object.fromEntries(categories.map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])) }
  } finally {
    await chrome.kill()
  }
}

async function lighthouseScores(path: string): Promise<Record<string, number>> {
  let last: LighthouseRun = { error: 'not run' }
  for (let attempt = 0; attempt < 3; attempt++) {
    last = await lighthouseOnce(path)
    if (last.scores) return last.scores
  }
  throw new Error(`Lighthouse failed three times on ${path}: ${last.error}`)
}

const jsUnprefixed = await firstVisitJs('/')
const jsPrefixed = await firstVisitJs('/fr-fr')
const jsLanding = await firstVisitJs('/fr-fr/surveys-for-paypal-gift-card')
const jsRegister = await firstVisitJs('/fr-fr/register')
await throughput(`${SITE}/fr-fr`) // warm-up
const ssr = await throughput(`${SITE}/fr-fr`)
const plain = await throughput(`http://localhost:${STATIC_PORT}/`)
staticServer.close()
const lhHome = await lighthouseScores('/fr-fr')
const lhLanding = await lighthouseScores('/fr-fr/surveys-for-paypal-gift-card')
server.kill()

const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const budget = (gzip: number) => (gzip / 1024 <= JS_BUDGET_GZIP_KB ? `within ${JS_BUDGET_GZIP_KB} KB` : `OVER ${JS_BUDGET_GZIP_KB} KB`)
const lh = (s: Record<string, number>) => `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`
const rows = [
  [
    'First-visit JS, `/` (files, raw, gzip)',
    `${jsUnprefixed.files} files, ${kb(jsUnprefixed.raw)} KB raw, ${kb(jsUnprefixed.gzip)} KB gzip — ${budget(jsUnprefixed.gzip)}`,
  ],
  [
    'First-visit JS, `/fr-fr` (files, raw, gzip)',
    `${jsPrefixed.files} files, ${kb(jsPrefixed.raw)} KB raw, ${kb(jsPrefixed.gzip)} KB gzip — ${budget(jsPrefixed.gzip)}`,
  ],
  [
    'First-visit JS, `/fr-fr/surveys-for-paypal-gift-card` (landing page)',
    `${jsLanding.files} files, ${kb(jsLanding.raw)} KB raw, ${kb(jsLanding.gzip)} KB gzip — ${budget(jsLanding.gzip)}`,
  ],
  [
    'First-visit JS, `/fr-fr/register` (with the sign-in dialog)',
    // The dialog's own code (forms, validation, its messages) loads only here: no first-visit budget.
    `${jsRegister.files} files, ${kb(jsRegister.raw)} KB raw, ${kb(jsRegister.gzip)} KB gzip`,
  ],
  [`SSR \`/fr-fr\` (${kb(homeBytes.length)} KB HTML), ${CONNECTIONS} connections`, `${ssr.rps.toFixed(0)} req/s (${ssr.errors} errors)`],
  ['Same bytes as a static file from Node', `${plain.rps.toFixed(0)} req/s (${plain.errors} errors)`],
  ['SSR / static ratio', `${((ssr.rps / plain.rps) * 100).toFixed(1)} %`],
  ['Lighthouse `/fr-fr` (perf / a11y / best practices / SEO)', lh(lhHome)],
  ['Lighthouse `/fr-fr/surveys-for-paypal-gift-card`', lh(lhLanding)],
]
const table = ['| Measure | Result |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n')
console.log(`\n${table}\n`)

if (process.argv.includes('--write')) {
  // The measured table goes between the markers; the notes around it (comparisons with earlier
  // builds) are kept.
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
  const block = `${START}\nMade by \`npm run bench -- --write\` on ${when} UTC, on the project machine (2 cores, Node ${process.version}, Debian Chromium), against the production build. Throughput runs ${CONNECTIONS} keep-alive connections for ${LOAD_SECONDS} s in the same process as the static baseline, so compare the ratio, not the absolute numbers. Lighthouse uses its default mobile emulation with simulated throttling.\n\n${table}\n${END}`
  const current = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : ''
  const at = current.indexOf(START)
  const end = current.indexOf(END)
  writeFileSync(
    'docs/benchmarks.md',
    at >= 0 && end > at ? `${current.slice(0, at)}${block}${current.slice(end + END.length)}` : `# Benchmarks\n\n${block}\n`,
  )
  console.log('docs/benchmarks.md written')
}
process.exit(0)
