// Chromium with JavaScript off, as a visitor on a phone whose page has not loaded its code yet, or
// who turned it off: every form still works (decision 031). The request forms reach support or
// show their refusals beside the fields with what was typed kept; sign-in works by password,
// registration reaches "check your inbox", a one-time link and a password reset go through; and
// "Continue with Google" reaches the provider. No form submits by GET and no URL of the run carries
// a form's field.
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { API, SITE } from '../../playwright.config'
import type { MessageFile } from '../../app/shared/i18n/locales'
import { createAccount, latestMail, PASSWORD, sitePath, text, uniqueEmail } from './auth'
import { expect, test } from './fixtures'
import { literal, message } from './messages'

/** The fields of the site's forms: none of them may ever appear in a URL's query. */
const FORM_FIELDS = ['name', 'email', 'message', 'state', 'password', 'password_new', 'confirm_password', 'marketing_opt_in', 'intent']

/** A context without JavaScript that records every URL it requests (documents and the rest). */
async function withoutScripts(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...options })
  const urls: string[] = []
  context.on('request', (request) => urls.push(request.url()))
  return { context, urls, page: await context.newPage() }
}

/**
 * No URL of the site carries a form's field. Another site's (a provider's sign-in page) has its
 * own parameters, and a link from an e-mail (`mailed`) is the API's, which the site takes out of
 * the address bar at once.
 */
function expectNoFieldInAnyUrl(urls: readonly string[], mailed: readonly string[] = []) {
  for (const url of urls) {
    if (!url.startsWith(SITE) || mailed.some((link) => url === `${SITE}${link}`)) continue
    const query = new URL(url).searchParams
    for (const field of FORM_FIELDS) expect(query.has(field), `${field} in ${url}`).toBe(false)
  }
}

/** The error a field announces: tied to it by aria-describedby, in a role=alert element. */
async function errorOf(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string | null> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean)
  for (const id of ids) {
    const node = page.locator(`[id="${id}"][role="alert"]`)
    if (await node.count()) return node.textContent()
  }
  return null
}

async function supportMails(needle: string): Promise<boolean> {
  const mails = (await (await fetch(`${API}/dev/mail.json?to=support@pollwise.com`)).json()) as { text: string }[]
  return mails.some((mail) => mail.text.includes(needle))
}

for (const [locale, file] of [
  ['de-de', 'de'],
  ['ar-sa', 'ar'],
] as const satisfies readonly (readonly [string, MessageFile])[]) {
  const t = (key: string, params?: Record<string, string>) => text(file, key, params)

  test.describe(`request forms without JavaScript in ${file}`, () => {
    test('contact: refusals beside the fields with the values kept, then the message reaches support', async ({ browser }) => {
      const { context, page, urls } = await withoutScripts(browser)
      await page.goto(`/${locale}/contact`)
      const form = page.locator('#contact-form')
      await expect(form).toHaveAttribute('method', 'post')
      const name = form.getByLabel(t('contact_form_name'), { exact: true })
      const email = form.getByLabel(t('form_email_label'), { exact: true })
      const body = form.getByLabel(t('contact_form_message'), { exact: true })
      const unique = `${file} ${Date.now()} — IBAN DE00 1234`
      await email.fill('not-an-address')
      await body.fill(unique)
      await form.getByRole('button', { name: t('contact_form_submit') }).click()

      await expect(page).toHaveURL(new RegExp(`/${locale}/contact$`))
      expect(await errorOf(page, name)).toBe(t('validation_name_required'))
      expect(await errorOf(page, email)).toBe(t('validation_email_not_valid'))
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveValue('not-an-address')
      await expect(body).toHaveValue(unique)

      await name.fill('Erika')
      await email.fill('erika@example.com')
      await form.getByRole('button', { name: t('contact_form_submit') }).click()
      const done = page.getByRole('status').filter({ hasText: t('contact_form_success_title') })
      await expect(done).toContainText(t('contact_form_success_text', { email: 'erika@example.com' }))
      await expect.poll(() => supportMails(unique), { timeout: 10_000 }).toBe(true)
      // A page load later the thanks are gone: the outcome was read once.
      await page.reload()
      await expect(page.locator('#contact-form').getByLabel(t('contact_form_name'), { exact: true })).toHaveValue('')
      expectNoFieldInAnyUrl(urls)
      await context.close()
    })

    test('personal information: the CCPA request reaches support, after a refusal that kept the optional fields', async ({ browser }) => {
      const { context, page, urls } = await withoutScripts(browser)
      await page.goto(`/${locale}/personal-information`)
      const form = page.locator('#data-sell-form')
      const optional = t('form_optional')
      const name = form.getByLabel(`${t('personal_info_form_name')} (${optional})`)
      const detail = form.getByLabel(`${t('personal_info_form_message')} (${optional})`)
      const unique = `opt-out ${file} ${Date.now()}`
      await name.fill('Jordan Lee')
      await detail.fill(unique)
      await form.getByRole('button', { name: t('personal_info_form_submit') }).click()
      const email = form.getByLabel(t('form_email_label'), { exact: true })
      expect(await errorOf(page, email)).toBe(t('validation_email_required'))
      await expect(name).toHaveValue('Jordan Lee')
      await expect(detail).toHaveValue(unique)

      await email.fill('jordan@example.com')
      await form.getByRole('button', { name: t('personal_info_form_submit') }).click()
      await expect(page.getByRole('status').filter({ hasText: t('personal_info_form_success_title') })).toBeVisible()
      await expect.poll(() => supportMails(unique), { timeout: 10_000 }).toBe(true)
      expectNoFieldInAnyUrl(urls)
      await context.close()
    })

    test('notify me: refused, then stored', async ({ browser }) => {
      const { context, page, urls } = await withoutScripts(browser, {
        extraHTTPHeaders: { 'CF-IPCountry': 'KP' },
        locale: file === 'de' ? 'de-DE' : 'ar-SA',
      })
      await page.goto('/access-denied')
      const email = page.getByLabel(t('access_denied_email_label'), { exact: true })
      await email.fill('nope')
      await page.getByRole('button', { name: t('access_denied_submit') }).click()
      expect(await errorOf(page, email)).toBe(t('access_denied_email_invalid'))
      await expect(email).toHaveValue('nope')
      await email.fill('waiting@example.com')
      await page.getByRole('button', { name: t('access_denied_submit') }).click()
      await expect(page.getByRole('main').getByRole('status')).toContainText(t('access_denied_success', { site: 'Pollwise' }))
      expectNoFieldInAnyUrl(urls)
      await context.close()
    })
  })
}

test.describe('sign-in without JavaScript', () => {
  const t = (key: string, params?: Record<string, string>) => text('de', key, params)
  let context: BrowserContext
  let page: Page
  let urls: string[]
  let mailed: string[]

  test.beforeEach(async ({ browser }) => {
    ;({ context, page, urls } = await withoutScripts(browser))
    mailed = []
  })
  test.afterEach(async () => {
    expectNoFieldInAnyUrl(urls, mailed)
    await context.close()
  })

  const heading = (key: string) => page.getByRole('heading', { level: 2, name: t(key) })
  const field = (key: string) => page.getByLabel(t(key), { exact: true })
  /** The login page's first step: the address, then Continue. */
  const continueWith = async (email: string) => {
    await page.goto('/de-de/login')
    await field('auth_field_email').fill(email)
    await page.getByRole('button', { name: t('auth_continue'), exact: true }).click()
  }

  test('registration, every refusal at once, up to "check your inbox"', async () => {
    const email = uniqueEmail('nojs-register')
    await page.goto('/de-de/register')
    await expect(heading('auth_check_title')).toBeVisible()
    await field('auth_field_email').fill(email)
    await page.getByRole('button', { name: t('auth_continue'), exact: true }).click()
    await expect(heading('auth_signup_title')).toBeVisible()
    await expect(page).toHaveURL(/\/de-de\/register$/)

    await field('auth_field_password').fill('short')
    await field('auth_field_confirm_password').fill('other')
    await page.getByRole('button', { name: t('auth_signup_submit') }).click()
    expect(await errorOf(page, field('auth_field_password'))).toBe(t('validation_password_min_length', { min: '15' }))
    expect(await errorOf(page, field('auth_field_confirm_password'))).toBe(t('validation_confirm_password_same_as_password'))
    // A password is never sent back to the page.
    await expect(field('auth_field_password')).toHaveValue('')

    await field('auth_field_password').fill(PASSWORD)
    await field('auth_field_confirm_password').fill(PASSWORD)
    await page.getByRole('checkbox', { name: t('auth_marketing_opt_in') }).check()
    await page.getByRole('button', { name: t('auth_signup_submit') }).click()
    await expect(heading('auth_confirm_title')).toBeVisible()
    expect((await latestMail(email)).to).toBe(email)
  })

  test('sign in by password, after a wrong one refused under its field', async () => {
    const email = uniqueEmail('nojs-login')
    await createAccount(email)
    await continueWith(email)
    await expect(heading('auth_signin_title')).toBeVisible()
    await field('auth_field_password').fill('not the password at all')
    // Enter submits the step itself, not the "Forgot password?" button before the submit button.
    await field('auth_field_password').press('Enter')
    await expect(heading('auth_signin_title')).toBeVisible()
    expect(await errorOf(page, field('auth_field_password'))).toBe(t('auth_error_credentials'))
    await field('auth_field_password').fill(PASSWORD)
    await page.getByRole('button', { name: t('auth_signin_submit') }).click()
    await expect(page).toHaveURL(`${API}/app`)
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  })

  test('a one-time link instead of the password, confirmed with one click', async () => {
    const email = uniqueEmail('nojs-link')
    await createAccount(email)
    await continueWith(email)
    await page.getByRole('button', { name: t('auth_link_instead') }).click()
    await expect(page.getByText(message('de', 'auth_link_sent').split('{email}')[0]!.trim())).toHaveAttribute('role', 'status')
    const mail = await latestMail(email, 2)
    mailed.push(sitePath(mail.links[0]!))
    await page.goto(mailed[0]!)
    await page.getByRole('button', { name: t('link_continue') }).click()
    await expect(page).toHaveURL(`${API}/app`)
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  })

  test('a forgotten password: the reset mail, the new password from its link, then sign in with it', async () => {
    const email = uniqueEmail('nojs-reset')
    await createAccount(email)
    await continueWith(email)
    await page.getByRole('button', { name: t('auth_forgot_link') }).click()
    await expect(heading('auth_reset_title')).toBeVisible()
    await expect(field('auth_field_email')).toHaveValue(email)
    await page.getByRole('button', { name: t('auth_reset_submit') }).click()
    await expect(heading('auth_reset_sent_title')).toBeVisible()

    const mail = await latestMail(email, 2)
    mailed.push(sitePath(mail.links[0]!))
    await page.goto(mailed[0]!)
    await expect(heading('auth_new_password_title')).toBeVisible()
    const fresh = 'a brand new passphrase for the test'
    await field('auth_field_password_new').fill(fresh)
    await field('auth_field_confirm_password').fill(fresh)
    await page.getByRole('button', { name: t('auth_new_password_submit') }).click()
    await expect(heading('auth_signin_title')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: t('toast_reset_done') })).toBeVisible()
    await field('auth_field_password').fill(fresh)
    await page.getByRole('button', { name: t('auth_signin_submit') }).click()
    await expect(page).toHaveURL(`${API}/app`)
  })

  test('signing out, from the page the member was on', async () => {
    const email = uniqueEmail('nojs-signout')
    await createAccount(email)
    await continueWith(email)
    await field('auth_field_password').fill(PASSWORD)
    await page.getByRole('button', { name: t('auth_signin_submit') }).click()
    await expect(page).toHaveURL(`${API}/app`)

    await page.goto('/de-de/about')
    // A member's page is sent whole: nothing in it waits for a script to be shown.
    await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0)
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: t('header_sign_out') }).click()
    await expect(page).toHaveURL(/\/de-de\/about$/)
    await expect(header.getByRole('link', { name: t('header_sign_in') })).toBeVisible()
    expect((await context.cookies(SITE)).find((cookie) => cookie.name === 'auth-token')).toBeUndefined()
  })

  test('"Continue with Google" reaches the provider', async () => {
    await page.goto('/de-de/login')
    await page.getByRole('button', { name: t('auth_social_continue', { provider: 'Google' }) }).click()
    await expect(page).toHaveURL(/\/dev\/oauth\/authorize\?/)
    await expect(page).toHaveURL(new RegExp(literal('provider=google')))
  })
})

test('a refused message too long for the outcome cookie comes back in the post’s own answer, not lost', async ({ browser }) => {
  const { context, page, urls } = await withoutScripts(browser)
  await page.goto('/zh-sg/contact')
  const form = page.locator('#contact-form')
  // 5,000 characters that do not compress: far past what one cookie can carry back.
  let seed = 7
  const long = Array.from({ length: 5000 }, () => String.fromCodePoint(0x4e00 + ((seed = (seed * 48271) % 2147483647) % 20000))).join('')
  await form.locator('textarea[name="message"]').fill(long)
  await form.locator('input[name="email"]').fill('lin@example.com')
  const answer = page.waitForResponse((response) => response.request().method() === 'POST')
  await form.locator('button[type="submit"]').click()
  const post = await answer
  expect(post.status()).toBe(200)
  expect(post.headers()['cache-control']).toBe('private, no-store')
  expect(post.headers()['set-cookie'] ?? '').not.toContain('form_outcome')
  await expect(form.locator('textarea[name="message"]')).toHaveValue(long)
  await expect(form.locator('input[name="email"]')).toHaveValue('lin@example.com')
  await expect(form.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true')
  expectNoFieldInAnyUrl(urls)
  await context.close()
})

test('every form of every page in three locales posts, and none puts a field in a URL', async ({ browser }) => {
  const { context, page, urls } = await withoutScripts(browser)
  const pages = ['', '/about', '/contact', '/personal-information', '/login', '/register', '/reset-password', '/policy', '/terms']
  let forms = 0
  for (const locale of ['fr-fr', 'ja-jp', 'ar-sa']) {
    for (const path of pages) {
      await page.goto(`/${locale}${path}`)
      // Nothing of the page waits for a script to be shown (React's streamed, hidden segments).
      await expect(page.locator('div[hidden][id^="S:"]'), `${locale}${path}`).toHaveCount(0)
      for (const form of await page.locator('form').all()) {
        forms += 1
        await expect(form, `${locale}${path}`).toHaveAttribute('method', 'post')
        const action = (await form.getAttribute('action')) ?? ''
        expect(action, `${locale}${path}`).not.toContain('?')
      }
    }
  }
  expect(forms).toBeGreaterThan(10)
  expectNoFieldInAnyUrl(urls)
  await context.close()
})
