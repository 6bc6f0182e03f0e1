// Mail in the language of the page that asked for it, short links the site resolves through the
// API, and the development mailbox's previews of both parts (docs/decisions/109).
import { describe, expect, it } from 'vitest'
import { createTestApi, PRODUCTION_ENV } from './testing'

const EN_US = { 'x-user-locale': 'en-us' }

describe('the language of a mail', () => {
  it('is the page’s that asked for it, and the link points to that page’s locale', async () => {
    const t = createTestApi()
    await t.registerVerified('de@example.com', { locale: 'de-de' })
    await t.post('/auth/send-one-time-login-link', { email: 'de@example.com' }, EN_US)
    const [login] = await t.mails('de@example.com')
    expect(login!.subject).toBe('Your Pollwise sign-in link')
    expect(login!.links[0]).toMatch(/^http:\/\/site\.test\/en-us\/login\?token=[A-Za-z0-9_-]{43}$/)
    expect(login!.html).toContain('lang="en"')

    await t.post('/auth/forgot-password', { email: 'de@example.com' }, { 'x-user-locale': 'fr-ca' })
    const [reset] = await t.mails('de@example.com')
    expect(reset!.subject).toBe('Réinitialisez votre mot de passe Pollwise')
    expect(reset!.links[0]).toMatch(/^http:\/\/site\.test\/fr-ca\/reset-password\?token=/)
  })

  it('is the account’s when no page asked (no header, or one that names no locale)', async () => {
    const t = createTestApi()
    await t.registerVerified('stored@example.com', { locale: 'de-de' })
    await t.post('/auth/send-one-time-login-link', { email: 'stored@example.com' })
    expect((await t.mails('stored@example.com'))[0]!.subject).toBe('Dein Anmeldelink für Pollwise')
    t.advance(11 * 60_000)
    await t.post('/auth/send-one-time-login-link', { email: 'stored@example.com' }, { 'x-user-locale': 'xx-yy' })
    const [mail] = await t.mails('stored@example.com')
    expect(mail!.subject).toBe('Dein Anmeldelink für Pollwise')
    expect(mail!.links[0]).toMatch(/^http:\/\/site\.test\/de-de\/login\?token=/)
  })

  it('of a verification resent from a page is that page’s', async () => {
    const t = createTestApi()
    await t.register('late@example.com', { locale: 'ja-jp' })
    await t.post('/auth/resend-verification-email', { email: 'late@example.com' }, EN_US)
    const [mail] = await t.mails('late@example.com')
    expect(mail!.subject).toBe('Confirm your email address for Pollwise')
    expect(mail!.text).toContain('late@example.com')
  })
})

describe('short links', () => {
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

  it('resolve to the signed URL of their purpose, without spending it', async () => {
    const t = createTestApi()
    await t.register('short@example.com')
    const token = tokenOf((await t.mails('short@example.com'))[0]!.links[0]!)
    const first = await t.post('/auth/links/resolve', { token })
    expect(first.status).toBe(200)
    expect(first.json.purpose).toBe('verify')
    expect(String(first.json.signed_url)).toMatch(/^http:\/\/api\.test\/auth\/signed\/verify\?token=/)
    // Asking again gives the same URL; posting it signs in once.
    expect((await t.post('/auth/links/resolve', { token })).json.signed_url).toBe(first.json.signed_url)
    expect((await t.post(String(first.json.signed_url))).status).toBe(200)
    expect((await t.post(String(first.json.signed_url))).status).toBe(403)
    // A spent link no longer resolves.
    expect((await t.post('/auth/links/resolve', { token })).status).toBe(403)
  })

  it('of a login resolve as login, and stop resolving once they expire or a newer one is sent', async () => {
    const t = createTestApi()
    await t.registerVerified('two@example.com')
    await t.post('/auth/send-one-time-login-link', { email: 'two@example.com' })
    const older = tokenOf((await t.mails('two@example.com'))[0]!.links[0]!)
    expect((await t.post('/auth/links/resolve', { token: older })).json.purpose).toBe('login')
    await t.post('/auth/send-one-time-login-link', { email: 'two@example.com' })
    const newer = tokenOf((await t.mails('two@example.com'))[0]!.links[0]!)
    expect((await t.post('/auth/links/resolve', { token: older })).status).toBe(403)
    expect((await t.post('/auth/links/resolve', { token: newer })).status).toBe(200)
    t.advance(10 * 60_000 + 1)
    expect((await t.post('/auth/links/resolve', { token: newer })).status).toBe(403)
  })

  it('never resolve a reset token, an unknown token or a malformed one', async () => {
    const t = createTestApi()
    await t.registerVerified('r@example.com')
    await t.post('/auth/forgot-password', { email: 'r@example.com' })
    const reset = tokenOf((await t.mails('r@example.com'))[0]!.links[0]!)
    expect((await t.post('/auth/links/resolve', { token: reset })).status).toBe(403)
    expect((await t.post('/auth/links/resolve', { token: 'A'.repeat(43) })).status).toBe(403)
    for (const token of ['', 'short', 'x'.repeat(129), 'has spaces in it and more than twenty', 42, null]) {
      const answer = await t.post('/auth/links/resolve', { token })
      expect(answer.status, String(token)).toBe(422)
      expect(Object.keys(answer.json.errors as object)).toEqual(['token'])
    }
  })
})

describe('the development mailbox', () => {
  it('shows each mail as HTML and as text', async () => {
    const t = createTestApi()
    await t.register('box@example.com', { locale: 'ar-sa' })
    const [mail] = (await t.get('/dev/mail.json?to=box%40example.com')).json as unknown as { id: number; html: string }[]
    const page = await t.get('/dev/mail?to=box%40example.com')
    expect(page.text).toContain(`href="/dev/mail/${mail!.id}/html"`)
    expect(page.text).toContain(`href="/dev/mail/${mail!.id}/text"`)

    const html = await t.get(`/dev/mail/${mail!.id}/html`)
    expect(html.status).toBe(200)
    expect(html.headers.get('content-type')).toMatch(/^text\/html/)
    expect(html.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(html.text).toBe(mail!.html)
    expect(html.text).toMatch(/<html[^>]*dir="rtl"/)

    const text = await t.get(`/dev/mail/${mail!.id}/text`)
    expect(text.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/)
    expect(text.text).toContain('box@example.com')
    expect(text.text).toContain('http://site.test/ar-sa/login?token=')

    expect((await t.get('/dev/mail/999999/html')).status).toBe(404)
    expect((await t.get('/dev/mail/nope/text')).status).toBe(404)
  })

  it('is not there in production', async () => {
    const t = createTestApi(PRODUCTION_ENV)
    expect((await t.get('/dev/mail/1/html')).status).toBe(404)
  })
})
