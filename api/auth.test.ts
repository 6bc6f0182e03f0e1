// Password, one-time link, verification, reset and session behaviour of the auth endpoints.
import { describe, expect, it } from 'vitest'
import { createTestApi, DAY, HOUR, MINUTE, STRONG_PASSWORD } from './testing'
import { mailWords } from './mail/words'

describe('auth/check', () => {
  it('reports unknown and known addresses with their socials', async () => {
    const t = createTestApi()
    expect((await t.post('/auth/check', { email: 'New@Example.com' })).json).toEqual({
      exists: false,
      socials: [],
      email: 'new@example.com',
    })
    await t.register('new@example.com')
    expect((await t.post('/auth/check', { email: 'new@example.com' })).json).toEqual({
      exists: true,
      socials: [],
      email: 'new@example.com',
    })
  })

  it('answers 422 in Laravel shape for a missing or invalid e-mail', async () => {
    const t = createTestApi()
    const r = await t.post('/auth/check', {})
    expect(r.status).toBe(422)
    expect(r.json).toEqual({ message: 'The email field is required.', errors: { email: ['The email field is required.'] } })
    expect((await t.post('/auth/check', { email: 'nope' })).json.errors).toEqual({
      email: ['The email field must be a valid email address.'],
    })
  })
})

describe('auth/register', () => {
  it('stores the marketing opt-in only when it is given', async () => {
    const t = createTestApi()
    await t.register('yes@example.com', { marketing_opt_in: true })
    await t.register('no@example.com')
    const optedIn = (email: string) =>
      (t.db.prepare('SELECT marketing_opt_in_at FROM users WHERE email = ?').get(email) as { marketing_opt_in_at: number | null })
        .marketing_opt_in_at
    expect(optedIn('yes@example.com')).toEqual(expect.any(Number))
    expect(optedIn('no@example.com')).toBeNull()
  })

  it('creates an unverified account and mails a localized verification link to the site', async () => {
    const t = createTestApi()
    const r = await t.register('ana@example.com', { locale: 'fr-ca' })
    expect(r.status).toBe(200)
    expect(typeof r.json.message).toBe('string')
    const [mail] = await t.mails('ana@example.com')
    // In Québec French, from its own message file (courriel, not e-mail).
    expect(mail?.subject).toBe(mailWords('fr-ca').verify.subject.replace('{site}', 'Pollwise'))
    expect(mail?.subject).toContain('courriel')
    const link = new URL(mail!.links[0]!)
    expect(`${link.origin}${link.pathname}`).toBe('http://site.test/fr-ca/login')
    // The bare token: a short link the site resolves through the API (decision 109).
    expect([...link.searchParams.keys()]).toEqual(['token'])
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(mail!.links[0]!.length).toBeLessThan(90)
    const resolved = await t.post('/auth/links/resolve', { token: link.searchParams.get('token') })
    expect(resolved.json.purpose).toBe('verify')
    expect(resolved.json.signed_url).toMatch(/^http:\/\/api\.test\/auth\/signed\/verify\?/)
    expect(mail?.text).toContain(mail!.links[0]!)
    expect(t.mailer.sent).toHaveLength(1)
  })

  it('uses no locale prefix for en and the shared file for American Spanish and tl-ph', async () => {
    const t = createTestApi()
    await t.register('en@example.com', { locale: 'en' })
    await t.register('ar@example.com', { locale: 'es-ar' })
    await t.register('tl@example.com', { locale: 'tl-ph' })
    expect((await t.mails('en@example.com'))[0]!.links[0]).toMatch(/^http:\/\/site\.test\/login\?token=/)
    expect((await t.mails('ar@example.com'))[0]!.subject).toBe(mailWords('es-419').verify.subject.replace('{site}', 'Pollwise'))
    expect((await t.mails('tl@example.com'))[0]!.subject).toContain('Kumpirmahin')
  })

  it('enforces the password rules of DESIGN §5', async () => {
    const t = createTestApi()
    let n = 0
    const errors = async (password: string, confirm = password) =>
      (await t.register(`p${n++}@example.com`, { password, confirm_password: confirm })).json.errors
    expect(await errors('short-pass')).toEqual({ password: ['The password field must be at least 15 characters.'] })
    expect(await errors('x'.repeat(129).replace(/^x/, 'y'))).toEqual({
      password: ['The password field must not be greater than 128 characters.'],
    })
    expect(await errors('passwordpassword')).toEqual({ password: ['This password is too common. Please choose a less common one.'] })
    expect(await errors('1234567890123456')).toEqual({ password: ['This password is too common. Please choose a less common one.'] })
    expect(await errors('aaaaaaaaaaaaaaaaaa')).toEqual({ password: ['The password must not be a single repeated character.'] })
    expect(await errors('a perfectly fine passphrase')).toBeUndefined()
    expect(await errors(STRONG_PASSWORD, 'different-password-1')).toEqual({
      confirm_password: ['The confirm password field must match password.'],
    })
    // 15 emoji are 15 characters although 30 UTF-16 units.
    expect(await errors('🙂🙃😀😁😂🤣😃😄😅😆😉😊😋😎😍')).toBeUndefined()
  })

  it('takes a passphrase that begins and ends with a space as typed, in the password and its confirmation', async () => {
    const t = createTestApi()
    const padded = ` ${STRONG_PASSWORD} `
    const r = await t.register('space@example.com', { password: padded, confirm_password: padded })
    expect(r.status).toBe(200)
    expect((await t.post(await t.lastSignedUrl('space@example.com'))).status).toBe(200)
    expect((await t.post('/auth/login', { email: 'space@example.com', password: padded })).status).toBe(200)
    expect((await t.post('/auth/login', { email: 'space@example.com', password: STRONG_PASSWORD })).status).toBe(401)
    const trimmed = await t.register('space2@example.com', { password: padded, confirm_password: STRONG_PASSWORD })
    expect(trimmed.json.errors).toEqual({ confirm_password: ['The confirm password field must match password.'] })
  })

  it('refuses the e-mail itself as password and an existing e-mail', async () => {
    const t = createTestApi()
    const own = await t.register('longaddress.person@example.com', {
      password: 'longaddress.person@example.com',
      confirm_password: 'longaddress.person@example.com',
    })
    expect(own.json.errors).toEqual({ password: ['The password must not be your email address.'] })
    await t.register('dup@example.com')
    const dup = await t.register('DUP@example.com')
    expect(dup.status).toBe(422)
    expect(dup.json.errors).toEqual({ email: ['The email has already been taken.'] })
  })

  it('validates locale and m_id', async () => {
    const t = createTestApi()
    const r = await t.register('x@example.com', { locale: 'xx-yy', m_id: 'bad id!' })
    expect(Object.keys(r.json.errors as object).sort()).toEqual(['locale', 'm_id'])
    expect(r.json.message).toMatch(/\(and 1 more error\)$/)
  })

  it('keeps exactly one account per e-mail under 50 concurrent registrations', async () => {
    const t = createTestApi({ REGISTER_MAX_PER_IP: '1000' })
    const emails = Array.from({ length: 50 }, (_, i) => `user${i % 30}@example.com`)
    const results = await Promise.all(emails.map((e) => t.register(e)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(30)
    expect(results.filter((r) => r.status === 422)).toHaveLength(20)
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true)
    const rows = t.db.prepare('SELECT email, COUNT(*) AS n FROM users GROUP BY email').all() as { email: string; n: number }[]
    expect(rows).toHaveLength(30)
    expect(rows.every((r) => r.n === 1)).toBe(true)
    for (let i = 0; i < 30; i++) expect(await t.mails(`user${i}@example.com`)).toHaveLength(1)
  })

  it('throttles registrations per IP', async () => {
    const t = createTestApi({ REGISTER_MAX_PER_IP: '2' })
    const ip = { 'x-forwarded-for': '203.0.113.9' }
    expect((await t.register('a1@example.com', {}, ip)).status).toBe(200)
    expect((await t.register('a2@example.com', {}, ip)).status).toBe(200)
    const r = await t.register('a3@example.com', {}, ip)
    expect(r.status).toBe(429)
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await t.register('a3@example.com', {}, { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200)
  })
})

describe('auth/login', () => {
  it('answers 403 before verification, then a token after', async () => {
    const t = createTestApi()
    await t.register('lou@example.com', { m_id: 'mid-lou', locale: 'de-de' })
    const before = await t.post('/auth/login', { email: 'lou@example.com', password: STRONG_PASSWORD })
    expect(before.status).toBe(403)
    expect(before.json).toEqual({ message: 'Your email address is not verified.' })
    const verified = await t.post(await t.lastSignedUrl('lou@example.com'))
    expect(verified.status).toBe(200)
    const r = await t.post('/auth/login', { email: 'LOU@example.com', password: STRONG_PASSWORD })
    expect(r.status).toBe(200)
    expect(r.json).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      email: 'lou@example.com',
      m_id: 'mid-lou',
      locale: 'de-de',
    })
  })

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const t = createTestApi()
    await t.registerVerified('kim@example.com')
    const wrong = await t.post('/auth/login', { email: 'kim@example.com', password: 'not the password at all' })
    const unknown = await t.post('/auth/login', { email: 'nobody@example.com', password: 'not the password at all' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.json).toEqual(unknown.json)
    expect((await t.post('/auth/login', { email: 'kim@example.com' })).status).toBe(422)
  })

  it('throttles attempts per account and IP with Retry-After and forgets them after the window', async () => {
    const t = createTestApi({ LOGIN_MAX_PER_ACCOUNT_IP: '3', THROTTLE_WINDOW_SEC: '600' })
    await t.registerVerified('sam@example.com')
    for (let i = 0; i < 3; i++)
      expect((await t.post('/auth/login', { email: 'sam@example.com', password: 'wrong-password-wrong' })).status).toBe(401)
    const blocked = await t.post('/auth/login', { email: 'sam@example.com', password: STRONG_PASSWORD })
    expect(blocked.status).toBe(429)
    expect(blocked.json.message).toBe('Too many login attempts. Please try again in 10 minutes.')
    expect(blocked.headers.get('retry-after')).toBe('600')
    t.advance(5 * MINUTE)
    expect((await t.post('/auth/login', { email: 'sam@example.com', password: STRONG_PASSWORD })).headers.get('retry-after')).toBe('300')
    t.advance(5 * MINUTE + 1000)
    expect((await t.post('/auth/login', { email: 'sam@example.com', password: STRONG_PASSWORD })).status).toBe(200)
  })

  it('throttles failures per IP across e-mails', async () => {
    const t = createTestApi({ LOGIN_MAX_ATTEMPTS_PER_IP: '4', THROTTLE_WINDOW_SEC: '60' })
    const ip = { 'x-forwarded-for': '198.51.100.7' }
    for (let i = 0; i < 4; i++) await t.post('/auth/login', { email: `u${i}@example.com`, password: 'wrong-password-wrong' }, ip)
    expect((await t.post('/auth/login', { email: 'other@example.com', password: 'x' }, ip)).status).toBe(429)
    expect((await t.post('/auth/login', { email: 'other@example.com', password: 'x' }, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(
      401,
    )
    t.advance(61_000)
    expect((await t.post('/auth/login', { email: 'other@example.com', password: 'x' }, ip)).status).toBe(401)
  })

  it('answers 403 for a disabled account', async () => {
    const t = createTestApi()
    const { id } = await t.registerVerified('off@example.com')
    t.db.prepare('UPDATE users SET disabled_at = 1 WHERE id = ?').run(id)
    expect((await t.post('/auth/login', { email: 'off@example.com', password: STRONG_PASSWORD })).json).toEqual({
      message: 'This account has been disabled.',
    })
  })
})

describe('sessions', () => {
  it('last 24 days, and can be revoked', async () => {
    const t = createTestApi()
    const { token } = await t.registerVerified('ses@example.com')
    const auth = { authorization: `Bearer ${token}` }
    expect((await t.get('/auth/user', auth)).json).toMatchObject({ email: 'ses@example.com', email_verified: true, socials: [] })
    t.advance(24 * DAY - 1000)
    expect((await t.get('/auth/user', auth)).status).toBe(200)
    t.advance(2000)
    expect((await t.get('/auth/user', auth)).status).toBe(401)

    const login = await t.post('/auth/login', { email: 'ses@example.com', password: STRONG_PASSWORD })
    const fresh = { authorization: `Bearer ${String(login.json.token)}` }
    expect((await t.post('/auth/logout', undefined, fresh)).status).toBe(200)
    expect((await t.get('/auth/user', fresh)).status).toBe(401)
    expect((await t.post('/auth/logout', undefined, fresh)).status).toBe(401)
  })

  it('are stored hashed only', async () => {
    const t = createTestApi()
    const { token } = await t.registerVerified('hash@example.com')
    const rows = t.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[]
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((r) => r.token_hash === token)).toBe(false)
  })
})

describe('one-time login link', () => {
  it('signs in once, only with the newest link, within 10 minutes', async () => {
    const t = createTestApi()
    await t.registerVerified('otl@example.com')
    expect((await t.post('/auth/send-one-time-login-link', { email: 'otl@example.com' })).status).toBe(200)
    const first = await t.lastSignedUrl('otl@example.com')
    expect(first).toMatch(/\/auth\/signed\/login\?/)
    await t.post('/auth/send-one-time-login-link', { email: 'otl@example.com' })
    const second = await t.lastSignedUrl('otl@example.com')
    expect((await t.post(first)).status).toBe(403)
    const ok = await t.post(second)
    expect(ok.status).toBe(200)
    expect(ok.json.email).toBe('otl@example.com')
    expect((await t.post(second)).json).toEqual({ message: 'This link is invalid or has already been used.' })

    await t.post('/auth/send-one-time-login-link', { email: 'otl@example.com' })
    const late = await t.lastSignedUrl('otl@example.com')
    t.advance(10 * MINUTE + 1000)
    expect((await t.post(late)).json).toEqual({ message: 'This link has expired.' })
  })

  it('refuses a tampered signature or purpose', async () => {
    const t = createTestApi()
    await t.registerVerified('tam@example.com')
    await t.post('/auth/send-one-time-login-link', { email: 'tam@example.com' })
    const url = new URL(await t.lastSignedUrl('tam@example.com'))
    const forged = new URL(url)
    forged.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))
    expect((await t.post(forged.toString())).json).toEqual({ message: 'Invalid signature.' })
    expect((await t.post(url.toString().replace('/login?', '/verify?'))).status).toBe(403)
    expect((await t.post(url.toString().replace('/login?', '/other?'))).status).toBe(404)
    expect((await t.post(url.toString())).status).toBe(200)
  })

  it('answers the same for known and unknown addresses, and is throttled per e-mail and IP', async () => {
    const t = createTestApi({ MAIL_MAX_PER_EMAIL_IP: '2' })
    await t.registerVerified('known@example.com')
    const known = await t.post('/auth/send-one-time-login-link', { email: 'known@example.com' })
    const unknown = await t.post('/auth/send-one-time-login-link', { email: 'unknown@example.com' })
    expect(unknown.status).toBe(known.status)
    expect(unknown.text).toBe(known.text)
    expect(await t.mails('unknown@example.com')).toHaveLength(0)
    await t.post('/auth/send-one-time-login-link', { email: 'unknown@example.com' })
    const r = await t.post('/auth/send-one-time-login-link', { email: 'unknown@example.com' })
    expect(r.status).toBe(429)
    expect(r.headers.get('retry-after')).toBeTruthy()
  })
})

describe('verification', () => {
  it('links last 24 hours and work once; resend is enumeration-safe', async () => {
    const t = createTestApi()
    await t.register('ver@example.com')
    const url = await t.lastSignedUrl('ver@example.com')
    t.advance(24 * HOUR + 1000)
    expect((await t.post(url)).status).toBe(403)

    const resent = await t.post('/auth/resend-verification-email', { email: 'ver@example.com' })
    const unknown = await t.post('/auth/resend-verification-email', { email: 'nobody@example.com' })
    expect(resent.text).toBe(unknown.text)
    const fresh = await t.lastSignedUrl('ver@example.com')
    t.advance(23 * HOUR)
    expect((await t.post(fresh)).status).toBe(200)
    expect((await t.post(fresh)).status).toBe(403)
    // Already verified: no further mail.
    const count = (await t.mails('ver@example.com')).length
    await t.post('/auth/resend-verification-email', { email: 'ver@example.com' })
    expect(await t.mails('ver@example.com')).toHaveLength(count)
  })
})

describe('password reset', () => {
  async function resetToken(t: ReturnType<typeof createTestApi>, email: string) {
    const [mail] = await t.mails(email)
    const link = new URL(mail!.links[0]!)
    expect(link.pathname).toMatch(/\/reset-password$/)
    expect(link.searchParams.get('email')).toBe(email)
    return link.searchParams.get('token')!
  }

  it('is enumeration-safe, single-use, newest-only, 30 minutes, and revokes sessions', async () => {
    const t = createTestApi()
    const { token: session } = await t.registerVerified('rp@example.com', { locale: 'ja-jp' })
    const known = await t.post('/auth/forgot-password', { email: 'rp@example.com' })
    const unknown = await t.post('/auth/forgot-password', { email: 'ghost@example.com' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(unknown.text).toBe(known.text)
    expect((await t.mails('rp@example.com'))[0]!.subject).toBe(mailWords('ja').reset.subject.replace('{site}', 'Pollwise'))
    expect((await t.mails('rp@example.com'))[0]!.links[0]).toMatch(/^http:\/\/site\.test\/ja-jp\/reset-password\?token=/)
    const old = await resetToken(t, 'rp@example.com')
    await t.post('/auth/forgot-password', { email: 'rp@example.com' })
    const token = await resetToken(t, 'rp@example.com')
    const newPassword = 'another-long-secret-77'
    const body = (tk: string) => ({ email: 'rp@example.com', token: tk, password: newPassword, password_confirmation: newPassword })
    expect((await t.post('/auth/reset-password', body(old))).status).toBe(422)
    expect((await t.post('/auth/reset-password', { ...body(token), email: 'ghost@example.com' })).status).toBe(422)
    const ok = await t.post('/auth/reset-password', body(token))
    expect(ok.status).toBe(200)
    expect((await t.post('/auth/reset-password', body(token))).status).toBe(422)
    expect((await t.get('/auth/user', { authorization: `Bearer ${session}` })).status).toBe(401)
    expect((await t.post('/auth/login', { email: 'rp@example.com', password: STRONG_PASSWORD })).status).toBe(401)
    expect((await t.post('/auth/login', { email: 'rp@example.com', password: newPassword })).status).toBe(200)

    await t.post('/auth/forgot-password', { email: 'rp@example.com' })
    const expiring = await resetToken(t, 'rp@example.com')
    t.advance(30 * MINUTE + 1000)
    const late = await t.post('/auth/reset-password', body(expiring))
    expect(late.status).toBe(422)
    expect(late.json.errors).toEqual({ email: ['This password reset token is invalid or has expired.'] })
  })

  it('validates the new password and its confirmation', async () => {
    const t = createTestApi()
    const r = await t.post('/auth/reset-password', {
      email: 'a@example.com',
      token: 'x',
      password: 'short',
      password_confirmation: 'other',
    })
    expect(r.status).toBe(422)
    expect(Object.keys(r.json.errors as object)).toContain('password')
  })
})
