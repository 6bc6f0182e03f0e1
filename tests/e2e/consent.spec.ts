// Consent in a real browser: a visitor in Germany is asked before any marketing storage, can
// answer and change the answer from the footer; a visitor whose country is unknown is asked too
// (decision 029); a visitor in the United States is not asked and gets the marketing cookies on
// the first visit. The data layer hears Consent Mode v2: all denied first, then the answer. No
// third-party script loads without a container. On a phone the banner is a compact bar.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, open, test } from './fixtures'
import { message } from './messages'
import { SITE } from '../../playwright.config'

// A visitor who has never answered.
test.use({ storageState: { cookies: [], origins: [] } })

const de = (key: string) => message('de', key).replace('{site}', 'Pollwise')
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }

/**
 * The page's data layer: gtag commands (pushed as `arguments` objects, the only form Google's tags
 * read as commands) as ['gtag', …their arguments], events as they are; null when there is none.
 */
const dataLayer = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as { dataLayer?: unknown[] }).dataLayer
    if (!layer) return null
    return layer.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? ['gtag', ...Array.from(entry as ArrayLike<unknown>)] : entry,
    )
  })

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
  // Consent Mode's default, everything denied, and nothing else.
  expect(await dataLayer(page)).toEqual([['gtag', 'consent', 'default', DENIED]])

  // Yes: the marketing id and the campaign are stored, and the first visit is recorded.
  // The record is a plain JSON post, and the API took both of its parts.
  const recorded = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/first-visit'))
  await banner.getByRole('button', { name: de('consent_accept') }).click()
  await expect(banner).toHaveCount(0)
  expect(await (await recorded).json()).toEqual({ recorded: true })
  expect((await cookie(context, 'm_id'))?.value).toMatch(/^[0-9a-f-]{36}$/)
  // The campaign is kept once the page is idle (its rule's code is fetched for it).
  await expect
    .poll(async () => decodeURIComponent((await cookie(context, 'query'))?.value ?? ''))
    .toBe('?utm_source=newsletter&utm_campaign=herbst')
  expect((await cookie(context, 'consent'))?.value).toBe('granted')
  const afterYes = await dataLayer(page)
  expect(afterYes?.slice(0, 2)).toEqual([
    ['gtag', 'consent', 'default', DENIED],
    ['gtag', 'consent', 'update', GRANTED],
  ])
  expect(afterYes).toContainEqual(expect.objectContaining({ event: 'm_id' }))

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
  // This page began with the stored yes; the no is an update that a loaded container obeys.
  expect(await dataLayer(page)).toEqual([
    ['gtag', 'consent', 'default', DENIED],
    ['gtag', 'consent', 'update', GRANTED],
    expect.objectContaining({ event: 'm_id' }),
    ['gtag', 'consent', 'update', DENIED],
    { event: 'consent_withdrawn' },
  ])
  // The next page repeats the stored no after the default.
  await open(page, '/de-de/about')
  expect(await dataLayer(page)).toEqual([
    ['gtag', 'consent', 'default', DENIED],
    ['gtag', 'consent', 'update', DENIED],
  ])

  // No container id is configured: nothing was loaded from another origin.
  expect(external).toEqual([])
  await context.close()
})

test('a visitor whose country is unknown (no geo header, unprefixed page) is asked first', async ({ browser }) => {
  // International English (chosen before, so the unprefixed page is not negotiated away).
  const context = await browser.newContext({ locale: 'en' })
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
  const page = await context.newPage()
  const response = await open(page, '/about')
  expect(new URL(page.url()).pathname).toBe('/about')
  expect(response?.status()).toBe(200)
  const banner = page.getByRole('region', { name: message('en', 'consent_heading') })
  await expect(banner).toBeVisible()
  await page.waitForTimeout(500)
  expect(await cookie(context, 'm_id')).toBeUndefined()
  expect(await dataLayer(page)).toEqual([['gtag', 'consent', 'default', DENIED]])
  await banner.getByRole('button', { name: message('en', 'consent_reject') }).click()
  await expect(banner).toHaveCount(0)
  expect((await cookie(context, 'consent'))?.value).toBe('denied')
  expect(await cookie(context, 'm_id')).toBeUndefined()
  expect(await dataLayer(page)).toEqual([
    ['gtag', 'consent', 'default', DENIED],
    ['gtag', 'consent', 'update', DENIED],
  ])
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
  await expect.poll(async () => decodeURIComponent((await cookie(context, 'query'))?.value ?? '')).toBe('?utm_source=ads')
  // Not asked: the default, then a yes, before any event.
  expect((await dataLayer(page))?.slice(0, 3)).toEqual([
    ['gtag', 'consent', 'default', DENIED],
    ['gtag', 'consent', 'update', GRANTED],
    expect.objectContaining({ event: 'm_id' }),
  ])
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

test('on a phone the banner is a compact bar, with the whole choice one tap away', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, extraHTTPHeaders: { 'CF-IPCountry': 'DE' } })
  const page = await context.newPage()
  await open(page, '/de-de')
  const banner = page.getByRole('region', { name: de('consent_heading') })
  await expect(banner).toBeVisible()
  // At most a third of the screen, in one of the longest languages.
  const box = await banner.locator('.consent__inner').boundingBox()
  expect(box!.height).toBeLessThanOrEqual(667 / 3)
  expect(box!.y + box!.height).toBeLessThanOrEqual(667)
  await expect(banner).toContainText(de('consent_short'))
  // Both answers are in the bar; the full text and the policy link behind "Details".
  const accept = banner.getByRole('button', { name: de('consent_accept') })
  const reject = banner.getByRole('button', { name: de('consent_reject') })
  await expect(accept).toBeInViewport()
  await expect(reject).toBeInViewport()
  const details = banner.getByRole('button', { name: de('consent_details') })
  await expect(details).toHaveAttribute('aria-expanded', 'false')
  await expect(banner.getByText(de('consent_text'))).toBeHidden()
  await expect(banner.getByRole('link', { name: de('consent_policy_link') })).toBeHidden()

  // By keyboard: the disclosure, then the two answers.
  await page.locator('#consent-heading').focus()
  await page.keyboard.press('Tab')
  await expect(details).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(details).toHaveAttribute('aria-expanded', 'true')
  await expect(banner.getByText(de('consent_text'))).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('link', { name: de('consent_policy_link') })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(reject).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(accept).toBeFocused()
  // Opened, it still fits on the screen and scrolls within itself if it must.
  const open_ = await banner.locator('.consent__inner').boundingBox()
  expect(open_!.height).toBeLessThanOrEqual(667 * 0.7 + 1)
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  expect((await cookie(context, 'consent'))?.value).toBe('granted')
  await context.close()
})

test('from a tablet’s width up the banner shows its full text, without the disclosure', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, extraHTTPHeaders: { 'CF-IPCountry': 'DE' } })
  const page = await context.newPage()
  await open(page, '/de-de')
  const banner = page.getByRole('region', { name: de('consent_heading') })
  await expect(banner.getByText(de('consent_text'))).toBeVisible()
  await expect(banner.getByRole('link', { name: de('consent_policy_link') })).toBeVisible()
  await expect(banner.getByRole('button', { name: de('consent_details') })).toBeHidden()
  await context.close()
})
