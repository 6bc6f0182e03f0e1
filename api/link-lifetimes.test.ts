// Every e-mailed or offered link has one purpose and dies with it (docs/decisions/107): a
// verification link once the address is verified by any means, every link and session at a
// password reset, and any link once a newer one of the same purpose is issued.
import { describe, expect, it } from 'vitest'
import { createTestApi, HOUR, STRONG_PASSWORD, type TestApi } from './testing'

const NEW_PASSWORD = 'another-long-secret-77'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The newest reset token mailed to `email`. */
async function resetToken(t: TestApi, email: string): Promise<string> {
  await t.post('/auth/forgot-password', { email })
  const [mail] = await t.mails(email)
  return new URL(mail!.links[0]!).searchParams.get('token')!
}

async function resetPassword(t: TestApi, email: string) {
  const token = await resetToken(t, email)
  const r = await t.post('/auth/reset-password', { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
  expect(r.status).toBe(200)
}

async function loginLink(t: TestApi, email: string): Promise<string> {
  expect((await t.post('/auth/send-one-time-login-link', { email })).status).toBe(200)
  return t.lastSignedUrl(email)
}

/** A `social_link` offer for a password account without socials (a 409 from a vouched identity). */
async function socialLinkOffer(t: TestApi, email: string, subject: string): Promise<string> {
  const issued = await t.post('/dev/oauth/token', { provider: 'google', subject, email, email_verified: true })
  const r = await t.post('/auth/social/token', { provider: 'google', id_token: String(issued.json.id_token) })
  expect(r.status).toBe(409)
  return String(r.json.signed_url)
}

const INVALID = { status: 403, json: { message: 'This link is invalid or has already been used.' } }

describe('a verification link', () => {
  it('dies once the address is verified through a one-time login link', async () => {
    const t = createTestApi()
    await t.register('otl@example.com')
    const verify = await t.lastSignedUrl('otl@example.com')
    expect((await t.post(await loginLink(t, 'otl@example.com'))).status).toBe(200)
    t.advance(HOUR)
    expect(await t.post(verify)).toMatchObject(INVALID)
  })

  it('dies once the address is verified through a password reset', async () => {
    const t = createTestApi()
    await t.register('reset@example.com')
    const verify = await t.lastSignedUrl('reset@example.com')
    await resetPassword(t, 'reset@example.com')
    expect(await t.post(verify)).toMatchObject(INVALID)
    expect((await t.post('/auth/login', { email: 'reset@example.com', password: NEW_PASSWORD })).status).toBe(200)
  })

  it('is superseded by a newer one, and the newest dies once it verified the address', async () => {
    const t = createTestApi()
    await t.register('ver@example.com')
    const first = await t.lastSignedUrl('ver@example.com')
    await t.post('/auth/resend-verification-email', { email: 'ver@example.com' })
    const second = await t.lastSignedUrl('ver@example.com')
    expect(second).not.toBe(first)
    expect(await t.post(first)).toMatchObject(INVALID)
    expect((await t.post(second)).status).toBe(200)
    expect(await t.post(second)).toMatchObject(INVALID)
  })
})

describe('a password reset', () => {
  it('cancels the login link, the social link offer and every session', async () => {
    const t = createTestApi()
    const { token: before } = await t.registerVerified('all@example.com')
    const login = await loginLink(t, 'all@example.com')
    const offer = await socialLinkOffer(t, 'all@example.com', 'g-reset')
    await resetPassword(t, 'all@example.com')

    expect((await t.get('/auth/user', bearer(before))).status).toBe(401)
    expect(await t.post(login)).toMatchObject(INVALID)
    const after = String((await t.post('/auth/login', { email: 'all@example.com', password: NEW_PASSWORD })).json.token)
    expect(await t.post(offer, undefined, bearer(after))).toMatchObject(INVALID)
    expect((await t.get('/auth/user', bearer(after))).json.socials).toEqual([])
  })

  it('cancels the verification and login links of an unverified account', async () => {
    const t = createTestApi()
    await t.register('unv@example.com')
    const verify = await t.lastSignedUrl('unv@example.com')
    const login = await loginLink(t, 'unv@example.com')
    await resetPassword(t, 'unv@example.com')
    expect(await t.post(verify)).toMatchObject(INVALID)
    expect(await t.post(login)).toMatchObject(INVALID)
    // The password is the one set by the reset, not the one registered with.
    expect((await t.post('/auth/login', { email: 'unv@example.com', password: STRONG_PASSWORD })).status).toBe(401)
  })
})

describe('a newer link of the same purpose', () => {
  it('supersedes an earlier social link offer', async () => {
    const t = createTestApi()
    const { token } = await t.registerVerified('offers@example.com')
    const first = await socialLinkOffer(t, 'offers@example.com', 'g-first')
    const second = await socialLinkOffer(t, 'offers@example.com', 'g-second')
    expect(await t.post(first, undefined, bearer(token))).toMatchObject(INVALID)
    expect((await t.post(second, undefined, bearer(token))).status).toBe(200)
  })

  it('supersedes an earlier social registration link for the same address', async () => {
    const t = createTestApi()
    const register = async (subject: string) => {
      const issued = await t.post('/dev/oauth/token', { provider: 'apple', subject, email: 'twice@example.com', email_verified: true })
      const r = await t.post('/auth/social/token', { provider: 'apple', id_token: String(issued.json.id_token) })
      expect(r.status).toBe(202)
      return String(r.json.signed_url)
    }
    const first = await register('a-first')
    const second = await register('a-second')
    expect(await t.post(first, { m_id: 'm-1' })).toMatchObject(INVALID)
    expect((await t.post(second, { m_id: 'm-2' })).status).toBe(200)
  })
})
