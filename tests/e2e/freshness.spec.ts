// Build freshness in a real browser: the running server's builds/latest.json names a newer build;
// an idle open page reloads when it next checks (here: when it becomes visible again), and a page
// whose form holds typed text waits until the text is gone.
import { readFileSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, open, test } from './fixtures'
import { message } from './messages'

// The file the test server reads (scripts/build.ts writes it; the server runs from the repository).
const MANIFEST = '.output/builds/latest.json'

test.describe.configure({ mode: 'serial' })

let original = ''
test.beforeAll(() => {
  original = readFileSync(MANIFEST, 'utf8')
})
test.afterEach(() => {
  writeFileSync(MANIFEST, original)
})

type Marked = Window & { __sameDocument?: boolean }

/** Opens a page and waits until it watches for newer builds (it starts once the page is idle). */
async function openWatching(page: Page, path: string) {
  await open(page, path)
  await page.locator('html[data-fresh]').waitFor({ state: 'attached' })
}

test('builds/latest.json names the build and is never cached', async ({ request }) => {
  const response = await request.get('/builds/latest.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toEqual(JSON.parse(original))
})

test('an idle open page reloads when a newer build is out', async ({ page }) => {
  await openWatching(page, '/en-ca/about')
  await page.evaluate(() => ((window as Marked).__sameDocument = true))
  // Same build: checking changes nothing.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as Marked).__sameDocument)).toBe(true)

  writeFileSync(MANIFEST, JSON.stringify({ id: `newer-${Date.now()}` }))
  const reloaded = page.waitForEvent('load')
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await reloaded
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  expect(await page.evaluate(() => (window as Marked).__sameDocument)).toBeUndefined()
})

test('a page with typed text waits, then reloads once the text is gone', async ({ page }) => {
  await openWatching(page, '/en-ca/contact')
  await page.evaluate(() => ((window as Marked).__sameDocument = true))
  const name = page.locator('#contact-form').getByLabel(message('en', 'contact_form_name'), { exact: true })
  await name.fill('Half-written message')
  writeFileSync(MANIFEST, JSON.stringify({ id: `newer-${Date.now()}` }))
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await page.waitForTimeout(1000)
  expect(await page.evaluate(() => (window as Marked).__sameDocument)).toBe(true)
  await expect(name).toHaveValue('Half-written message')

  await name.fill('')
  const reloaded = page.waitForEvent('load')
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await reloaded
  expect(await page.evaluate(() => (window as Marked).__sameDocument)).toBeUndefined()
})

test('with a newer build out, the next link followed is a full page load', async ({ page }) => {
  await openWatching(page, '/en-ca/contact')
  await page.locator('#contact-form').getByLabel(message('en', 'contact_form_name'), { exact: true }).fill('Keep me')
  await page.evaluate(() => ((window as Marked).__sameDocument = true))
  writeFileSync(MANIFEST, JSON.stringify({ id: `newer-${Date.now()}` }))
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await page.waitForTimeout(500)
  const loaded = page.waitForEvent('load')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('en', 'about_title'), exact: true })
    .click()
  await loaded
  await expect(page).toHaveURL(/\/en-ca\/about$/)
  expect(await page.evaluate(() => (window as Marked).__sameDocument)).toBeUndefined()
})

test('a chunk the server no longer has reloads the page once; one lost on the way does not', async ({ page, consoleErrors }) => {
  await page.route(/\/assets\/lost-on-the-way\.js$/, (route) => route.abort('internetdisconnected'))
  await openWatching(page, '/en-ca/about')
  await page.evaluate(() => ((window as Marked).__sameDocument = true))
  const fail = (url: string) =>
    page.evaluate((missing) => {
      const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: Error }
      event.payload = new TypeError(`Failed to fetch dynamically imported module: ${location.origin}${missing}`)
      window.dispatchEvent(event)
    }, url)

  // A connection that dropped: the chunk is still on the server; nothing to reload for.
  await fail('/assets/lost-on-the-way.js')
  await page.waitForTimeout(1000)
  expect(await page.evaluate(() => (window as Marked).__sameDocument)).toBe(true)

  // A deploy in between: the chunk is gone (404); one reload brings the new build.
  const reloaded = page.waitForEvent('load')
  await fail('/assets/gone-after-a-deploy.js')
  await reloaded
  expect(await page.evaluate(() => (window as Marked).__sameDocument)).toBeUndefined()
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !/ERR_INTERNET_DISCONNECTED|404/.test(line)))
})
