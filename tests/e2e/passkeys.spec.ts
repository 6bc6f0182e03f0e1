// Passkeys end to end (issue 27, decisions 034 and 112) in Chromium with a virtual authenticator
// (the DevTools protocol's WebAuthn domain): a device with a built-in authenticator that verifies
// its user and answers at once, as a phone's fingerprint reader would. Sign-up and the offer, the
// e-mail field's autofill and the button on the main and the Australian host, a cancelled
// ceremony, "Not now", an unknown passkey, and a browser without WebAuthn.
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { BrowserContext, CDPSession, Page } from '@playwright/test'
import { API_PORT, REALTIME_PORT, SITE, SITE_PORT } from '../../playwright.config'
import { createAccount, expectSignedIn, latestMail, PASSWORD, sitePath, text, uniqueEmail } from './auth'
import { expect, open, test } from './fixtures'
import { type SecondProduct, startSecondProduct } from './second-product'

const t = (key: string, params?: Record<string, string>) => text('en', key, params)
const AU_SITE = `http://au.localhost:${SITE_PORT}`

/** The passkeys a virtual authenticator holds, private keys included (the protocol's Credential). */
async function credentialsOf(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
}

interface Authenticator {
  cdp: CDPSession
  id: string
  credentials(): ReturnType<typeof credentialsOf>
}

/** A platform authenticator with user verification for this page, as a phone's fingerprint reader. */
async function addAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    cdp,
    id: authenticatorId,
    credentials: () => credentialsOf(cdp, authenticatorId),
  }
}

/** The visitor's consent on both hosts (the banner would cover the dialog's buttons on a phone). */
async function consent(context: BrowserContext) {
  await context.addCookies([
    { name: 'consent', value: 'granted', url: SITE },
    { name: 'consent', value: 'granted', url: AU_SITE },
  ])
}

/** Signed out: the session cookies gone, the device's cookies (consent, "Not now") kept. */
async function signOut(context: BrowserContext) {
  const kept = (await context.cookies()).filter((cookie) => cookie.name !== 'auth-token')
  await context.clearCookies()
  await context.addCookies(kept)
}

/** The browser never suggests passkeys in a field (a browser without conditional mediation): only the button remains. */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    if (window.PublicKeyCredential) PublicKeyCredential.isConditionalMediationAvailable = async () => false
  })
}

async function passwordSignIn(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/en-us/login`)
  await page.getByLabel(t('auth_field_email'), { exact: true }).fill(email)
  await page.getByRole('button', { name: t('auth_continue'), exact: true }).click()
  await page.getByLabel(t('auth_field_password'), { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: t('auth_signin_submit'), exact: true }).click()
}

test.describe('passkeys', () => {
  test.beforeEach(async ({ context }) => consent(context))

  test('sign up, confirm from the e-mail, save the offered passkey, sign out, and sign in again from the e-mail field', async ({
    page,
    context,
  }) => {
    const authenticator = await addAuthenticator(page)
    const email = uniqueEmail('passkey-signup')
    await open(page, '/en-us/register')
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(t('auth_field_email'), { exact: true }).fill(email)
    await dialog.getByRole('button', { name: t('auth_continue'), exact: true }).click()
    await dialog.getByLabel(t('auth_field_password'), { exact: true }).fill(PASSWORD)
    await dialog.getByLabel(t('auth_field_confirm_password')).fill(PASSWORD)
    await dialog.getByRole('button', { name: t('auth_signup_submit') }).click()
    await expect(dialog.getByRole('heading', { name: t('auth_confirm_title') })).toBeVisible()

    await open(page, sitePath((await latestMail(email)).links[0]!))
    await page.getByRole('button', { name: t('link_continue') }).click()
    // Signed in by the confirmation: before leaving, the offer, with its heading focused for a screen reader.
    const offer = page.getByRole('heading', { name: t('auth_passkey_offer_title') })
    await expect(offer).toBeFocused()
    await expect(page.getByText(t('auth_passkey_offer_text', { site: 'Pollwise' }))).toBeVisible()
    await page.getByRole('button', { name: t('auth_passkey_offer_accept') }).click()
    await expectSignedIn(page, email)
    const [credential] = await authenticator.credentials()
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })

    // Signing out from the site's header ends the session.
    await open(page, '/en-us')
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('header_sign_out') })
      .click()
    await expect(page.getByRole('banner').getByRole('link', { name: t('header_sign_in') })).toBeVisible()
    expect((await context.cookies(SITE)).find((cookie) => cookie.name === 'auth-token')).toBeUndefined()

    // The login page's e-mail field asks for passkey autofill; the device's passkey answers it
    // (the virtual authenticator picks it as a visitor would from the suggestion), and the
    // sign-in ends where a password's does, with no second offer.
    await page.goto(`${SITE}/en-us/login`)
    await expectSignedIn(page, email)
  })

  test('on the local Australian host (au.localhost), which browsers do not let use `localhost`, neither appears', async ({ page }) => {
    await addAuthenticator(page)
    await page.goto(`${AU_SITE}/login`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByRole('button', { name: /Google/ })).toBeVisible()
    await expect(page.getByRole('button', { name: t('auth_passkey_sign_in') })).toHaveCount(0)
    await expect(page.getByLabel(t('auth_field_email'), { exact: true })).toHaveAttribute('autocomplete', 'email')
  })

  test('a cancelled ceremony tells the visitor and keeps what was typed', async ({ page }) => {
    // No passkey on the device: the browser's sheet ends as when the visitor dismisses it.
    await addAuthenticator(page)
    await withoutAutofill(page)
    await open(page, '/en-us/login')
    const field = page.getByLabel(t('auth_field_email'), { exact: true })
    await field.fill('typed-before-cancel@example.com')
    await page.getByRole('button', { name: t('auth_passkey_sign_in') }).click()
    await expect(page.getByRole('status').filter({ hasText: t('toast_passkey_cancelled') })).toBeVisible()
    await expect(field).toHaveValue('typed-before-cancel@example.com')
    await expect(page.getByRole('button', { name: t('auth_continue'), exact: true })).toBeEnabled()
    await expect(page.getByRole('button', { name: t('auth_passkey_sign_in') })).toBeEnabled()
  })

  test('“Not now” goes on to the member app and is remembered on this device for 30 days', async ({ page, context }) => {
    const authenticator = await addAuthenticator(page)
    const email = uniqueEmail('passkey-not-now')
    await createAccount(email)
    await passwordSignIn(page, SITE, email)
    await page.getByRole('button', { name: t('auth_passkey_offer_decline') }).click()
    await expectSignedIn(page, email)
    expect(await authenticator.credentials()).toEqual([])
    const declined = (await context.cookies(SITE)).find((cookie) => cookie.name === 'passkey_offer')
    expect(declined?.value).toBe('declined')
    expect((declined!.expires - Date.now() / 1000) / 86_400).toBeGreaterThan(29.9)

    await signOut(context)
    await passwordSignIn(page, SITE, email)
    await expectSignedIn(page, email)
  })

  test('a passkey the site does not know is refused, and the browser is told to stop offering it', async ({ page }) => {
    const authenticator = await addAuthenticator(page)
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    await authenticator.cdp.send('WebAuthn.addCredential', {
      authenticatorId: authenticator.id,
      credential: {
        credentialId: randomBytes(16).toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        userHandle: randomBytes(16).toString('base64'),
        signCount: 0,
      },
    })
    await open(page, '/en-us/login')
    await expect(page.getByRole('status').filter({ hasText: t('toast_passkey_unknown') })).toBeVisible()
    // PublicKeyCredential.signalUnknownCredential: the authenticator forgets it.
    await expect.poll(() => authenticator.credentials()).toEqual([])
    await expect(page).toHaveURL(`${SITE}/en-us/login`)
  })

  test('a browser without WebAuthn shows neither the button nor an offer, and loads no passkey code', async ({ page }) => {
    await addAuthenticator(page)
    await page.addInitScript(() => {
      // @ts-expect-error -- a browser without WebAuthn
      delete window.PublicKeyCredential
    })
    const passkeyCode: string[] = []
    page.on('request', (request) => {
      if (/passkey-ceremonies/.test(request.url())) passkeyCode.push(request.url())
    })
    await open(page, '/en-us/login')
    await expect(page.getByRole('button', { name: t('auth_continue'), exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /Google/ })).toBeVisible()
    await expect(page.getByRole('button', { name: t('auth_passkey_sign_in') })).toHaveCount(0)
    await expect(page.locator('.passkey-pending')).toHaveCount(0)

    const email = uniqueEmail('passkey-none')
    await createAccount(email)
    await passwordSignIn(page, SITE, email)
    await expectSignedIn(page, email)
    expect(passkeyCode).toEqual([])
  })

  test('a first visit loads no passkey code, even once the browser is idle; hovering “Sign in” brings it', async ({ page }) => {
    const passkeyCode: string[] = []
    page.on('request', (request) => {
      if (/passkey-ceremonies/.test(request.url())) passkeyCode.push(request.url())
    })
    await open(page, '/en-us')
    // The dialog's own code loads while the browser is idle (decision 024); the passkey ceremonies do not.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    await page.waitForLoadState('networkidle')
    expect(passkeyCode, 'while idle').toEqual([])
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('header_sign_in'), exact: true })
      .hover()
    await expect.poll(() => passkeyCode.length, { message: 'on intent' }).toBe(1)
  })
})

/**
 * One passkey on both sites: a product whose sites sit under one domain of two labels, as
 * `pollwise.com` and `au.pollwise.com` do (`localhost` is a public suffix to browsers, so the
 * suite's own `localhost` and `au.localhost` cannot share one). The member app is on a sibling
 * host, the session cookie on the shared domain (AUTH_COOKIE_DOMAIN), as in production.
 */
test.describe('one passkey on the main and the Australian site', () => {
  const PORT = SITE_PORT + 70
  const API2 = `http://localhost:${API_PORT + 70}`
  const MAIN = `http://pollwise.localhost:${PORT}`
  const AU = `http://au.pollwise.localhost:${PORT}`
  const APP = `http://app.pollwise.localhost:${API_PORT + 70}/app`
  let product: SecondProduct

  test.beforeAll(async () => {
    product = await startSecondProduct(
      {
        PORT: String(PORT),
        API_PORT: String(API_PORT + 70),
        REALTIME_PORT: String(REALTIME_PORT + 70),
        SITE_URL: MAIN,
        SITE_URL_AU: AU,
        APP_URL: APP,
        AUTH_COOKIE_DOMAIN: 'pollwise.localhost',
      },
      [`http://localhost:${PORT}/robots.txt`, `${API2}/health`],
    )
  })
  test.afterAll(async () => product?.stop())

  test('saved on the main site, it signs in on the Australian site from the e-mail field, and by the button on both', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'consent', value: 'granted', url: MAIN },
      { name: 'consent', value: 'granted', url: AU },
    ])
    const authenticator = await addAuthenticator(page)
    const email = uniqueEmail('passkey-both-sites')
    await createAccount(email, { verified: true, api: API2 })
    await passwordSignIn(page, MAIN, email)
    await page.getByRole('button', { name: t('auth_passkey_offer_accept') }).click()
    await expectSignedIn(page, email, APP)
    const [saved] = await authenticator.credentials()
    expect(saved).toMatchObject({ isResidentCredential: true, rpId: 'pollwise.localhost' })
    await signOut(context)

    await page.goto(`${AU}/login`)
    await expect(page.getByLabel(t('auth_field_email'), { exact: true })).toHaveAttribute('autocomplete', 'username webauthn')
    await expectSignedIn(page, email, APP)
    await signOut(context)

    // The button, in a browser that suggests nothing in the field, with the same passkey as it is
    // now (its counter moved with the last sign-in; an older copy would be refused as a clone).
    const buttonPage = await context.newPage()
    await withoutAutofill(buttonPage)
    const buttonAuthenticator = await addAuthenticator(buttonPage)
    const [current] = await authenticator.credentials()
    await buttonAuthenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: buttonAuthenticator.id, credential: current! })
    for (const login of [`${AU}/login`, `${MAIN}/en-us/login`]) {
      await buttonPage.goto(login)
      await buttonPage.getByRole('button', { name: t('auth_passkey_sign_in') }).click()
      await expectSignedIn(buttonPage, email, APP)
      await signOut(context)
    }
  })
})
