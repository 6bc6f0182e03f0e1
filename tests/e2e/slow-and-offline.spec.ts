// What a visitor on a slow phone or a lost connection meets (decision 031): text typed while the
// page's code is still on its way survives hydration, in a request form and in the sign-in panel;
// a submit pressed before hydration is posted by the browser and reaches the server once; with the
// connection down, a first submit keeps the text, says the connection is down (never that the
// service is), does not reload, and goes through once the connection is back.
import type { BrowserContext, Locator, Page, Route } from '@playwright/test'
import { API } from '../../playwright.config'
import { text, uniqueEmail } from './auth'
import { expect, open, test } from './fixtures'

const de = (key: string, params?: Record<string, string>) => text('de', key, params)
const en = (key: string, params?: Record<string, string>) => text('en', key, params)

/** Holds back every script of the site until `release()`: the page shows, but does not run. */
async function holdScripts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue()
    held.push(route)
  })
  return {
    release: async () => {
      released = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

/** Fills the German contact form, its message `message`. */
async function fillContact(form: Locator, message: string) {
  await form.getByLabel(de('contact_form_name'), { exact: true }).fill('Erika')
  await form.getByLabel(de('form_email_label'), { exact: true }).fill('erika@example.com')
  await form.getByLabel(de('contact_form_message'), { exact: true }).fill(message)
}

async function supportMailsWith(needle: string): Promise<number> {
  const mails = (await (await fetch(`${API}/dev/mail.json?to=support@pollwise.com`)).json()) as { text: string }[]
  return mails.filter((mail) => mail.text.includes(needle)).length
}

test.describe('typed before the page ran', () => {
  test('a request form keeps the text through hydration, and sends it once', async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto('/de-de/contact', { waitUntil: 'domcontentloaded' })
    const form = page.locator('#contact-form')
    const unique = `Vor dem Laden getippt ${Date.now()}`
    await fillContact(form, unique)
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

    await scripts.release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(form.getByLabel(de('contact_form_name'), { exact: true })).toHaveValue('Erika')
    await expect(form.getByLabel(de('contact_form_message'), { exact: true })).toHaveValue(unique)

    await form.getByRole('button', { name: de('contact_form_submit') }).click()
    await expect(page.getByRole('status').filter({ hasText: de('contact_form_success_title') })).toBeVisible()
    await expect.poll(() => supportMailsWith(unique), { timeout: 10_000 }).toBe(1)
  })

  test('a submit pressed before the page ran is posted by the browser, once', async ({ page }) => {
    const scripts = await holdScripts(page)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.goto('/de-de/contact', { waitUntil: 'domcontentloaded' })
    const form = page.locator('#contact-form')
    const unique = `Sofort abgeschickt ${Date.now()}`
    await fillContact(form, unique)
    await form.getByRole('button', { name: de('contact_form_submit') }).click()
    await scripts.release()
    await expect(page.getByRole('status').filter({ hasText: de('contact_form_success_title') })).toBeVisible()
    await expect.poll(() => supportMailsWith(unique), { timeout: 10_000 }).toBe(1)
    expect(posts.filter((url) => url.endsWith('/de-de/contact'))).toHaveLength(1)
  })

  test('the sign-in panel keeps the address typed before hydration and continues with it', async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto('/de-de/login', { waitUntil: 'domcontentloaded' })
    const email = uniqueEmail('typed-early')
    const field = page.getByLabel(de('auth_field_email'), { exact: true })
    await field.fill(email)
    await scripts.release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(field).toHaveValue(email)
    await page.getByRole('button', { name: de('auth_continue'), exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: de('auth_signup_title') })).toBeVisible()
  })
})

test.describe('the connection lost', () => {
  /** Forgets the console lines of requests that failed because the test took the network away. */
  const forgetOfflineNoise = (consoleErrors: string[]) =>
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(line)),
    )

  /**
   * Takes the connection away and submits the login page's first step: the notice says so, the
   * address stays, and the page did not reload.
   */
  async function firstStepOffline(page: Page, context: BrowserContext, email: string) {
    await page.evaluate(() => ((window as Window & { stayed?: boolean }).stayed = true))
    await context.setOffline(true)
    const field = page.getByLabel(en('auth_field_email'), { exact: true })
    await field.fill(email)
    await page.getByRole('button', { name: en('auth_continue'), exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: en('form_offline') })).toBeVisible()
    await expect(field).toHaveValue(email)
    expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true)
  }

  test('a first sign-in submit offline keeps the address, says so, does not reload, and works once back', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await open(page, '/en-us/login')
    await firstStepOffline(page, context, uniqueEmail('offline'))
    await expect(page.getByText(en('auth_unavailable'))).toHaveCount(0)

    await context.setOffline(false)
    await page.getByRole('button', { name: en('auth_continue'), exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: en('auth_signup_title') })).toBeVisible()
    await expect(page.getByText(en('form_offline'))).toHaveCount(0)
    forgetOfflineNoise(consoleErrors)
  })

  test('offline before the code a first submit needs arrived: no reload, the notice, and a retry online goes through', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // The server-function fetcher never arrives while the connection is down.
    const unreachable = (route: Route) => route.abort('internetdisconnected')
    await page.route(/serverFnFetcher/, unreachable)
    await open(page, '/en-us/login')
    await firstStepOffline(page, context, uniqueEmail('offline-chunk'))

    // Back online, the page's code still cannot call the server (the browser keeps the failed
    // module as failed): the form is posted by the browser instead, and goes through.
    await page.unroute(/serverFnFetcher/, unreachable)
    await context.setOffline(false)
    await page.getByRole('button', { name: en('auth_continue'), exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: en('auth_signup_title') })).toBeVisible()
    await expect(page).toHaveURL(/\/en-us\/login$/)
    forgetOfflineNoise(consoleErrors)
  })

  test('a contact message sent offline stays, and goes once the connection is back', async ({ page, context, consoleErrors }) => {
    await open(page, '/de-de/contact')
    await context.setOffline(true)
    const form = page.locator('#contact-form')
    const unique = `Offline geschrieben ${Date.now()}`
    await fillContact(form, unique)
    await form.getByRole('button', { name: de('contact_form_submit') }).click()
    await expect(form.getByRole('alert')).toHaveText(de('form_offline'))
    await expect(form.getByLabel(de('contact_form_message'), { exact: true })).toHaveValue(unique)

    await context.setOffline(false)
    await form.getByRole('button', { name: de('contact_form_submit') }).click()
    await expect(page.getByRole('status').filter({ hasText: de('contact_form_success_title') })).toBeVisible()
    await expect.poll(() => supportMailsWith(unique), { timeout: 10_000 }).toBe(1)
    forgetOfflineNoise(consoleErrors)
  })
})

test('a navigation waiting on the server shows that it is under way', async ({ page }) => {
  await open(page, '/de-de')
  // The indicator starts once the page is idle (its live region is then in the page).
  const progress = page.locator('.nav-progress')
  await progress.waitFor({ state: 'attached' })
  // The next page's data arrives slowly.
  await page.route(/\/_serverFn\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.locator('footer a[href="/de-de/about"]').click()
  await expect(progress.getByText(de('nav_loading'))).toBeAttached()
  await expect(progress).toHaveAttribute('role', 'status')
  await expect(page).toHaveURL(/\/de-de\/about$/)
  await expect(progress.getByText(de('nav_loading'))).toHaveCount(0)
})
