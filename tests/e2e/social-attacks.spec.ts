// Attacks on social sign-in replayed in Chromium with two browsers, an attacker's and a victim's:
// login CSRF through a captured OAuth return URL, and account pre-hijacking through a provider that
// does not vouch for the e-mail address (docs/decisions/018 and 106).
import type { BrowserContext, Page } from '@playwright/test'
import { API, SITE } from '../../playwright.config'
import { answerDevProvider, createAccount, expectSignedIn, latestMail, PASSWORD, text, uniqueEmail } from './auth'
import { expect, open, test } from './fixtures'

const t = (key: string, params?: Record<string, string>) => text('en', key, params)
const subject = () => `attacker-${Math.random().toString(36).slice(2, 10)}`

async function newVisitor(browser: import('@playwright/test').Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
  return { context, page: await context.newPage() }
}

/** Signs in through the site's own page, in this browser. */
async function signInWithPassword(page: Page, email: string): Promise<void> {
  await open(page, '/login')
  await page.getByLabel(t('auth_field_email'), { exact: true }).fill(email)
  await page.getByRole('button', { name: t('auth_continue'), exact: true }).click()
  await page.getByLabel(t('auth_field_password'), { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: t('auth_signin_submit'), exact: true }).click()
  await expectSignedIn(page, email)
}

/** Starts a Google sign-in from the register dialog and answers the development provider. */
async function startGoogle(page: Page, identity: Parameters<typeof answerDevProvider>[1]): Promise<void> {
  await open(page, '/register')
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('auth_social_continue', { provider: 'Google' }) })
    .click()
  await answerDevProvider(page, identity)
}

test('login CSRF: a return URL the attacker approved signs nobody in outside the attacker’s browser', async ({ browser }) => {
  // Several browsers (or a whole registration by keyboard) against one product: three times the usual time.
  test.slow()
  // The attacker has an account with a Google identity, begins a sign-in, approves it and stops
  // at the site's return URL instead of following it.
  const attacker = await newVisitor(browser)
  const attackerEmail = uniqueEmail('csrf-attacker')
  const id = subject()
  await startGoogle(attacker.page, { subject: id, email: attackerEmail })
  await attacker.page
    .getByRole('dialog')
    .getByRole('button', { name: t('auth_signup_submit') })
    .click()
  await expectSignedIn(attacker.page, attackerEmail)
  await attacker.context.clearCookies()
  await attacker.context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])

  // The provider answers its form with a redirect to the site's return URL: keep it, do not follow it.
  let returnUrl = ''
  await attacker.page.route(
    (url) => url.pathname === '/dev/oauth/authorize',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      const answer = await route.fetch({ maxRedirects: 0 })
      returnUrl = answer.headers()['location'] ?? ''
      await route.abort()
    },
  )
  await startGoogle(attacker.page, { subject: id, email: attackerEmail })
  await expect.poll(() => returnUrl).toContain('state=')

  // A signed-in victim opens it (a link, an image, a redirect): they stay who they were.
  const victim = await newVisitor(browser)
  const victimEmail = uniqueEmail('csrf-victim')
  await createAccount(victimEmail)
  await signInWithPassword(victim.page, victimEmail)
  await victim.page.goto(returnUrl)
  await victim.page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(victim.page.getByRole('status').getByText(t('toast_social_other_browser'))).toBeVisible()
  await victim.page.goto(`${API}/app`)
  await expect(victim.page.getByText(`Signed in as ${victimEmail}`)).toBeVisible()

  // An anonymous visitor is not signed in as the attacker either.
  const bystander = await newVisitor(browser)
  await bystander.page.goto(returnUrl)
  await expect(bystander.page.getByRole('status').getByText(t('toast_social_other_browser'))).toBeVisible()
  await bystander.page.goto(`${API}/app`)
  await expect(bystander.page.getByText(`Signed in as ${attackerEmail}`)).toHaveCount(0)

  // The URL itself was genuine: in the browser that began the sign-in it still works.
  await attacker.page.unrouteAll()
  await attacker.page.goto(returnUrl)
  await expectSignedIn(attacker.page, attackerEmail)

  for (const visitor of [attacker, victim, bystander]) await visitor.context.close()
})

test('pre-hijacking: an identity whose provider does not vouch for the address never gets into its account', async ({ browser }) => {
  // Several browsers (or a whole registration by keyboard) against one product: three times the usual time.
  test.slow()
  const victimEmail = uniqueEmail('prehijack-victim')
  const id = subject()

  // The attacker claims the victim's address through a provider that did not verify it.
  const attacker = await newVisitor(browser)
  await startGoogle(attacker.page, { subject: id, email: victimEmail, verified: false })
  await expect(attacker.page.getByRole('dialog', { name: t('auth_confirm_title') })).toBeVisible()

  // No account was made: the victim registers the address as usual, confirms it and signs in.
  const victim = await newVisitor(browser)
  await createAccount(victimEmail)
  await signInWithPassword(victim.page, victimEmail)

  // The attacker's identity does not open the victim's account.
  await attacker.context.clearCookies()
  await attacker.context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
  await startGoogle(attacker.page, { subject: id, email: victimEmail, verified: false })
  // The address has an account now: the dialog asks for its password, nothing signs in.
  await expect(attacker.page.getByRole('dialog', { name: t('auth_signin_title') })).toBeVisible()
  await attacker.page.goto(`${API}/app`)
  await expect(attacker.page.getByText(`Signed in as ${victimEmail}`)).toHaveCount(0)

  // Nor does the confirmation mail the attacker's first attempt sent, should the victim open it
  // after the account exists: it signs nobody in and attaches nothing.
  const mails = (await (await fetch(`${API}/dev/mail.json?to=${encodeURIComponent(victimEmail)}`)).json()) as { links: string[] }[]
  const attackerLink = mails.at(-1)!.links[0]!
  const stray = await newVisitor(browser)
  await stray.page.goto(attackerLink)
  await stray.page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const panel = stray.page.getByRole('region', { name: t('link_confirm_verify_title') })
  await panel.getByRole('button', { name: t('link_continue') }).click()
  await expect(stray.page.getByRole('heading', { name: t('link_invalid_title') })).toBeVisible()
  await stray.page.goto(`${API}/app`)
  await expect(stray.page.getByText(`Signed in as ${victimEmail}`)).toHaveCount(0)
  // The victim's own latest mail is the registration's confirmation, which they used.
  expect((await latestMail(victimEmail)).links[0]).toBeDefined()

  for (const visitor of [attacker, victim, stray]) await visitor.context.close()
})
