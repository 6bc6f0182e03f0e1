// Recovery that an attacker cannot block (docs/decisions/103): a genuine reset token is checked
// before any per-address budget is spent, and the per-address mail budget only bounds how many
// mails are sent, so requests from other IPs never cost the owner a working link.
import { describe, expect, it } from 'vitest'
import { createTestApi, MINUTE, type TestApi } from './testing'

const NEW_PASSWORD = 'a-brand-new-passphrase-9'
const OWNER = { 'x-forwarded-for': '203.0.113.20' }
let nextIp = 0
/** A fresh attacker address per call, as from a botnet. */
const elsewhere = () => ({ 'x-forwarded-for': `198.51.${Math.floor(++nextIp / 250) % 250}.${(nextIp % 250) + 1}` })

const statuses = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {})

const resetBody = (email: string, token: string) => ({ email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })

async function mailedResetToken(t: TestApi, email: string): Promise<string> {
  expect((await t.post('/auth/forgot-password', { email }, OWNER)).status).toBe(200)
  const [mail] = await t.mails(email)
  return new URL(mail!.links[0]!).searchParams.get('token')!
}

describe('password reset with a genuine token', () => {
  it('succeeds after bogus submissions for the address from other IPs have spent its failure budget', async () => {
    const t = createTestApi()
    await t.registerVerified('victim@example.com')
    const token = await mailedResetToken(t, 'victim@example.com')
    const bogus: number[] = []
    for (let i = 0; i < 15; i++)
      bogus.push((await t.post('/auth/reset-password', resetBody('victim@example.com', 'guess'), elsewhere())).status)
    expect(bogus.filter((s) => s === 422)).toHaveLength(10)
    expect(bogus.filter((s) => s === 429)).toHaveLength(5)

    expect((await t.post('/auth/reset-password', resetBody('victim@example.com', token), OWNER)).status).toBe(200)
    expect((await t.post('/auth/login', { email: 'victim@example.com', password: NEW_PASSWORD }, OWNER)).status).toBe(200)
  })

  it('succeeds when sent together with 30 bogus submissions, which are still counted', async () => {
    const t = createTestApi()
    await t.registerVerified('victim@example.com')
    const token = await mailedResetToken(t, 'victim@example.com')
    const bogus = Array.from({ length: 30 }, () => t.post('/auth/reset-password', resetBody('victim@example.com', 'guess'), elsewhere()))
    const genuine = t.post('/auth/reset-password', resetBody('victim@example.com', token), OWNER)
    const results = await Promise.all([...bogus, genuine])
    expect((await genuine).status).toBe(200)
    expect(statuses(results.slice(0, 30))).toEqual({ 422: 10, 429: 20 })
  })

  it('is used once when submitted five times in parallel', async () => {
    const t = createTestApi()
    await t.registerVerified('twice@example.com')
    const token = await mailedResetToken(t, 'twice@example.com')
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.post('/auth/reset-password', resetBody('twice@example.com', token), OWNER)),
    )
    expect(statuses(results)).toEqual({ 200: 1, 422: 4 })
  })
})

describe('one-time login links requested from many IPs', () => {
  it('leave the owner a working link, sequentially', async () => {
    const t = createTestApi()
    await t.registerVerified('victim@example.com')
    const baseline = (await t.mails('victim@example.com')).length
    // Four IPs, three requests each: more than MAIL_MAX_PER_EMAIL (10) for the address.
    for (let ip = 0; ip < 4; ip++) {
      const from = elsewhere()
      for (let i = 0; i < 3; i++)
        expect((await t.post('/auth/send-one-time-login-link', { email: 'victim@example.com' }, from)).status).toBe(200)
    }
    expect(await t.mails('victim@example.com')).toHaveLength(baseline + 10)

    // The owner is answered as always; nothing new is sent, and the newest mail's link works.
    const owner = await t.post('/auth/send-one-time-login-link', { email: 'victim@example.com' }, OWNER)
    expect(owner.status).toBe(200)
    expect(owner.json.message).toBe('If an account exists for this email address, we have sent it a sign-in link.')
    expect(await t.mails('victim@example.com')).toHaveLength(baseline + 10)
    expect((await t.post(await t.lastSignedUrl('victim@example.com'))).status).toBe(200)

    // With no live link left, the next request sends one although the budget is spent.
    expect((await t.post('/auth/send-one-time-login-link', { email: 'victim@example.com' }, OWNER)).status).toBe(200)
    expect(await t.mails('victim@example.com')).toHaveLength(baseline + 11)
    expect((await t.post(await t.lastSignedUrl('victim@example.com'))).status).toBe(200)
  })

  it('leave the owner a working link when 40 arrive together with the owner’s', async () => {
    const t = createTestApi()
    await t.registerVerified('victim@example.com')
    const baseline = (await t.mails('victim@example.com')).length
    const attack = Array.from({ length: 40 }, () => t.post('/auth/send-one-time-login-link', { email: 'victim@example.com' }, elsewhere()))
    const owner = t.post('/auth/send-one-time-login-link', { email: 'victim@example.com' }, OWNER)
    const results = await Promise.all([...attack, owner])
    expect(statuses(results)).toEqual({ 200: 41 })
    expect(await t.mails('victim@example.com')).toHaveLength(baseline + 10)
    expect((await t.post(await t.lastSignedUrl('victim@example.com'))).status).toBe(200)
  })

  it('deliver a bounded number of mails over an hour of requests from fresh IPs', async () => {
    const t = createTestApi()
    await t.registerVerified('victim@example.com')
    await t.delivered()
    const baseline = t.mailer.sent.length
    for (let minute = 0; minute < 60; minute++) {
      const burst = await Promise.all(
        Array.from({ length: 5 }, () => t.post('/auth/send-one-time-login-link', { email: 'victim@example.com' }, elsewhere())),
      )
      expect(statuses(burst)).toEqual({ 200: 5 })
      t.advance(MINUTE)
    }
    // 300 requests: at most 10 per 15-minute window, plus one whenever the last link expired
    // (10 minutes) — never one mail per request.
    await t.delivered()
    const delivered = t.mailer.sent.length - baseline
    expect(delivered).toBeGreaterThanOrEqual(40)
    expect(delivered).toBeLessThanOrEqual(4 * 10 + 60 / 10)
  })
})

describe('password reset e-mails requested from many IPs', () => {
  it('leave the owner a working reset link, concurrently', async () => {
    const t = createTestApi()
    await t.registerVerified('victim@example.com')
    const attack = Array.from({ length: 30 }, () => t.post('/auth/forgot-password', { email: 'victim@example.com' }, elsewhere()))
    const owner = t.post('/auth/forgot-password', { email: 'victim@example.com' }, OWNER)
    expect(statuses(await Promise.all([...attack, owner]))).toEqual({ 200: 31 })
    const [newest] = await t.mails('victim@example.com')
    const token = new URL(newest!.links[0]!).searchParams.get('token')!
    expect((await t.post('/auth/reset-password', resetBody('victim@example.com', token), OWNER)).status).toBe(200)
  })

  it('answer unknown addresses exactly like known ones once the budget is spent', async () => {
    const t = createTestApi()
    await t.registerVerified('known@example.com')
    const ask = (email: string) => t.post('/auth/forgot-password', { email }, elsewhere())
    for (let i = 0; i < 12; i++) {
      const [known, unknown] = await Promise.all([ask('known@example.com'), ask('unknown@example.com')])
      expect(unknown.status).toBe(known.status)
      expect(unknown.text).toBe(known.text)
    }
    expect(await t.mails('unknown@example.com')).toHaveLength(0)
  })

  it('still refuse a fourth request for one address from one IP', async () => {
    const t = createTestApi()
    const from = elsewhere()
    for (let i = 0; i < 3; i++) expect((await t.post('/auth/forgot-password', { email: 'x@example.com' }, from)).status).toBe(200)
    expect((await t.post('/auth/forgot-password', { email: 'x@example.com' }, from)).status).toBe(429)
    expect((await t.post('/auth/forgot-password', { email: 'x@example.com' }, OWNER)).status).toBe(200)
  })
})
