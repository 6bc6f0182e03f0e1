// Social sign-in end to end through the reference API's development identity provider: each row
// of SPEC.md §4's social callback table ends in the step it names, and an existing password
// account is linked to a social identity after the owner signs in with the password.
import { type Page } from '@playwright/test'
import type { MessageFile } from '../../app/shared/i18n/locales'
import { SITE } from '../../playwright.config'
import { answerDevProvider, createAccount, type DevIdentity, expectSignedIn, PASSWORD, text, uniqueEmail } from './auth'
import { expect, open, test } from './fixtures'

const subject = () => `e2e-${Math.random().toString(36).slice(2, 10)}`

// Each locale, including the way back from the provider: it returns to the unprefixed
// /auth/social, and the locale cookie brings the visitor back to their language.
for (const { prefix, file } of [
  { prefix: '', file: 'en' },
  { prefix: '/fr-fr', file: 'fr' },
  { prefix: '/ar-sa', file: 'ar' },
] satisfies { prefix: string; file: MessageFile }[]) {
  const t = (key: string, params?: Record<string, string>) => text(file, key, params)

  test.describe(`social sign-in in ${file}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
    })

    /** From the register dialog, through the provider, back to the site's /auth/social. */
    async function signInWith(page: Page, provider: 'Google' | 'Facebook' | 'Apple', identity: DevIdentity) {
      await open(page, `${prefix}/register`)
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('auth_social_continue', { provider }) })
        .click()
      await answerDevProvider(page, identity)
    }

    test('202 then 200: a new identity finishes signing up, and next time signs straight in', async ({ page, context }) => {
      const email = uniqueEmail('social-new')
      const id = subject()
      await signInWith(page, 'Google', { subject: id, email })
      await expect(page).toHaveURL(new RegExp(`^${SITE}${prefix}/auth/social\\?`))
      const dialog = page.getByRole('dialog', { name: t('auth_signup_social_title', { provider: 'Google' }) })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: t('auth_signup_submit') }).click()
      await expectSignedIn(page, email)

      await context.clearCookies()
      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
      await signInWith(page, 'Google', { subject: id, email })
      await expectSignedIn(page, email)
    })

    test('409 without socials: sign in with the password, and the identity is linked', async ({ page, context }) => {
      const email = uniqueEmail('social-link')
      const id = subject()
      await createAccount(email)
      await signInWith(page, 'Facebook', { subject: id, email })
      const dialog = page.getByRole('dialog', { name: t('auth_signin_title') })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(t('auth_link_social_intro', { provider: 'Facebook' }))).toBeVisible()
      await dialog.getByLabel(t('auth_field_password'), { exact: true }).fill(PASSWORD)
      await dialog.getByRole('button', { name: t('auth_signin_submit'), exact: true }).click()
      await expectSignedIn(page, email)

      // Linked: the same Facebook identity now signs straight in.
      await context.clearCookies()
      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
      await signInWith(page, 'Facebook', { subject: id, email })
      await expectSignedIn(page, email)
    })

    test('409 with socials: the account exists with another provider', async ({ page, context }) => {
      const email = uniqueEmail('social-exist')
      await signInWith(page, 'Google', { subject: subject(), email })
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('auth_signup_submit') })
        .click()
      await expectSignedIn(page, email)
      await context.clearCookies()
      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])

      await signInWith(page, 'Apple', { subject: subject(), email })
      const dialog = page.getByRole('dialog', { name: t('auth_social_exist_title') })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: t('auth_social_continue', { provider: 'Google' }) })).toBeVisible()
      await expect(dialog.getByRole('button', { name: t('auth_social_continue', { provider: 'Apple' }) })).toHaveCount(0)
    })

    test('400 without socials: the provider shared no address, so the visitor gives one', async ({ page }) => {
      await signInWith(page, 'Apple', { subject: subject() })
      const dialog = page.getByRole('dialog')
      await expect(dialog).toHaveAccessibleName(t('auth_signup_social_title', { provider: 'Apple' }))
      await expect(dialog.getByText(t('auth_signup_social_no_email', { provider: 'Apple' }))).toBeVisible()
      const email = uniqueEmail('social-no-email')
      await dialog.getByLabel(t('auth_field_email'), { exact: true }).fill(email)
      await dialog.getByLabel(t('auth_field_password'), { exact: true }).fill(PASSWORD)
      await dialog.getByLabel(t('auth_field_confirm_password')).fill(PASSWORD)
      await dialog.getByRole('button', { name: t('auth_signup_submit') }).click()
      await expect(dialog.getByRole('heading', { name: t('auth_confirm_title') })).toBeVisible()
    })

    test('403 with an e-mail: the address is not verified yet, so confirm it', async ({ page }) => {
      await signInWith(page, 'Google', { subject: subject(), email: uniqueEmail('social-unverified'), verified: false })
      await expect(page.getByRole('dialog', { name: t('auth_confirm_title') })).toBeVisible()
    })

    test('403 with only a message: a toast, and the dialog stays at its first step', async ({ page }) => {
      await signInWith(page, 'Google', { subject: subject(), email: uniqueEmail('social-disabled'), outcome: 'disabled' })
      await expect(page.getByRole('status').getByText(t('toast_account_disabled'))).toBeVisible()
      await expect(page.getByRole('dialog', { name: t('auth_check_title') })).toBeVisible()
    })

    test('401: a cancelled sign-in goes back to the login page with a message', async ({ page }) => {
      await signInWith(page, 'Facebook', { subject: subject(), outcome: 'deny' })
      await expect(page).toHaveURL(`${SITE}${prefix}/login`)
      await expect(page.getByRole('status').getByText(t('toast_social_failed'))).toBeVisible()
      await expect(page.getByRole('heading', { name: t('auth_check_title') })).toBeVisible()
    })

    test('a replayed callback (its binding to this browser already used) asks to start again', async ({ page }) => {
      const email = uniqueEmail('social-replay')
      await signInWith(page, 'Google', { subject: subject(), email })
      await expect(page.getByRole('dialog', { name: t('auth_signup_social_title', { provider: 'Google' }) })).toBeVisible()
      await page.reload()
      await expect(page.getByRole('status').getByText(t('toast_social_other_browser'))).toBeVisible()
      await expect(page.getByRole('dialog', { name: t('auth_check_title') })).toBeVisible()
    })
  })
}
