// Real delivery: the API configured with SMTP_URL sends through nodemailer to an SMTP server this
// test starts, and the message that arrives is multipart/alternative with a text and an HTML part,
// in the language of the page that asked for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, STRONG_PASSWORD } from '../testing'
import { configuredMailer } from './mailer'
import { type ReceivedMail, startMailServer, type TestMailServer } from './test-smtp'

let server: TestMailServer

beforeAll(async () => {
  server = await startMailServer()
})

afterAll(() => server.close())

/** A MIME part's body as text: quoted-printable or base64 undone. */
function decodePart(part: string): string {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
  }
  return body
}

/** The parts of a multipart message, by their content type. */
function partsOf(raw: string): { boundary: string; parts: Map<string, string> } {
  const boundary = /content-type:\s*multipart\/alternative;\s*boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1]
  if (!boundary) throw new Error(`not multipart/alternative:\n${raw.slice(0, 500)}`)
  const parts = new Map<string, string>()
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const type = /content-type:\s*([a-z]+\/[a-z]+)/i.exec(part)?.[1]?.toLowerCase()
    if (type) parts.set(type, decodePart(part.replace(/^\r?\n/, '')))
  }
  return { boundary, parts }
}

describe('mail through SMTP', () => {
  it('arrives multipart, text and HTML, in the language of the page that asked, its link short', async () => {
    const { post, app } = createTestApi(
      { SMTP_URL: server.url, MAIL_FROM: 'Pollwise <no-reply@pollwise.test>' },
      { mailer: (config) => configuredMailer(config.smtpUrl) },
    )

    // An account whose stored locale is German asks for a link on an English (US) page.
    const email = 'smtp-reader@example.com'
    const registered = await post('/auth/register', {
      email,
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
      locale: 'de-de',
      m_id: 'smtp',
    })
    expect(registered.status).toBe(200)
    await app.mailSettled()
    expect((await post('/auth/send-one-time-login-link', { email }, { 'x-user-locale': 'en-us' })).status).toBe(200)
    await app.mailSettled()

    expect(server.received).toHaveLength(2)
    const [verification, login] = server.received as [ReceivedMail, ReceivedMail]
    expect(login.to).toEqual([email])
    expect(login.from).toBe('no-reply@pollwise.test')

    // The verification mail asked for on the German page is German, the login link English.
    const { parts: verifyParts } = partsOf(verification.raw)
    expect(verifyParts.get('text/plain')).toContain('Bitte bestätige deine E-Mail-Adresse')
    expect(verifyParts.get('text/plain')).toContain('http://site.test/de-de/login?token=')

    const { parts } = partsOf(login.raw)
    expect([...parts.keys()].sort()).toEqual(['text/html', 'text/plain'])
    const text = parts.get('text/plain')!
    const html = parts.get('text/html')!
    const link = /http:\/\/site\.test\/\S+/.exec(text)?.[0]
    expect(link).toMatch(/^http:\/\/site\.test\/en-us\/login\?token=[A-Za-z0-9_-]{43}$/)
    expect(text).toContain('Use this link to sign in to Pollwise:')
    expect(text).toContain('expires in 10 minutes')
    expect(text).toContain(`We sent this email to ${email} because a sign-in link to Pollwise was requested`)
    expect(html).toContain(`href="${link}"`)
    expect(html).toContain('Sign in')
    expect(html).toContain('lang="en"')
  })
})
