// The sign-in path by keyboard alone, and the dialog when the API cannot be reached.
import { type Page } from '@playwright/test'
import { type ChildProcess, spawn } from 'node:child_process'
import { SITE } from '../../playwright.config'
import { expectSignedIn, latestMail, PASSWORD, sitePath, text, uniqueEmail } from './auth'
import { expect, open, test } from './fixtures'

const t = (key: string, params?: Record<string, string>) => text('en', key, params)

/** Presses Tab until the element has focus (and fails if it never does). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((node) => node === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
})

test('register, confirm and sign in by keyboard only', async ({ page, context }) => {
  // Several browsers (or a whole registration by keyboard) against one product: three times the usual time.
  test.slow()
  const email = uniqueEmail('keyboard')
  await open(page, '/')
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: t('header_join') }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toHaveAccessibleName(t('auth_check_title'))
  const emailField = dialog.getByLabel(t('auth_field_email'), { exact: true })
  await expect(emailField).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: t('auth_signup_title') })).toBeFocused()
  await tabTo(page, dialog.getByLabel(t('auth_field_password'), { exact: true }))
  await page.keyboard.type(PASSWORD)
  await tabTo(page, dialog.getByLabel(t('auth_field_confirm_password')))
  await page.keyboard.type(PASSWORD)
  await tabTo(page, dialog.getByRole('checkbox', { name: t('auth_marketing_opt_in') }))
  await page.keyboard.press('Space')
  await tabTo(page, dialog.getByRole('button', { name: t('auth_signup_submit') }))
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: t('auth_confirm_title') })).toBeVisible()

  // Focus stays in the modal, and Escape closes it, returning focus to the opener.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab')
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: t('header_join') })).toBeFocused()

  await open(page, sitePath((await latestMail(email)).links[0]!))
  await tabTo(page, page.getByRole('button', { name: t('link_continue') }))
  await page.keyboard.press('Enter')
  await expectSignedIn(page, email)

  await context.clearCookies()
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
  await open(page, '/login')
  await tabTo(page, page.getByLabel(t('auth_field_email'), { exact: true }))
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByLabel(t('auth_field_password'), { exact: true }))
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Enter')
  await expectSignedIn(page, email)
})

test.describe('with the API down', () => {
  const PORT = 3340
  const DOWN = `http://localhost:${PORT}`
  let site: ChildProcess

  test.beforeAll(async () => {
    // The production build, pointed at an API address where nothing listens.
    site = spawn(process.execPath, ['.output/pollwise/worker.mjs'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        SITE_URL: DOWN,
        SITE_URL_AU: `http://au.localhost:${PORT}`,
        API_BASE_URL: 'http://127.0.0.1:9',
        NODE_ENV: 'production',
      },
      stdio: 'ignore',
    })
    await expect.poll(async () => (await fetch(`${DOWN}/robots.txt`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200)
  })
  test.afterAll(() => {
    site.kill()
  })

  test('the dialog says sign-in is unavailable, and the page still works', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: DOWN }])
    await page.goto(`${DOWN}/register`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const dialog = page.getByRole('dialog', { name: t('auth_check_title') })
    await dialog.getByLabel(t('auth_field_email'), { exact: true }).fill('someone@example.com')
    await dialog.getByRole('button', { name: t('auth_continue'), exact: true }).click()
    await expect(dialog.getByRole('alert').filter({ hasText: t('auth_unavailable') })).toBeVisible()
    await expect(dialog.getByLabel(t('auth_field_email'), { exact: true })).toHaveValue('someone@example.com')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page
      .getByRole('navigation', { name: t('nav_label') })
      .getByRole('link', { name: t('nav_paypal') })
      .click()
    await expect(page).toHaveURL(`${DOWN}/surveys-for-paypal-gift-card`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
