// The environments of SPEC.md §3 (decision 027): a second site, started as an operator would start
// staging (`APP_ENV=staging`, the site alone, `START_API=false`), shows staging's URLs wherever a
// browser meets them, and each variable set beside it still wins. It talks to the suite's API and
// realtime server through the overrides `API_BASE_URL` and `REALTIME_URL`.
import { API, REALTIME_APP, REALTIME_PORT, SITE_PORT } from '../../playwright.config'
import { createAccount, memberToken, PASSWORD, text, uniqueEmail } from './auth'
import { expect, open, test } from './fixtures'
import { type SecondProduct, startSecondProduct } from './second-product'

// One site for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' })

const PORT = SITE_PORT + 40
const STAGING = `http://localhost:${PORT}`
const CONTAINER = 'GTM-STAGE01'

let site: SecondProduct

test.beforeAll(async () => {
  site = await startSecondProduct(
    {
      APP_ENV: 'staging',
      START_API: 'false',
      PORT: String(PORT),
      SITE_WORKERS: '1',
      // Overrides of staging's defaults: this machine's API and realtime server, an auth cookie
      // for this host only (a browser refuses one for staging.pollwise.com from localhost), and
      // a container of this environment's own (no environment has a default one).
      API_BASE_URL: API,
      REALTIME_URL: `http://127.0.0.1:${REALTIME_PORT}`,
      PUSHER_APP_KEY: REALTIME_APP.key,
      AUTH_COOKIE_DOMAIN: '',
      ANALYTICS_CONTAINER_ID: CONTAINER,
      // Its pages are served here, not at https://staging.pollwise.com: their calls come from here.
      EXTRA_ORIGINS: STAGING,
    },
    [`${STAGING}/robots.txt`],
  )
})

test.afterAll(() => site.stop())

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: STAGING }])
  // Staging's hosted member app, answered here: the test sees where the site sends a member.
  await context.route('https://app.staging.pollwise.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Member app</title><p>Member app</p>' }),
  )
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  )
})

test('the pages name staging’s homepage and Australian homepage in their links, sitemap and robots', async ({ page }) => {
  await open(page, `${STAGING}/fr-fr/about`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://staging.pollwise.com/fr-fr/about')
  await expect(page.locator('link[rel="alternate"][hreflang="en-AU"]')).toHaveAttribute('href', 'https://au.staging.pollwise.com/about')
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'https://staging.pollwise.com/about')

  const robots = await (await fetch(`${STAGING}/robots.txt`)).text()
  expect(robots).toContain('Sitemap: https://staging.pollwise.com/sitemap.xml')
  const index = await (await fetch(`${STAGING}/sitemap.xml`)).text()
  expect(index).toContain('<loc>https://staging.pollwise.com/sitemaps/about.xml</loc>')
  const about = await (await fetch(`${STAGING}/sitemaps/about.xml`)).text()
  expect(about).toContain('<loc>https://staging.pollwise.com/fr-fr/about</loc>')
  expect(about).toContain('https://au.staging.pollwise.com/about')
  expect(`${index}${about}`).not.toContain('localhost')
})

test('the admin API’s URL never reaches a browser', async ({ page }) => {
  const response = await open(page, `${STAGING}/`)
  const html = (await response?.text()) ?? ''
  expect(html).not.toContain('admin-api')
  expect(await page.content()).not.toContain('admin-api')
})

test('a signed-in member is sent to staging’s member app', async ({ page, context }) => {
  const token = await memberToken('staging')
  await context.addCookies([{ name: 'auth-token', value: token, url: STAGING }])
  await open(page, `${STAGING}/`)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: text('en', 'header_go_to_app') })).toHaveAttribute(
    'href',
    'https://app.staging.pollwise.com',
  )
  // The sign-in page redirects a member (a browser follows a redirect past any route, so it is read here).
  const login = await fetch(`${STAGING}/login`, { headers: { Cookie: `auth-token=${token}; i18n_redirected=en` }, redirect: 'manual' })
  expect(login.headers.get('location')).toBe('https://app.staging.pollwise.com')
})

test('signing in through the dialog reaches staging’s member app, with the cookie on this host', async ({ page, context }) => {
  const email = uniqueEmail('staging-dialog')
  await createAccount(email)
  await open(page, `${STAGING}/login`)
  await page.getByLabel(text('en', 'auth_field_email'), { exact: true }).fill(email)
  await page.getByRole('button', { name: text('en', 'auth_continue'), exact: true }).click()
  await page.getByLabel(text('en', 'auth_field_password'), { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: text('en', 'auth_signin_submit'), exact: true }).click()
  await expect(page).toHaveURL('https://app.staging.pollwise.com/')
  const cookie = (await context.cookies(STAGING)).find((c) => c.name === 'auth-token')
  expect(cookie?.domain).toBe('localhost')
  expect(cookie?.secure).toBe(true)
})

test('the environment’s analytics container loads once the visitor has agreed', async ({ page }) => {
  const container = page.waitForRequest((request) => request.url() === `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`)
  const response = await open(page, `${STAGING}/`)
  await container
  expect(response?.headers()['content-security-policy']).toContain('https://www.googletagmanager.com')
})
