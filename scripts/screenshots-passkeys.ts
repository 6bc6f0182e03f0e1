// `npm run screenshots:passkeys`: passkeys as a visitor on a phone meets them (decision 034), in
// Chromium with a virtual authenticator: the login page's first step with the e-mail field and
// "Sign in with a passkey", and the offer after a password sign-in, at each width in de-de and
// ar-sa (JPEG, quality 85, in docs/screenshots/). Runs the production build whole (site and API)
// on its own ports with a fresh data directory. The browser's own autofill list is drawn outside
// the page and is in no screenshot.
//   --out=/tmp/shots               write elsewhere (for looking, not committing)
//   --locales=de-de,ar-sa,ja-jp    other locales    --widths=375,768,1366    other widths
//   --png                          PNG instead of JPEG (for image viewers that read only PNG)
import { mkdirSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { findLocale } from '../app/shared/i18n/locales.ts'
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts'
import { ensureBuild, Product } from './bench-product.ts'
import { message } from '../tests/e2e/messages.ts'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const out = arg('out') ?? 'docs/screenshots'
const locales = (arg('locales') ?? 'de-de,ar-sa').split(',')
const widths = (arg('widths') ?? '375').split(',').map(Number)
const png = process.argv.includes('--png')
const PASSWORD = 'purple elephants dance at midnight'

ensureBuild()
const product = await Product.start({ site: 3420, api: 8420, realtime: 6420, metrics: 9420 }, {})
const SITE = 'http://localhost:3420'

/** A verified account made through the API, as the end-to-end tests make them. */
async function account(email: string): Promise<void> {
  await product.post('/auth/register', { email, password: PASSWORD, confirm_password: PASSWORD, locale: 'en', m_id: 'screenshots' })
  const link = (await product.mailsTo(email))[0]?.links[0]
  const token = new URL(link!).searchParams.get('token')
  const { signed_url } = (await (await product.post('/auth/links/resolve', { token })).json()) as { signed_url: string }
  await fetch(signed_url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
}

async function shot(page: Page, stem: string) {
  await page.waitForLoadState('networkidle')
  const path = `${out}/${stem}.${png ? 'png' : 'jpg'}`
  await page.screenshot(png ? { path, type: 'png' } : { path, type: 'jpeg', quality: 85 })
  console.log(path)
}

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] })
let count = 0
for (const code of locales) {
  const entry = findLocale(code)
  if (!entry) throw new Error(`unknown locale ${code}`)
  const word = (key: string) => message(entry.file, key)
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 812 }, reducedMotion: 'reduce', locale: entry.iso })
    await context.addCookies([{ name: 'consent', value: 'granted', url: SITE }])
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    })
    await page.goto(`${SITE}/${code}/login`)
    const field = page.getByLabel(word('auth_field_email'), { exact: true })
    await page.getByRole('button', { name: word('auth_passkey_sign_in') }).waitFor()
    await field.focus()
    await shot(page, `passkey-sign-in-${code}-${width}`)

    const email = `shots-${code}-${width}-${count++}@example.com`
    await account(email)
    await field.fill(email)
    await page.getByRole('button', { name: word('auth_continue'), exact: true }).click()
    await page.getByLabel(word('auth_field_password'), { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: word('auth_signin_submit'), exact: true }).click()
    await page.getByRole('heading', { name: word('auth_passkey_offer_title') }).waitFor()
    await page.getByRole('button', { name: word('auth_passkey_offer_decline') }).scrollIntoViewIfNeeded()
    await shot(page, `passkey-offer-${code}-${width}`)
    await context.close()
  }
}
await browser.close()
await product.stop()
process.exit(0)
