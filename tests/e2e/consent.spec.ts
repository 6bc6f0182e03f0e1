// Consent in a real browser: a visitor in Germany is asked before any marketing storage, can
// answer and change the answer from the footer; a visitor in the United States is not asked and
// gets the marketing cookies on the first visit. No third-party script loads without a container.
import type { BrowserContext } from '@playwright/test'
import { expect, open, test } from './fixtures'
import { message } from './messages'

// A visitor who has never answered.
test.use({ storageState: { cookies: [], origins: [] } })

const de = (key: string) => message('de', key).replace('{site}', 'Pollwise')
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)

test('a visitor in Germany is asked first, and no m_id exists before consent', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' }, locale: 'de-DE' })
  const page = await context.newPage()
  const external: string[] = []
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname
    if (host !== 'localhost' && host !== '127.0.0.1') external.push(request.url())
  })
  await open(page, '/de-de?utm_source=newsletter&utm_campaign=herbst')
  const banner = page.getByRole('region', { name: de('consent_heading') })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(de('consent_text'))
  await page.waitForTimeout(500)
  expect(await cookie(context, 'm_id')).toBeUndefined()
  expect(await cookie(context, 'query')).toBeUndefined()
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)

  // Yes: the marketing id and the campaign are stored, and the first visit is recorded.
  // The record is a plain JSON post, and the API took both of its parts.
  const recorded = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/first-visit'))
  await banner.getByRole('button', { name: de('consent_accept') }).click()
  await expect(banner).toHaveCount(0)
  expect(await (await recorded).json()).toEqual({ recorded: true })
  expect((await cookie(context, 'm_id'))?.value).toMatch(/^[0-9a-f-]{36}$/)
  expect(decodeURIComponent((await cookie(context, 'query'))?.value ?? '')).toBe('?utm_source=newsletter&utm_campaign=herbst')
  expect((await cookie(context, 'consent'))?.value).toBe('granted')
  expect(await page.evaluate(() => (window as { dataLayer?: { event?: string }[] }).dataLayer?.some((e) => e.event === 'm_id'))).toBe(true)

  // The answer holds on the next page, and can be changed from the footer.
  await open(page, '/de-de/about')
  await expect(page.getByRole('region', { name: de('consent_heading') })).toHaveCount(0)
  const settings = page.getByRole('contentinfo').getByRole('button', { name: de('footer_cookie_settings') })
  await settings.click()
  await expect(page.getByRole('heading', { name: de('consent_heading') })).toBeFocused()
  await page.getByRole('button', { name: de('consent_reject') }).click()
  await expect(settings).toBeFocused()
  expect((await cookie(context, 'consent'))?.value).toBe('denied')
  expect(await cookie(context, 'm_id')).toBeUndefined()
  expect(await cookie(context, 'query')).toBeUndefined()

  // No container id is configured: nothing was loaded from another origin.
  expect(external).toEqual([])
  await context.close()
})

test('a visitor in the United States is not asked and gets the marketing cookies on the first visit', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'US' } })
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const recorded = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/first-visit'))
  await open(page, '/en-us?utm_source=ads')
  await expect(page.getByRole('region', { name: message('en', 'consent_heading') })).toHaveCount(0)
  await expect.poll(async () => (await cookie(context, 'm_id'))?.value).toMatch(/^[0-9a-f-]{36}$/)
  expect(decodeURIComponent((await cookie(context, 'query'))?.value ?? '')).toBe('?utm_source=ads')
  // The first visit is recorded once the page is idle, without Start's server-function fetcher
  // (decision 024): a first visit calls no server function.
  expect(await (await recorded).json()).toEqual({ recorded: true })
  expect(scripts.filter((path) => /serverFnFetcher/.test(path))).toEqual([])
  await context.close()
})

test('the viewport cookie names the window class, and the server renders for it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await open(page, '/en-ca')
  await expect.poll(async () => (await cookie(context, 'viewport'))?.value).toBe('mobile')
  const viewport = await cookie(context, 'viewport')
  expect(viewport?.sameSite).toBe('Strict')
  expect((viewport?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
  // The next page is rendered for a phone: fewer live entries, and the class on <html>.
  await open(page, '/en-ca')
  await expect(page.locator('html')).toHaveAttribute('data-viewport', 'mobile')
  await page.setViewportSize({ width: 1300, height: 900 })
  await expect.poll(async () => (await cookie(context, 'viewport'))?.value).toBe('desktopMedium')
  await context.close()
})
