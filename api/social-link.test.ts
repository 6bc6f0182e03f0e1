// Linking a social identity to an existing password account (SPEC §4 linkExistingToSocial), and
// the session endpoints the site's sign-in relies on: GET auth/user and POST auth/logout.
import { describe, expect, it } from 'vitest'
import { currentUserResponseSchema, socialLinkResponseSchema, socialStatusDataSchema } from '../contract/auth'
import { createTestApi, MINUTE, STRONG_PASSWORD, type TestApi } from './testing'

interface Identity {
  provider: 'google' | 'facebook' | 'apple'
  subject: string
  email?: string
  verified?: boolean
}

/** A native client's sign-in with a development provider token (POST auth/social/token). */
async function socialToken(t: TestApi, who: Identity) {
  const issued = await t.post('/dev/oauth/token', { ...who, email_verified: who.verified ?? true })
  return t.post('/auth/social/token', { provider: who.provider, id_token: String(issued.json.id_token) })
}

/** The browser's sign-in through the development provider's page and the OAuth callback. */
async function socialCallback(t: TestApi, who: Identity) {
  const redirect = new URL(String((await t.get(`/auth/social/redirect?provider=${who.provider}`)).json.url))
  const form = new URLSearchParams({
    provider: who.provider,
    state: redirect.searchParams.get('state')!,
    subject: who.subject,
    email: who.email ?? '',
    email_verified: 'on',
  })
  const answer = await t.app.request('http://api.test/dev/oauth/authorize', {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  return t.get(`/auth/social/callback?${new URL(answer.headers.get('location')!).searchParams.toString()}`)
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function passwordOwner(t: TestApi, email: string) {
  await t.registerVerified(email)
  const login = await t.post('/auth/login', { email, password: STRONG_PASSWORD })
  expect(login.status).toBe(200)
  return String(login.json.token)
}

describe('social link', () => {
  it('links the identity after the owner signs in with the password, then signs in socially', async () => {
    const t = createTestApi()
    const session = await passwordOwner(t, 'pw@example.com')
    const conflict = await socialCallback(t, { provider: 'google', subject: 'g-100', email: 'PW@example.com' })
    expect(conflict.status).toBe(409)
    expect(socialStatusDataSchema.parse(conflict.json)).toMatchObject({
      email: 'pw@example.com',
      socials: [],
      social_auth_provider: 'google',
    })
    const signedUrl = String(conflict.json.signed_url)
    expect(signedUrl).toMatch(/^http:\/\/api\.test\/auth\/signed\/social_link\?token=/)

    const linked = await t.post(signedUrl, undefined, bearer(session))
    expect(linked.status).toBe(200)
    expect(socialLinkResponseSchema.parse(linked.json)).toEqual({ message: 'Your google account is now linked.', socials: ['google'] })
    expect((await t.get('/auth/user', bearer(session))).json.socials).toEqual(['google'])

    const social = await socialToken(t, { provider: 'google', subject: 'g-100', email: 'pw@example.com' })
    expect(social.status).toBe(200)
    expect(social.json.email).toBe('pw@example.com')
    // The link is single-use.
    expect(await t.post(signedUrl, undefined, bearer(session))).toMatchObject({
      status: 403,
      json: { message: 'This link is invalid or has already been used.' },
    })
  })

  it('is offered through auth/social/token and a social registration that lost the race', async () => {
    const t = createTestApi()
    const viaToken = await (async () => {
      await passwordOwner(t, 'tok@example.com')
      return socialToken(t, { provider: 'apple', subject: 'a-1', email: 'tok@example.com' })
    })()
    expect(viaToken.status).toBe(409)
    expect(String(viaToken.json.signed_url)).toContain('/auth/signed/social_link?')

    const pending = await socialToken(t, { provider: 'facebook', subject: 'f-1', email: 'race@example.com' })
    expect(pending.status).toBe(202)
    const session = await passwordOwner(t, 'race@example.com')
    const lost = await t.post(String(pending.json.signed_url), { m_id: 'm-1' })
    expect(lost.status).toBe(400)
    expect(lost.json).toMatchObject({ email: 'race@example.com', socials: [], social_auth_provider: 'facebook' })
    const linked = await t.post(String(lost.json.signed_url), undefined, bearer(session))
    expect(linked.json).toEqual({ message: 'Your facebook account is now linked.', socials: ['facebook'] })
  })

  it('is not offered for an unverified provider address or an account that has socials', async () => {
    const t = createTestApi()
    await passwordOwner(t, 'unv@example.com')
    const unverified = await socialToken(t, { provider: 'google', subject: 'g-2', email: 'unv@example.com', verified: false })
    expect(unverified.status).toBe(409)
    expect(unverified.json.signed_url).toBeUndefined()

    const first = await socialToken(t, { provider: 'google', subject: 'g-3', email: 'soc@example.com' })
    await t.post(String(first.json.signed_url), { m_id: 'm-3' })
    const other = await socialToken(t, { provider: 'facebook', subject: 'f-3', email: 'soc@example.com' })
    expect(other.status).toBe(409)
    expect(other.json).toMatchObject({ socials: ['google'] })
    expect(other.json.signed_url).toBeUndefined()
  })

  it('answers 401 without a live session and leaves the link usable', async () => {
    const t = createTestApi()
    const session = await passwordOwner(t, 'nos@example.com')
    const url = String((await socialToken(t, { provider: 'google', subject: 'g-4', email: 'nos@example.com' })).json.signed_url)
    expect(await t.post(url)).toMatchObject({ status: 401, json: { message: 'Unauthenticated.' } })
    expect((await t.post(url, undefined, bearer('x'.repeat(43)))).status).toBe(401)
    await t.post('/auth/logout', undefined, bearer(session))
    expect((await t.post(url, undefined, bearer(session))).status).toBe(401)
    const fresh = String((await t.post('/auth/login', { email: 'nos@example.com', password: STRONG_PASSWORD })).json.token)
    expect((await t.post(url, undefined, bearer(fresh))).status).toBe(200)
  })

  it('answers 403 to another account, keeping the link for its owner', async () => {
    const t = createTestApi()
    const owner = await passwordOwner(t, 'owner@example.com')
    const intruder = await passwordOwner(t, 'intruder@example.com')
    const url = String((await socialToken(t, { provider: 'google', subject: 'g-5', email: 'owner@example.com' })).json.signed_url)
    expect(await t.post(url, undefined, bearer(intruder))).toMatchObject({
      status: 403,
      json: { message: 'This link belongs to another account.' },
    })
    expect((await t.get('/auth/user', bearer(intruder))).json.socials).toEqual([])
    expect((await t.post(url, undefined, bearer(owner))).status).toBe(200)
  })

  it('answers 403 to forged, re-purposed and expired links', async () => {
    const t = createTestApi()
    const session = await passwordOwner(t, 'forge@example.com')
    const url = new URL(String((await socialToken(t, { provider: 'google', subject: 'g-6', email: 'forge@example.com' })).json.signed_url))
    const forged = new URL(url)
    forged.searchParams.set('token', 'A'.repeat(43))
    expect(await t.post(forged.toString(), undefined, bearer(session))).toMatchObject({
      status: 403,
      json: { message: 'Invalid signature.' },
    })
    // A registration link of another identity cannot be replayed as a link.
    const registration = new URL(
      String((await socialToken(t, { provider: 'apple', subject: 'a-6', email: 'new@example.com' })).json.signed_url),
    )
    const replayed = `${url.origin}/auth/signed/social_link${registration.search}`
    expect((await t.post(replayed, undefined, bearer(session))).status).toBe(403)
    t.advance(30 * MINUTE + 1000)
    expect(await t.post(url.toString(), undefined, bearer(session))).toMatchObject({
      status: 403,
      json: { message: 'This link has expired.' },
    })
    expect((await t.get('/auth/user', bearer(session))).json.socials).toEqual([])
  })
})

describe('session endpoints', () => {
  it('GET auth/user tells who the bearer is; POST auth/logout revokes that token only', async () => {
    const t = createTestApi()
    const { token, id } = await t.registerVerified('me@example.com', { m_id: 'mid-me', locale: 'fr-fr' })
    const other = String((await t.post('/auth/login', { email: 'me@example.com', password: STRONG_PASSWORD })).json.token)
    const me = await t.get('/auth/user', bearer(token))
    expect(me.status).toBe(200)
    expect(currentUserResponseSchema.parse(me.json)).toEqual({
      id,
      email: 'me@example.com',
      m_id: 'mid-me',
      locale: 'fr-fr',
      email_verified: true,
      socials: [],
    })
    expect(await t.get('/auth/user')).toMatchObject({ status: 401, json: { message: 'Unauthenticated.' } })
    expect((await t.get('/auth/user', { authorization: 'Bearer not-a-token-at-all-123' })).status).toBe(401)

    expect(await t.post('/auth/logout', undefined, bearer(token))).toMatchObject({ status: 200, json: { message: 'Signed out.' } })
    expect((await t.get('/auth/user', bearer(token))).status).toBe(401)
    expect((await t.get('/auth/user', bearer(other))).status).toBe(200)
    expect((await t.post('/auth/logout')).status).toBe(401)
  })
})
