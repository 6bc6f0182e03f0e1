// Phones are rendered as phones from their first request (decision 029): without a `viewport`
// cookie yet, the class comes from the Sec-CH-UA-Mobile client hint (asked for with Accept-CH,
// named in Vary), else the user agent; and the API hears `web-mobile` from a phone (SPEC §7).
import { API } from '../../playwright.config'
import { expect, open, test } from './fixtures'
import { get } from './http'
import { message } from './messages'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

const document = (headers: Record<string, string>) => ({ Accept: 'text/html', 'Sec-Fetch-Dest': 'document', ...headers })
const viewportOf = (body: string) => /<html[^>]*\sdata-viewport="([^"]+)"/.exec(body)?.[1]
const list = (value: string | string[] | undefined) =>
  String(value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())

test('a first request without a viewport cookie is rendered for the device it comes from', async () => {
  for (const path of ['/en-ca/about', '/', '/fr-fr']) {
    const phone = await get(path, document({ 'User-Agent': IPHONE }))
    expect(phone.status, path).toBe(200)
    expect(viewportOf(phone.body), path).toBe('mobile')
    // The page asks for the hint, and says that it depends on it.
    expect(list(phone.headers['accept-ch'])).toContain('sec-ch-ua-mobile')
    expect(list(phone.headers['vary'])).toContain('sec-ch-ua-mobile')
    expect(viewportOf((await get(path, document({ 'User-Agent': WINDOWS }))).body), path).toBe('desktop')
    expect(viewportOf((await get(path, document({ 'User-Agent': IPAD }))).body), path).toBe('tablet')
  }
  // The client hint outranks the user agent; the cookie outranks both.
  expect(viewportOf((await get('/en-ca/about', document({ 'User-Agent': WINDOWS, 'Sec-CH-UA-Mobile': '?1' }))).body)).toBe('mobile')
  expect(viewportOf((await get('/en-ca/about', document({ 'User-Agent': IPHONE, 'Sec-CH-UA-Mobile': '?0' }))).body)).toBe('desktop')
  expect(viewportOf((await get('/en-ca/about', document({ 'User-Agent': IPHONE, Cookie: 'viewport=desktopWide' }))).body)).toBe(
    'desktopWide',
  )
})

test('an iPhone’s first page renders for a phone in the browser, without a hydration mismatch', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text())
  })
  const response = await open(page, '/en-ca')
  expect(viewportOf(await response!.text())).toBe('mobile')
  await expect(page.locator('html')).toHaveAttribute('data-viewport', 'mobile')
  // The browser then reports its own width, the same class here.
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value).toBe('mobile')
  expect(errors).toEqual([])
  await context.close()
})

/** Sends the contact form as a visitor whose browser has not reported a width; returns the platform the API heard. */
async function platformHeard(browser: import('@playwright/test').Browser, device: 'phone' | 'desktop'): Promise<string | undefined> {
  const context = await browser.newContext(
    device === 'phone'
      ? { userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { userAgent: WINDOWS, viewport: { width: 1280, height: 900 } },
  )
  const page = await context.newPage()
  await open(page, '/en-ca/contact')
  // As on a first request: no viewport cookie (the page wrote one; it goes, and no resize follows).
  await context.clearCookies({ name: 'viewport' })
  const en = (key: string) => message('en', key)
  const form = page.locator('#contact-form')
  const unique = `Platform check ${Date.now()}-${Math.random().toString(36).slice(2)}`
  await form.getByLabel(en('contact_form_name'), { exact: true }).fill('Sam')
  await form.getByLabel(en('form_email_label'), { exact: true }).fill('sam@example.com')
  await form.getByLabel(en('contact_form_message'), { exact: true }).fill(unique)
  await form.getByRole('button', { name: en('contact_form_submit') }).click()
  await expect(page.getByRole('status').filter({ hasText: en('contact_form_success_title') })).toBeVisible()
  let platform: string | undefined
  await expect(async () => {
    const mails = (await (await fetch(`${API}/dev/mail.json?to=support@pollwise.com`)).json()) as { text: string }[]
    const mail = mails.find((m) => m.text.includes(unique))
    platform = mail ? /^Platform: (.+)$/m.exec(mail.text)?.[1] : undefined
    expect(platform).toBeDefined()
  }).toPass({ timeout: 10_000 })
  await context.close()
  return platform
}

test('the API hears web-mobile from a phone that has not reported its width, and web from a desktop', async ({ browser }) => {
  expect(await platformHeard(browser, 'phone')).toBe('web-mobile')
  expect(await platformHeard(browser, 'desktop')).toBe('web')
})

test('a printed QR code scanned by a phone is recorded as web-mobile, from a desktop as web', async () => {
  const scan = async (userAgent: string) => {
    // A unique query names this scan among the suite's others in the recorded address.
    const poster = `poster-${Date.now()}-${Math.random().toString(36).slice(2)}`
    const answer = await get(`/de-de/redirect-by-qr-code?utm_source=${poster}`, { 'User-Agent': userAgent })
    expect(answer.status).toBe(302)
    let recorded: { platform: string | null; locale: string | null; payload: { platform: string } } | undefined
    await expect(async () => {
      const events = (await (await fetch(`${API}/dev/analytics.json?event=qr_code_scan`)).json()) as (typeof recorded & {
        payload: { url: string }
      })[]
      recorded = events.find((event) => event.payload.url.includes(poster))
      expect(recorded).toBeDefined()
    }).toPass({ timeout: 10_000 })
    return { ...recorded!, location: answer.headers.location }
  }
  const phone = await scan(IPHONE)
  expect(phone).toMatchObject({ platform: 'web-mobile', locale: 'de-de', payload: { platform: 'ios' } })
  expect(phone.location).toMatch(/^https:\/\/apps\.apple\.com\//)
  const desktop = await scan(WINDOWS)
  expect(desktop).toMatchObject({ platform: 'web', locale: 'de-de' })
  expect(desktop.location).toBe('/de-de?show_qr=1')
})
