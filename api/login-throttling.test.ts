// The sign-in policy of docs/decisions/103 under concurrency: attempts are reserved before the
// password is verified, an attacker's IP is throttled without locking the owner out, and each
// e-mail flow has a budget of its own.
import { describe, expect, it } from 'vitest'
import { createTestApi, MINUTE, STRONG_PASSWORD, type TestApi } from './testing'

const WRONG = 'not-the-password-at-all'
const ATTACKER = { 'x-forwarded-for': '198.51.100.66' }
const OWNER = { 'x-forwarded-for': '203.0.113.20' }

const login = (t: TestApi, email: string, password: string, from: Record<string, string>) =>
  t.post('/auth/login', { email, password }, from)

const statuses = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {})

describe('password sign-in under concurrency', () => {
  it('evaluates at most 5 of 100 parallel wrong passwords for one account from one IP', async () => {
    const t = createTestApi()
    await t.registerVerified('target@example.com')
    const before = t.argon2.verifications
    const results = await Promise.all(Array.from({ length: 100 }, () => login(t, 'target@example.com', WRONG, ATTACKER)))
    expect(t.argon2.verifications - before).toBeLessThanOrEqual(5)
    expect(statuses(results)).toEqual({ 401: 5, 429: 95 })
    const refused = results.find((r) => r.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.json.message).toMatch(/^Too many login attempts/)
  })

  it('does not sign in with the right password sent in parallel behind 49 wrong ones', async () => {
    const t = createTestApi()
    await t.registerVerified('target@example.com')
    const wrong = Array.from({ length: 49 }, () => login(t, 'target@example.com', WRONG, ATTACKER))
    const right = login(t, 'target@example.com', STRONG_PASSWORD, ATTACKER)
    const results = await Promise.all([...wrong, right])
    expect(results.some((r) => r.status === 200)).toBe(false)
    expect((await right).status).toBe(429)
    expect(t.argon2.verifications).toBeLessThanOrEqual(5)
  })

  it('holds the per-IP limit across accounts in parallel', async () => {
    const t = createTestApi({ LOGIN_MAX_ATTEMPTS_PER_IP: '10' })
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => login(t, `user${i}@example.com`, WRONG, ATTACKER)))
    expect(statuses(results)).toEqual({ 401: 10, 429: 50 })
    expect(t.argon2.verifications).toBe(10)
  })
})

describe('the owner is not locked out', () => {
  it('signs in by password and gets a one-time link from another IP while the attacker is throttled', async () => {
    const t = createTestApi()
    await t.registerVerified('owner@example.com')
    await Promise.all(Array.from({ length: 30 }, () => login(t, 'owner@example.com', WRONG, ATTACKER)))
    // The attacker also burns what one IP may spend on the owner's one-time links.
    const links = await Promise.all(
      Array.from({ length: 10 }, () => t.post('/auth/send-one-time-login-link', { email: 'owner@example.com' }, ATTACKER)),
    )
    expect(links.filter((r) => r.status === 429).length).toBeGreaterThan(0)
    expect((await login(t, 'owner@example.com', STRONG_PASSWORD, ATTACKER)).status).toBe(429)

    const signedIn = await login(t, 'owner@example.com', STRONG_PASSWORD, OWNER)
    expect(signedIn.status).toBe(200)
    expect(signedIn.json.email).toBe('owner@example.com')
    const mailsBefore = (await t.mails('owner@example.com')).length
    expect((await t.post('/auth/send-one-time-login-link', { email: 'owner@example.com' }, OWNER)).status).toBe(200)
    expect(await t.mails('owner@example.com')).toHaveLength(mailsBefore + 1)
    expect((await t.post(await t.lastSignedUrl('owner@example.com'))).status).toBe(200)
  })

  it('clears the account + IP counter on success', async () => {
    const t = createTestApi()
    await t.registerVerified('typo@example.com')
    for (let i = 0; i < 4; i++) expect((await login(t, 'typo@example.com', WRONG, OWNER)).status).toBe(401)
    expect((await login(t, 'typo@example.com', STRONG_PASSWORD, OWNER)).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login(t, 'typo@example.com', WRONG, OWNER)).status).toBe(401)
    expect((await login(t, 'typo@example.com', WRONG, OWNER)).status).toBe(429)
  })

  it('slows a distributed attack on one account progressively instead of locking it', async () => {
    const t = createTestApi({ LOGIN_ACCOUNT_SLOWDOWN_AFTER: '10', LOGIN_ACCOUNT_BASE_DELAY_SEC: '2', LOGIN_ACCOUNT_MAX_DELAY_SEC: '16' })
    await t.registerVerified('spread@example.com')
    // The owner's own device signs in once, so it is a known pair.
    expect((await login(t, 'spread@example.com', STRONG_PASSWORD, OWNER)).status).toBe(200)
    let ip = 0
    const fromNewIp = () => ({ 'x-forwarded-for': `192.0.2.${++ip}` })
    for (let i = 0; i < 10; i++) expect((await login(t, 'spread@example.com', WRONG, fromNewIp())).status).toBe(401)
    const delays: number[] = []
    for (let i = 0; i < 5; i++) {
      const slowed = await login(t, 'spread@example.com', WRONG, fromNewIp())
      expect(slowed.status).toBe(429)
      delays.push(Number(slowed.headers.get('retry-after')))
      t.advance(delays.at(-1)! * 1000)
      expect((await login(t, 'spread@example.com', WRONG, fromNewIp())).status).toBe(401)
    }
    expect(delays).toEqual([2, 4, 8, 16, 16])
    // A stranger with the right password waits like everyone else — but is not locked out…
    const stranger = { 'x-forwarded-for': '192.0.2.200' }
    const waiting = await login(t, 'spread@example.com', STRONG_PASSWORD, stranger)
    expect(waiting.status).toBe(429)
    t.advance(Number(waiting.headers.get('retry-after')) * 1000)
    expect((await login(t, 'spread@example.com', STRONG_PASSWORD, stranger)).status).toBe(200)
    // …and the owner's known device is not slowed at all.
    expect((await login(t, 'spread@example.com', STRONG_PASSWORD, OWNER)).status).toBe(200)
  })
})

describe('e-mail budgets', () => {
  it('gives one-time link, reset and verification resend a budget each', async () => {
    const t = createTestApi()
    await t.registerVerified('flows@example.com')
    for (let i = 0; i < 3; i++) expect((await t.post('/auth/forgot-password', { email: 'flows@example.com' }, OWNER)).status).toBe(200)
    expect((await t.post('/auth/forgot-password', { email: 'flows@example.com' }, OWNER)).status).toBe(429)
    expect((await t.post('/auth/send-one-time-login-link', { email: 'flows@example.com' }, OWNER)).status).toBe(200)
    expect(await t.lastSignedUrl('flows@example.com')).toMatch(/\/auth\/signed\/login\?/)
    expect((await t.post('/auth/resend-verification-email', { email: 'flows@example.com' }, OWNER)).status).toBe(200)
  })

  it('limits the mails of each flow per e-mail from all IPs, and requests per IP across e-mails', async () => {
    const t = createTestApi({ MAIL_MAX_PER_EMAIL: '4', MAIL_MAX_PER_IP: '5' })
    await t.registerVerified('x@example.com')
    await t.delivered()
    const sent = () => t.mailer.sent.filter((m) => m.to === 'x@example.com').length
    const before = sent()
    const from = (n: number) => ({ 'x-forwarded-for': `192.0.2.${n}` })
    for (let i = 0; i < 4; i++)
      expect((await t.post('/auth/send-one-time-login-link', { email: 'x@example.com' }, from(i))).status).toBe(200)
    // A fifth IP is answered the same, but no fifth mail goes while the fourth link is live.
    expect((await t.post('/auth/send-one-time-login-link', { email: 'x@example.com' }, from(9))).status).toBe(200)
    await t.delivered()
    expect(sent() - before).toBe(4)
    const sprayed = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.post('/auth/forgot-password', { email: `s${i}@example.com` }, ATTACKER)),
    )
    expect(statuses(sprayed)).toEqual({ 200: 5, 429: 7 })
  })

  it('forgives after the window', async () => {
    const t = createTestApi()
    for (let i = 0; i < 3; i++) await t.post('/auth/forgot-password', { email: 'w@example.com' }, OWNER)
    expect((await t.post('/auth/forgot-password', { email: 'w@example.com' }, OWNER)).status).toBe(429)
    t.advance(15 * MINUTE + 1000)
    expect((await t.post('/auth/forgot-password', { email: 'w@example.com' }, OWNER)).status).toBe(200)
  })
})

describe('other throttled routes under concurrency', () => {
  it('never overdraws register, check or reset budgets', async () => {
    const t = createTestApi({ REGISTER_MAX_PER_IP: '5', CHECK_MAX_PER_IP: '7', RESET_MAX_PER_IP: '3' })
    const registered = await Promise.all(Array.from({ length: 20 }, (_, i) => t.register(`r${i}@example.com`, {}, ATTACKER)))
    expect(statuses(registered)).toEqual({ 200: 5, 429: 15 })
    const checked = await Promise.all(Array.from({ length: 20 }, (_, i) => t.post('/auth/check', { email: `c${i}@example.com` }, ATTACKER)))
    expect(statuses(checked)).toEqual({ 200: 7, 429: 13 })
    const password = 'a-brand-new-passphrase-9'
    const resets = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.post('/auth/reset-password', { email: 'r1@example.com', token: 'guess', password, password_confirmation: password }, ATTACKER),
      ),
    )
    expect(statuses(resets)).toEqual({ 422: 3, 429: 7 })
  })
})
