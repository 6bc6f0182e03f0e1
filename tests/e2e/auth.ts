// Sign-in helpers for the end-to-end tests: unique addresses, the reference API's development
// mailbox, accounts made through the API, the development identity provider's form, and texts
// from the message files with their placeholders filled in.
import { expect, type Page } from '@playwright/test'
import type { MessageFile } from '../../app/shared/i18n/locales'
import { API } from '../../playwright.config'
import { message } from './messages'

export const PASSWORD = 'purple elephants dance at midnight'

let counter = 0
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

/** A message with its placeholders filled. */
export function text(file: MessageFile, key: string, params: Record<string, string> = {}): string {
  return message(file, key).replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`)
}

export interface Mail {
  id: number
  to: string
  subject: string
  text: string
  /** The HTML part (null for a notice sent as text only). */
  html: string | null
  links: string[]
}

/** The newest e-mail to an address (waits for it; mail is sent in the background). */
export async function latestMail(to: string, count = 1, api = API): Promise<Mail> {
  let mails: Mail[] = []
  await expect
    .poll(
      async () => {
        mails = (await (await fetch(`${api}/dev/mail.json?to=${encodeURIComponent(to)}`)).json()) as Mail[]
        return mails.length
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count)
  const [mail] = mails
  if (!mail) throw new Error(`no mail to ${to}`)
  return mail
}

/** The site link in an e-mail (the first link), as a path on the site. */
export function sitePath(link: string): string {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

async function postJson(path: string, body: unknown, api = API): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

/** Registers through the API (the suite's, or `api`), optionally confirming the address by POSTing the mailed link. */
export async function createAccount(
  email: string,
  options: { verified: boolean; locale?: string; api?: string } = { verified: true },
): Promise<void> {
  const api = options.api ?? API
  const registered = await postJson(
    '/auth/register',
    { email, password: PASSWORD, confirm_password: PASSWORD, locale: options.locale ?? 'en', m_id: 'e2e-test' },
    api,
  )
  expect(registered.status, JSON.stringify(registered.json)).toBe(200)
  if (!options.verified) return
  const mail = await latestMail(email, 1, api)
  const token = new URL(mail.links[0]!).searchParams.get('token')
  if (!token) throw new Error('no token in the verification mail')
  // The mail carries the link's token; the API gives the signed URL it stands for (decision 109).
  const resolved = await postJson('/auth/links/resolve', { token }, api)
  const signedUrl = (resolved.json as { signed_url?: string }).signed_url
  if (!signedUrl) throw new Error(`the verification link does not resolve: ${JSON.stringify(resolved.json)}`)
  const verified = await fetch(signedUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
  expect(verified.status).toBe(200)
}

/** A new, verified account signed in through the API: its session token (the auth-token cookie's value). */
export async function memberToken(label: string): Promise<string> {
  const email = uniqueEmail(label)
  await createAccount(email)
  const login = await postJson('/auth/login', { email, password: PASSWORD })
  expect(login.status).toBe(200)
  return (login.json as { token: string }).token
}

export interface DevIdentity {
  subject: string
  email?: string
  verified?: boolean
  outcome?: 'approve' | 'deny' | 'disabled'
}

/** On the development identity provider's page: fills in who signs in and what happens. */
export async function answerDevProvider(page: Page, identity: DevIdentity): Promise<void> {
  await expect(page).toHaveURL(/\/dev\/oauth\/authorize\?/)
  await page.getByLabel(/Subject id/).fill(identity.subject)
  await page.getByLabel(/^E-mail/).fill(identity.email ?? '')
  const verified = page.getByRole('checkbox', { name: /has verified this e-mail/ })
  if (identity.verified === false) await verified.uncheck()
  else await verified.check()
  const outcome = { approve: 'Approve', deny: 'Deny', disabled: 'Account disabled' }[identity.outcome ?? 'approve']
  await page.getByRole('radio', { name: new RegExp(`^${outcome}`) }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** The member app (the suite's, or at `app`) shows who is signed in. */
export async function expectSignedIn(page: Page, email: string, app = `${API}/app`): Promise<void> {
  await expect(page).toHaveURL(app)
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
}
