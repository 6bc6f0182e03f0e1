// The live parts in a real browser: the minimum payout in the visitor's currency, a claim
// published through the realtime server's HTTP API appearing without a reload, the country data
// route, and a page whose realtime server is not running keeping its list without a console error.
import Pusher from 'pusher'
import { CLAIM_CREATED_EVENT, CLAIMS_CHANNEL, type Claim } from '../../contract/claims'
import { API, REALTIME_APP, REALTIME_PORT } from '../../playwright.config'
import { expect, open, test } from './fixtures'
import { type SecondProduct, startSecondProduct } from './second-product'

/** A claim the API stores (and broadcasts), so that server-rendered lists have entries. */
async function storeClaim(name: string): Promise<Claim> {
  const response = await fetch(`${API}/dev/claims`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, amount: 12.5, currency: 'EUR', category: 'gift_cards', brand: 'Amazon', tier: 'gold' }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as Claim
}

test('the minimum payout is shown in the visitor currency: C$ in Canada, € in Germany', async ({ page }) => {
  await open(page, '/en-ca')
  await expect(page.locator('#minimum-heading')).toHaveText('Cash out from C$7')
  await expect(page.locator('#minimum-payout')).toContainText('Members in Canada can cash out as soon as their balance reaches C$7')
  await expect(page.locator('#minimum-payout li')).toHaveCount(4)

  await open(page, '/de-de')
  await expect(page.locator('#minimum-heading')).toHaveText(/5\s€/)
  await expect(page.locator('#minimum-payout')).toContainText('Deutschland')

  // The geo header wins over the locale: a visitor in Japan reading German sees yen.
  await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'JP' })
  await open(page, '/de-de')
  await expect(page.locator('#minimum-heading')).toHaveText(/¥\s?700|700\s?¥/)
})

test('/api/country-data/{code} answers the country, 404 for unknown or malformed codes', async ({ request }) => {
  const canada = await request.get('/api/country-data/ca')
  expect(canada.status()).toBe(200)
  expect(canada.headers()['cache-control']).toMatch(/max-age=\d+/)
  expect(await canada.json()).toMatchObject({ code: 'ca', currency: 'CAD', minimum_payout: 7, blocked: false })
  expect((await request.get('/api/country-data/DE')).status()).toBe(200)
  for (const bad of ['zz', 'xyz', '1', '%3Cscript%3E']) {
    const response = await request.get(`/api/country-data/${bad}`)
    expect(response.status(), bad).toBe(404)
    expect(await response.json()).toHaveProperty('message')
  }
})

test('a claim published through the realtime HTTP API appears in the open page without a reload', async ({ page }) => {
  const stored = await storeClaim('Serverside')
  const list = page.locator('#live-payouts ol')
  // The server shares its recent claims between pages for a few seconds.
  await expect(async () => {
    await open(page, '/en-ca')
    await expect(list.locator('li').first()).toContainText('Se******de', { timeout: 500 })
  }).toPass({ timeout: 15_000 })
  await expect(list.locator('li').first()).toContainText('€12.50')
  const firstServer = await list.locator('li').count()

  // Published straight to the realtime server (the Pusher HTTP API), as an operator's API would.
  const pusher = new Pusher({
    appId: REALTIME_APP.id,
    key: REALTIME_APP.key,
    secret: REALTIME_APP.secret,
    host: '127.0.0.1',
    port: String(REALTIME_PORT),
    useTLS: false,
  })
  const claim: Claim = {
    id: stored.id + 100_000,
    name: 'Ka*****na',
    amount: 7,
    currency: 'CAD',
    category: 'transfers',
    brand: 'PayPal',
    tier: 'diamond',
    country_code: 'ca',
    created_at: new Date().toISOString(),
  }
  // The page subscribes once it is idle; publish until the entry shows (each publish is the same claim).
  await expect(async () => {
    await pusher.trigger(CLAIMS_CHANNEL, CLAIM_CREATED_EVENT, claim)
    await expect(list.locator('li').first()).toContainText('Ka*****na', { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  const entry = list.locator('li').first()
  await expect(entry).toContainText('C$7')
  await expect(entry).toContainText('PayPal')
  await expect(entry).toContainText('Diamond')
  await expect(entry.locator('time')).toHaveText('now')
  // Still the same document, no duplicates, and the list stays bounded.
  await expect(list.getByText('Ka*****na')).toHaveCount(1)
  expect(await list.locator('li').count()).toBeLessThanOrEqual(Math.max(firstServer + 1, 6))
  await expect(page.locator('#live-payouts [role="status"]')).toHaveText('New payouts: 1')
})

test.describe('without a realtime server', () => {
  const PORT = 3330
  const API_PORT = 8830
  let product: SecondProduct

  test.beforeAll(async () => {
    product = await startSecondProduct({ PORT: String(PORT), API_PORT: String(API_PORT), REALTIME_PORT: '6130', START_REALTIME: 'false' }, [
      `http://localhost:${PORT}/robots.txt`,
      `http://localhost:${API_PORT}/health`,
    ])
  })

  test.afterAll(() => product.stop())

  test('the page keeps its server-rendered list and logs nothing', async ({ page, consoleErrors }) => {
    const response = await fetch(`http://localhost:${API_PORT}/dev/claims`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Offline', amount: 5, currency: 'GBP', category: 'charity', brand: 'UNICEF', tier: 'silver' }),
    })
    expect(response.status).toBe(201)
    const messages: string[] = []
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
    const statusAsked = page.waitForResponse((r) => r.url().endsWith('/api/realtime-status'))
    await open(page, `http://localhost:${PORT}/en-gb`)
    expect(await (await statusAsked).json()).toEqual({ available: false })
    // Long enough for any connection attempt and its retries to have failed.
    await page.waitForTimeout(3000)
    await expect(page.locator('#live-payouts li')).toHaveCount(1)
    await expect(page.locator('#live-payouts li')).toContainText('Of***ne')
    await expect(page.locator('#live-payouts li')).toContainText('£5')
    expect(messages).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
