// Sign-in end to end in Chromium against the reference API: registration and confirmation,
// password sign-in and its errors, the unverified path, password reset and the one-time link, in
// English (unprefixed), French and Arabic; the route guard and the header of a signed-in visitor.
import { type BrowserContext, type Page } from '@playwright/test'
import type { MessageFile } from '../../app/shared/i18n/locales'
import { PASSWORD_MIN_LENGTH } from '../../contract/auth'
import { maskEmail } from '../../contract/masking'
import { API, SITE } from '../../playwright.config'
import { createAccount, expectSignedIn, latestMail, PASSWORD, sitePath, text, uniqueEmail } from './auth'
import { expect, open, test } from './fixtures'
import { literal } from './messages'

const LOCALES: { prefix: string; file: MessageFile }[] = [
  { prefix: '', file: 'en' },
  { prefix: '/fr-fr', file: 'fr' },
  { prefix: '/ar-sa', file: 'ar' },
]

/** The unprefixed pages are English only for a visitor who chose English (no redirect). */
async function preferEnglish(context: BrowserContext) {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
}

for (const { prefix, file } of LOCALES) {
  const t = (key: string, params?: Record<string, string>) => text(file, key, params)

  async function enterEmail(page: Page, email: string) {
    await page.getByLabel(t('auth_field_email'), { exact: true }).fill(email)
    await page.getByRole('button', { name: t('auth_continue'), exact: true }).click()
  }

  test.describe(`sign-in in ${file}`, () => {
    test.beforeEach(async ({ context }) => preferEnglish(context))

    test('register, confirm from the e-mail, land in the member app signed in', async ({ page }) => {
      const email = uniqueEmail(`register-${file}`)
      await open(page, `${prefix}/register`)
      // Labelled by its step's heading: the name follows the step.
      const dialog = page.getByRole('dialog')
      await expect(dialog).toHaveAccessibleName(t('auth_check_title'))
      await enterEmail(page, email)
      await expect(dialog.getByRole('heading', { name: t('auth_signup_title') })).toBeVisible()
      await expect(dialog.getByRole('link', { name: t('auth_terms_link') })).toBeVisible()
      await expect(dialog.getByRole('checkbox', { name: t('auth_marketing_opt_in') })).not.toBeChecked()
      await dialog.getByLabel(t('auth_field_password'), { exact: true }).fill(PASSWORD)
      await dialog.getByLabel(t('auth_field_confirm_password')).fill(PASSWORD)
      await dialog.getByRole('button', { name: t('auth_signup_submit') }).click()
      await expect(dialog.getByRole('heading', { name: t('auth_confirm_title') })).toBeVisible()
      // The address shown back is masked (SPEC §9).
      await expect(dialog).toContainText(maskEmail(email))
      await expect(dialog).not.toContainText(email)

      const mail = await latestMail(email)
      const link = sitePath(mail.links[0]!)
      expect(link).toMatch(new RegExp(`^${prefix}/login\\?token=[A-Za-z0-9_-]{43}$`))
      await open(page, link)
      await expect(page.getByRole('heading', { name: t('link_confirm_verify_title'), level: 2 })).toBeVisible()
      // The link's secret is out of the address bar before the page loads (decision 017).
      expect(page.url()).toBe(`${SITE}${prefix}/login?from=email`)
      await page.getByRole('button', { name: t('link_continue') }).click()
      await expectSignedIn(page, email)
    })

    test('sign-up shows every error at once: a short password and a different confirmation', async ({ page }) => {
      await open(page, `${prefix}/register`)
      const dialog = page.getByRole('dialog')
      await enterEmail(page, uniqueEmail(`errors-${file}`))
      await expect(dialog.getByRole('heading', { name: t('auth_signup_title') })).toBeVisible()
      const password = dialog.getByLabel(t('auth_field_password'), { exact: true })
      const confirmation = dialog.getByLabel(t('auth_field_confirm_password'))
      await password.fill('short')
      await confirmation.fill('shorter')
      await dialog.getByRole('button', { name: t('auth_signup_submit') }).click()
      // Both at once, each described on its field, focus on the first.
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await expect(confirmation).toHaveAttribute('aria-invalid', 'true')
      // The password's description is its hint, then its error.
      const tooShort = t('validation_password_min_length', { min: String(PASSWORD_MIN_LENGTH) })
      await expect(password).toHaveAccessibleDescription(new RegExp(`${literal(tooShort)}$`))
      await expect(confirmation).toHaveAccessibleDescription(t('validation_confirm_password_same_as_password'))
      await expect(password).toBeFocused()
      // Nothing typed is lost.
      await expect(password).toHaveValue('short')
      await expect(confirmation).toHaveValue('shorter')
    })

    test('a wrong password is shown under the field and nothing typed is lost', async ({ page }) => {
      const email = uniqueEmail(`wrong-${file}`)
      await createAccount(email)
      await open(page, `${prefix}/login`)
      await enterEmail(page, email)
      await expect(page.getByRole('heading', { name: t('auth_signin_title') })).toBeVisible()
      const password = page.getByLabel(t('auth_field_password'), { exact: true })
      await password.fill('not the right password')
      await page.getByRole('button', { name: t('auth_signin_submit'), exact: true }).click()
      await expect(page.getByText(t('auth_error_credentials'))).toBeVisible()
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await expect(password).toHaveValue('not the right password')
      await expect(password).toBeFocused()
    })

    test('an unverified account is offered a new confirmation e-mail, which verifies it', async ({ page }) => {
      const email = uniqueEmail(`unverified-${file}`)
      await createAccount(email, { verified: false, locale: prefix ? prefix.slice(1) : 'en' })
      await open(page, `${prefix}/login`)
      await enterEmail(page, email)
      await page.getByLabel(t('auth_field_password'), { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: t('auth_signin_submit'), exact: true }).click()
      await expect(page.getByText(t('auth_not_verified'))).toBeVisible()
      await page.getByRole('button', { name: t('auth_resend_verification') }).click()
      await expect(page.getByRole('status').filter({ hasText: maskEmail(email) })).toBeVisible()
      const mail = await latestMail(email, 2)
      await open(page, sitePath(mail.links[0]!))
      await page.getByRole('button', { name: t('link_continue') }).click()
      await expectSignedIn(page, email)
    })

    test('forgot password, reset from the e-mail, sign in with the new password', async ({ page }) => {
      const email = uniqueEmail(`reset-${file}`)
      await createAccount(email, { verified: true, locale: prefix ? prefix.slice(1) : 'en' })
      await open(page, `${prefix}/login`)
      await enterEmail(page, email)
      await page.getByRole('button', { name: t('auth_forgot_link') }).click()
      await expect(page.getByRole('heading', { name: t('auth_reset_title') })).toBeVisible()
      await expect(page.getByLabel(t('auth_field_email'), { exact: true })).toHaveValue(email)
      await page.getByRole('button', { name: t('auth_reset_submit') }).click()
      await expect(page.getByRole('heading', { name: t('auth_reset_sent_title') })).toBeVisible()

      const mail = await latestMail(email, 2)
      const link = sitePath(mail.links[0]!)
      expect(link).toMatch(new RegExp(`^${prefix}/reset-password\\?token=`))
      await open(page, link)
      const dialog = page.getByRole('dialog')
      await expect(dialog).toHaveAccessibleName(t('auth_new_password_title'))
      // Neither the token nor the address stays in the address bar.
      expect(page.url()).toBe(`${SITE}${prefix}/reset-password?from=email`)
      const fresh = 'a brand new passphrase for this test'
      await dialog.getByLabel(t('auth_field_password_new')).fill(fresh)
      await dialog.getByLabel(t('auth_field_confirm_password')).fill(fresh)
      await dialog.getByRole('button', { name: t('auth_new_password_submit') }).click()
      await expect(page.getByRole('status').getByText(t('toast_reset_done'))).toBeVisible()
      await expect(dialog.getByRole('heading', { name: t('auth_signin_title') })).toBeVisible()
      await dialog.getByLabel(t('auth_field_password'), { exact: true }).fill(fresh)
      await dialog.getByRole('button', { name: t('auth_signin_submit'), exact: true }).click()
      await expectSignedIn(page, email)
    })

    test('a one-time sign-in link signs in after one click', async ({ page }) => {
      const email = uniqueEmail(`link-${file}`)
      await createAccount(email, { verified: true, locale: prefix ? prefix.slice(1) : 'en' })
      await open(page, `${prefix}/login`)
      await enterEmail(page, email)
      await page.getByRole('button', { name: t('auth_link_instead') }).click()
      await expect(page.getByRole('status').filter({ hasText: maskEmail(email) })).toBeVisible()
      const mail = await latestMail(email, 2)
      await open(page, sitePath(mail.links[0]!))
      await expect(page.getByRole('heading', { name: t('link_confirm_login_title', { site: 'Pollwise' }), level: 2 })).toBeVisible()
      await page.getByRole('button', { name: t('link_continue') }).click()
      await expectSignedIn(page, email)
    })
  })
}

test.describe('links from e-mails', () => {
  test.beforeEach(async ({ context }) => preferEnglish(context))

  test('a used link says so and offers a new one', async ({ page }) => {
    const email = uniqueEmail('used-link')
    await createAccount(email)
    await open(page, '/login')
    await page.getByLabel(text('en', 'auth_field_email'), { exact: true }).fill(email)
    await page.getByRole('button', { name: text('en', 'auth_continue'), exact: true }).click()
    await page.getByRole('button', { name: text('en', 'auth_link_instead') }).click()
    const link = sitePath((await latestMail(email, 2)).links[0]!)
    await open(page, link)
    await page.getByRole('button', { name: text('en', 'link_continue') }).click()
    await expectSignedIn(page, email)
    await page.context().clearCookies()
    await preferEnglish(page.context())
    await open(page, link)
    // The page asks the API for the token's signed URL (decision 109): a spent one is invalid at once.
    await expect(page.getByRole('heading', { name: text('en', 'link_invalid_title'), level: 2 })).toBeVisible()
    await expect(page.getByRole('button', { name: text('en', 'link_continue') })).toHaveCount(0)
    await page.getByLabel(text('en', 'auth_field_email'), { exact: true }).fill(email)
    await page.getByRole('button', { name: text('en', 'link_send_new') }).click()
    await expect(page.getByText(text('en', 'link_new_sent'))).toBeVisible()
  })

  test('a link asked for on an English page by a German account arrives in English, short, for that page, and works', async ({ page }) => {
    const email = uniqueEmail('page-language')
    await createAccount(email, { verified: true, locale: 'de-de' })
    await open(page, '/en-us/login')
    await page.getByLabel(text('en', 'auth_field_email'), { exact: true }).fill(email)
    await page.getByRole('button', { name: text('en', 'auth_continue'), exact: true }).click()
    await page.getByRole('button', { name: text('en', 'auth_link_instead') }).click()
    await expect(page.getByRole('status').filter({ hasText: maskEmail(email) })).toBeVisible()

    const mail = await latestMail(email, 2)
    expect(mail.subject).toBe('Your Pollwise sign-in link')
    const link = mail.links[0]!
    expect(link).toMatch(new RegExp(`^${SITE}/en-us/login\\?token=[A-Za-z0-9_-]{43}$`))
    expect(link.length).toBeLessThan(100)
    expect(mail.text).toContain(`Use this link to sign in to Pollwise:\n${link}\nThe link works once and expires in 10 minutes.`)
    expect(mail.text).toContain(email)
    // The development mailbox shows both parts; the HTML one has the button to the same link.
    await page.goto(`${API}/dev/mail/${mail.id}/html`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', link)
    await expect(page.getByText('The link works once and expires in 10 minutes.', { exact: true })).toBeVisible()
    await expect(page.getByText(`We sent this email to ${email} because a sign-in link to Pollwise was requested`)).toBeVisible()
    await page.goto(`${API}/dev/mail/${mail.id}/text`)
    await expect(page.locator('body')).toContainText(link)

    await open(page, sitePath(link))
    expect(page.url()).toBe(`${SITE}/en-us/login?from=email`)
    await expect(page.getByRole('heading', { name: text('en', 'link_confirm_login_title', { site: 'Pollwise' }), level: 2 })).toBeVisible()
    await page.getByRole('button', { name: text('en', 'link_continue') }).click()
    await expectSignedIn(page, email)
  })

  test('a signed URL that does not point at the API is refused without a request to it', async ({ page }) => {
    await open(page, `/login?signed_url=${encodeURIComponent('https://evil.example/auth/signed/login?x=1')}`)
    await expect(page.getByRole('heading', { name: text('en', 'link_invalid_title'), level: 2 })).toBeVisible()
  })
})

test.describe('a signed-in visitor', () => {
  test.beforeEach(async ({ context }) => preferEnglish(context))

  test('goes to the member app from the sign-in pages, sees the app and sign-out in the header, and signs out', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('member')
    await createAccount(email)
    await open(page, '/login')
    await page.getByLabel(text('en', 'auth_field_email'), { exact: true }).fill(email)
    await page.getByRole('button', { name: text('en', 'auth_continue'), exact: true }).click()
    await page.getByLabel(text('en', 'auth_field_password'), { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: text('en', 'auth_signin_submit'), exact: true }).click()
    await expectSignedIn(page, email)

    const cookie = (await context.cookies(SITE)).find((c) => c.name === 'auth-token')
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Lax')
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth-token')

    for (const path of ['/register', '/login', '/reset-password', '/fr-fr/register']) {
      await page.goto(`${SITE}${path}`)
      await expect(page, path).toHaveURL(`${API}/app`)
    }

    await open(page, '/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: text('en', 'header_go_to_app') })).toHaveAttribute('href', `${API}/app`)
    await expect(header.getByRole('link', { name: text('en', 'header_sign_in') })).toHaveCount(0)
    await header.getByRole('button', { name: text('en', 'header_sign_out') }).click()
    await expect(header.getByRole('link', { name: text('en', 'header_sign_in') })).toBeVisible()
    expect((await context.cookies(SITE)).find((c) => c.name === 'auth-token')).toBeUndefined()
    await page.goto(`${API}/app`)
    await expect(page.getByText('No one is signed in.')).toBeVisible()
  })
})
