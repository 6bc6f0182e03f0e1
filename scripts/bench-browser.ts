// What `npm run bench` (scripts/bench.ts) measures in a browser (Debian Chromium): the JavaScript
// of a first visit and of opening the sign-in dialog (Playwright), and Lighthouse's mobile run.
import { chromium, type Locator, type Page } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { median } from './bench-report.ts'
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts'

export interface JsSize {
  files: number
  raw: number
  gzip: number
}

const sizeOf = (bodies: Buffer[]): JsSize => ({
  files: bodies.length,
  raw: bodies.reduce((sum, body) => sum + body.length, 0),
  gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
})

export interface FirstVisit extends JsSize {
  interactive: JsSize
  realtime: boolean
  /**
   * The sign-in dialog's code, fetched once the browser is idle (decision 024) on top of the
   * visit's own scripts above: a visitor who asked to save data does not fetch it, and opening the
   * dialog counts it (`dialogJs`).
   */
  idleDialog: JsSize
}

export interface DialogJs {
  /** Scripts requested while the pointer rested on the control (the router's intent preload). */
  hover: JsSize
  /** Scripts requested from the click until the auth UI was visible and the network idle. */
  click: JsSize
  total: JsSize
  /** What the click opened: the auth dialog, or (a build without one for this control) the login page's inline panel. */
  opened: 'dialog' | 'inline panel'
}

interface Visit {
  page: Page
  /** Every script the page received, by URL, with its body. */
  scripts: Map<string, Promise<Buffer>>
  /** Whether the page opened a websocket (the realtime client connected). */
  realtime: () => boolean
}

/**
 * Opens `path` as a first visit in a fresh browser and lets it settle; `measure` then runs on the
 * page. With `saveData` the browser says its visitor asked to save data (`navigator.connection`).
 */
async function visit<T>(site: string, path: string, measure: (visit: Visit) => Promise<T>, saveData = false): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] })
  try {
    const context = await browser.newContext()
    // The international English page is unprefixed: say so, or the browser's language redirects.
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: site }])
    const page = await context.newPage()
    // A string, not a function: tsx names the functions it compiles, with a helper the page lacks.
    if (saveData)
      await page.addInitScript(`Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })`)
    // The moment React marks the page hydrated, on the page's own clock: a script requested before
    // it was needed to become interactive; the ones requested after (the realtime client) were not.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.dataset.hydrated) return
        ;(window as Window & { __hydratedAt?: number }).__hydratedAt = performance.now()
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    const scripts = new Map<string, Promise<Buffer>>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(
          response.url(),
          response.body().catch(() => Buffer.alloc(0)),
        )
    })
    let realtime = false
    page.on('websocket', () => (realtime = true))
    await page.goto(`${site}${path}`, { waitUntil: 'domcontentloaded' })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await settle(page)
    return await measure({ page, scripts, realtime: () => realtime })
  } finally {
    await browser.close()
  }
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  // The live list connects once the browser is idle.
  await page.waitForTimeout(1500)
  await page.waitForLoadState('networkidle')
}

/**
 * First-visit JavaScript: what arrives before the page is interactive (hydrated), and all of it
 * once the page has settled, the realtime client (loaded when the browser is idle) included. The
 * sign-in dialog's idle-time code is told apart by a second visit whose browser saves data.
 */
export async function firstVisitJs(site: string, path: string): Promise<FirstVisit> {
  const own = await visit(site, path, async ({ scripts }) => new Set([...scripts.keys()].map((url) => new URL(url).pathname)), true)
  return visit(site, path, async ({ page, scripts, realtime }) => {
    const requestedBefore = await page.evaluate(() => {
      const at = (window as Window & { __hydratedAt?: number }).__hydratedAt ?? Infinity
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime < at)
        .map((entry) => entry.name)
    })
    const isOwn = (url: string) => own.has(new URL(url).pathname)
    const bodies = await Promise.all([...scripts].filter(([url]) => isOwn(url)).map(([, body]) => body))
    const idle = await Promise.all([...scripts].filter(([url]) => !isOwn(url)).map(([, body]) => body))
    const early = await Promise.all([...scripts].filter(([url]) => requestedBefore.includes(url)).map(([, body]) => body))
    return { ...sizeOf(bodies), interactive: sizeOf(early), realtime: realtime(), idleDialog: sizeOf(idle) }
  })
}

/**
 * What opening the auth dialog from a header control named `control` adds to a settled first
 * visit of `path`: the pointer rests on the control for a second (the router preloads the route on
 * intent), then clicks it; the scripts requested from the hover until the dialog (`role=dialog`),
 * or the login page's inline sign-in panel, is visible and the network idle again are its cost.
 * The browser saves data, so none of the dialog's code was fetched while idle: all of it counts.
 */
export async function dialogJs(site: string, path: string, control: string): Promise<DialogJs> {
  return visit(
    site,
    path,
    async ({ page, scripts }) => {
      const before = new Set(scripts.keys())
      const button = headerControl(page, control)
      await button.hover()
      await page.waitForTimeout(1000)
      await page.waitForLoadState('networkidle')
      const hovered = new Set(scripts.keys())
      const { opened } = await clickAndTime(page, button)
      await page.waitForLoadState('networkidle')
      const added = async (urls: string[]) => sizeOf(await Promise.all(urls.map((url) => scripts.get(url)!)))
      const hover = [...hovered].filter((url) => !before.has(url))
      const click = [...scripts.keys()].filter((url) => !hovered.has(url))
      return { hover: await added(hover), click: await added(click), total: await added([...hover, ...click]), opened }
    },
    true,
  )
}

/** The header's control named `control` (a link or a button), as shown at this width. */
function headerControl(page: Page, control: string): Locator {
  const banner = page.getByRole('banner')
  return banner
    .getByRole('link', { name: control, exact: true })
    .or(banner.getByRole('button', { name: control, exact: true }))
    .filter({ visible: true })
    .first()
}

/**
 * Clicks `button` and times, on the page's clock, the click to the first animation frame that
 * shows the auth dialog or the login page's inline panel.
 */
async function clickAndTime(page: Page, button: Locator): Promise<{ openedInMs: number; opened: DialogJs['opened'] }> {
  // A string, not a function: tsx names the functions it compiles, with a helper the page lacks.
  await page.evaluate(`
    document.addEventListener('click', () => {
      const at = performance.now()
      const frame = () => {
        const shown = document.querySelector('dialog[open], .auth-panel--inline')
        if (shown && shown.getBoundingClientRect().height > 0) window.__openedIn = performance.now() - at
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    }, { capture: true, once: true })
  `)
  await button.click()
  const dialog = page.getByRole('dialog')
  await dialog.or(page.locator('.auth-panel--inline')).first().waitFor({ state: 'visible' })
  const opened = (await dialog.isVisible()) ? 'dialog' : 'inline panel'
  const openedInMs = await page.evaluate(() => (window as Window & { __openedIn?: number }).__openedIn ?? Number.NaN)
  return { openedInMs, opened }
}

/**
 * The click-to-frame time of the auth UI over `runs` first visits of `path`, as a visitor gets it:
 * the page settled (the dialog's code fetched while idle), the pointer resting on the control for
 * a second (the router preloads its route), then the click. One run on a shared 2-core machine
 * varies by tens of milliseconds, so the bench reports the median and the range.
 */
export async function dialogShownMs(site: string, path: string, control: string, runs: number): Promise<number[]> {
  const times: number[] = []
  for (let run = 0; run < runs; run++)
    times.push(
      await visit(site, path, async ({ page }) => {
        const button = headerControl(page, control)
        await button.hover()
        await page.waitForTimeout(1000)
        await page.waitForLoadState('networkidle')
        return (await clickAndTime(page, button)).openedInMs
      }),
    )
  return times
}

/** A message of a language's file (`fr` for `/fr-fr`): the header controls' names. */
export function message(language: string, key: string): string {
  const messages = JSON.parse(readFileSync(`messages/${language}.json`, 'utf8')) as Record<string, string>
  const text = messages[key]
  if (!text) throw new Error(`messages/${language}.json has no ${key}`)
  return text
}

export interface LighthouseResult {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Largest Contentful Paint, ms. */
  lcp: number
  /** Total Blocking Time, ms. */
  tbt: number
  cls: number
  /** Entries of Chromium's Issues panel (a CSP violation, a deprecated API…) and console errors Lighthouse saw. */
  issues: number
}

type LighthouseRun = { result: LighthouseResult; error?: undefined } | { result?: undefined; error: string }

/** One Lighthouse run with its defaults: mobile form factor, simulated throttling. */
async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_FLAGS] })
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const lhr = run?.lhr
    if (!lhr || lhr.runtimeError) return { error: lhr?.runtimeError?.code ?? 'no result' }
    const score = (id: string) => lhr.categories[id]?.score
    const metric = (id: string) => lhr.audits[id]?.numericValue
    const values = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    }
    if (Object.values(values).some((value) => typeof value !== 'number')) return { error: 'a score or metric was missing' }
    const entries = (id: string) => {
      const details = lhr.audits[id]?.details as { items?: unknown[] } | undefined
      return details?.items?.length ?? 0
    }
    const n = values as Record<keyof typeof values, number>
    return {
      result: {
        performance: Math.round(n.performance * 100),
        accessibility: Math.round(n.accessibility * 100),
        bestPractices: Math.round(n.bestPractices * 100),
        seo: Math.round(n.seo * 100),
        lcp: n.lcp,
        tbt: n.tbt,
        cls: n.cls,
        issues: entries('inspector-issues') + entries('errors-in-console'),
      },
    }
  } finally {
    await chrome.kill()
  }
}

/** `runs` successful Lighthouse runs (a failed run is tried again, up to twice as many tries); the median of each figure. */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseResult> {
  const results: LighthouseResult[] = []
  let lastError = ''
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
    const run = await lighthouseOnce(url)
    if (run.result) results.push(run.result)
    else lastError = run.error
  }
  if (results.length < runs) throw new Error(`Lighthouse failed on ${url}: ${lastError}`)
  const of = (key: keyof LighthouseResult) => median(results.map((result) => result[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    // Any run's issue counts: one is enough to be fixed.
    issues: Math.max(...results.map((result) => result.issues)),
  }
}
