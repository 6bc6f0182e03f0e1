// Every social status of SPEC §4, produced through the development identity provider exactly as
// a browser would: redirect → provider page → form POST → site callback URL → API callback.
import { describe, expect, it } from 'vitest'
import { createTestApi, MINUTE, type TestApi } from './testing'

interface DevIdentity {
  subject: string
  email?: string
  verified?: boolean
  outcome?: 'approve' | 'deny' | 'disabled'
}

/** Runs the browser part and returns the callback query the site would forward. */
async function authorize(t: TestApi, provider: string, who: DevIdentity): Promise<URLSearchParams> {
  const redirect = await t.get(`/auth/social/redirect?provider=${provider}`)
  expect(redirect.status).toBe(200)
  const authUrl = new URL(String(redirect.json.url))
  expect(authUrl.pathname).toBe('/dev/oauth/authorize')
  const page = await t.get(`${authUrl.pathname}${authUrl.search}`)
  expect(page.status).toBe(200)
  expect(page.text).toContain('<form method="post" action="/dev/oauth/authorize">')
  const form = new URLSearchParams({
    provider,
    state: authUrl.searchParams.get('state')!,
    subject: who.subject,
    email: who.email ?? '',
    outcome: who.outcome ?? 'approve',
  })
  if (who.verified ?? true) form.set('email_verified', 'on')
  const res = await t.app.request('http://api.test/dev/oauth/authorize', {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(res.status).toBe(303)
  const location = new URL(res.headers.get('location')!)
  expect(`${location.origin}${location.pathname}`).toBe('http://site.test/auth/social')
  return location.searchParams
}

async function social(t: TestApi, provider: string, who: DevIdentity) {
  return t.get(`/auth/social/callback?${(await authorize(t, provider, who)).toString()}`)
}

describe('social callback through the development provider', () => {
  it('202 for a new identity, completed through the signed URL, then 200 for the known identity', async () => {
    const t = createTestApi()
    const r = await social(t, 'google', { subject: 'g-1', email: 'Newbie@Example.com' })
    expect(r.status).toBe(202)
    expect(r.json).toMatchObject({ email: 'newbie@example.com', socials: [], social_auth_provider: 'google' })
    const signed = String(r.json.signed_url)
    expect(signed).toMatch(/^http:\/\/api\.test\/auth\/signed\/social_register\?/)
    expect((await t.post(signed, { locale: 'nope' })).status).toBe(422)
    const done = await t.post(signed, { m_id: 'mid-social', locale: 'nl-be' })
    expect(done.status).toBe(200)
    expect(done.json).toEqual({ token: expect.any(String), email: 'newbie@example.com', m_id: 'mid-social', locale: 'nl-be' })
    expect((await t.post(signed, { m_id: 'mid-social' })).status).toBe(403)

    const again = await social(t, 'google', { subject: 'g-1', email: 'changed@example.com' })
    expect(again.status).toBe(200)
    expect(again.json).toMatchObject({ email: 'newbie@example.com', m_id: 'mid-social', locale: 'nl-be' })
    expect((await t.post('/auth/check', { email: 'newbie@example.com' })).json).toEqual({
      exists: true,
      socials: ['google'],
      email: 'newbie@example.com',
    })
  })

  it('409 with socials when the e-mail belongs to an account with another identity', async () => {
    const t = createTestApi()
    const first = await social(t, 'google', { subject: 'g-2', email: 'both@example.com' })
    await t.post(String(first.json.signed_url), { m_id: 'm' })
    const r = await social(t, 'facebook', { subject: 'f-2', email: 'both@example.com' })
    expect(r.status).toBe(409)
    expect(r.json).toMatchObject({ email: 'both@example.com', socials: ['google'], social_auth_provider: 'facebook' })
  })

  it('409 without socials for a password-only account', async () => {
    const t = createTestApi()
    await t.registerVerified('pw@example.com')
    const r = await social(t, 'apple', { subject: 'a-3', email: 'pw@example.com' })
    expect(r.status).toBe(409)
    expect(r.json).toMatchObject({ email: 'pw@example.com', socials: [], social_auth_provider: 'apple' })
  })

  it('400 without socials when the provider shares no e-mail', async () => {
    const t = createTestApi()
    const r = await social(t, 'apple', { subject: 'a-4' })
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({ email: null, socials: [], social_auth_provider: 'apple' })
  })

  it('403 with the e-mail when the address is not verified, then 200 once the mailed link proved it', async () => {
    const t = createTestApi()
    const r = await social(t, 'facebook', { subject: 'f-5', email: 'unv@example.com', verified: false })
    expect(r.status).toBe(403)
    // No account until the address is proven (docs/decisions/106), so no socials yet.
    expect(r.json).toMatchObject({ email: 'unv@example.com', socials: [], social_auth_provider: 'facebook' })
    expect((await social(t, 'facebook', { subject: 'f-5' })).status).toBe(400)
    expect((await t.post(await t.lastSignedUrl('unv@example.com'))).status).toBe(200)
    expect((await social(t, 'facebook', { subject: 'f-5' })).status).toBe(200)
  })

  it('403 with only a message for a disabled account', async () => {
    const t = createTestApi()
    const r = await social(t, 'google', { subject: 'g-6', email: 'x@example.com', outcome: 'disabled' })
    expect(r.status).toBe(403)
    expect(r.json).toEqual({ message: 'This account has been disabled.' })
    const { id } = await t.registerVerified('dis@example.com')
    t.db.prepare('INSERT INTO social_identities (user_id, provider, subject, created_at) VALUES (?, ?, ?, 0)').run(id, 'google', 'g-7')
    t.db.prepare('UPDATE users SET disabled_at = 1 WHERE id = ?').run(id)
    expect((await social(t, 'google', { subject: 'g-7' })).json).toEqual({ message: 'This account has been disabled.' })
  })

  it('401 when the visitor denies, and for reused, expired or foreign state and bad codes', async () => {
    const t = createTestApi()
    const denied = await authorize(t, 'google', { subject: 'g-8', outcome: 'deny' })
    expect(denied.get('error')).toBe('access_denied')
    expect(denied.get('code')).toBeNull()
    expect((await t.get(`/auth/social/callback?${denied.toString()}`)).json).toEqual({ message: 'Sign-in was cancelled.' })

    const q = await authorize(t, 'google', { subject: 'g-9', email: 'g9@example.com' })
    expect((await t.get(`/auth/social/callback?${q.toString()}`)).status).toBe(202)
    expect((await t.get(`/auth/social/callback?${q.toString()}`)).status).toBe(401)

    const late = await authorize(t, 'google', { subject: 'g-10', email: 'g10@example.com' })
    t.advance(10 * MINUTE + 1000)
    expect((await t.get(`/auth/social/callback?${late.toString()}`)).status).toBe(401)

    const foreign = await authorize(t, 'google', { subject: 'g-11', email: 'g11@example.com' })
    foreign.set('provider', 'facebook')
    expect((await t.get(`/auth/social/callback?${foreign.toString()}`)).status).toBe(401)

    const badCode = await authorize(t, 'google', { subject: 'g-12', email: 'g12@example.com' })
    badCode.set('code', 'made-up')
    expect((await t.get(`/auth/social/callback?${badCode.toString()}`)).status).toBe(401)
  })

  it('422 for missing or invalid parameters', async () => {
    const t = createTestApi()
    const missing = await t.get('/auth/social/callback?provider=google')
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.json.errors as object)).toEqual(['state'])
    expect((await t.get('/auth/social/callback?provider=myspace&state=x&code=y')).json.errors).toEqual({
      provider: ['The selected provider is invalid.'],
    })
    expect((await t.get('/auth/social/callback?provider=google&state=x')).json.errors).toEqual({ code: ['The code field is required.'] })
    expect((await t.get('/auth/social/redirect')).status).toBe(422)
  })

  it('answers 400 with socials when the e-mail was taken before the social registration completed', async () => {
    const t = createTestApi()
    const r = await social(t, 'google', { subject: 'g-13', email: 'race@example.com' })
    await t.registerVerified('race@example.com')
    const done = await t.post(String(r.json.signed_url), { m_id: 'm' })
    expect(done.status).toBe(400)
    expect(done.json).toMatchObject({ email: 'race@example.com', socials: [], social_auth_provider: 'google' })
  })
})

describe('auth/social/token', () => {
  const devToken = async (t: TestApi, body: Record<string, unknown>) => String((await t.post('/dev/oauth/token', body)).json.id_token)

  it('accepts development tokens and answers like the callback', async () => {
    const t = createTestApi()
    const token = await devToken(t, { provider: 'apple', subject: 'a-20', email: 'tok@example.com', email_verified: true })
    const r = await t.post('/auth/social/token', { provider: 'apple', id_token: token })
    expect(r.status).toBe(202)
    await t.post(String(r.json.signed_url), { m_id: 'mm' })
    const again = await t.post('/auth/social/token', { provider: 'apple', access_token: token })
    expect(again.status).toBe(200)
    expect(again.json.email).toBe('tok@example.com')
  })

  it('refuses forged, foreign, expired and missing tokens', async () => {
    const t = createTestApi()
    const token = await devToken(t, { provider: 'google', subject: 'g-21', email: 'f@example.com', email_verified: true })
    expect((await t.post('/auth/social/token', { provider: 'google', id_token: `${token}x` })).status).toBe(401)
    expect((await t.post('/auth/social/token', { provider: 'facebook', id_token: token })).status).toBe(401)
    expect((await t.post('/auth/social/token', { provider: 'google', id_token: 'garbage' })).status).toBe(401)
    expect((await t.post('/auth/social/token', { provider: 'google' })).status).toBe(422)
    t.advance(11 * MINUTE)
    expect((await t.post('/auth/social/token', { provider: 'google', id_token: token })).status).toBe(401)
  })
})

describe('social sign-in configuration', () => {
  it('uses arctic with state and PKCE when Google credentials are set', async () => {
    const t = createTestApi({ GOOGLE_CLIENT_ID: 'gid.apps.example', GOOGLE_CLIENT_SECRET: 'gsecret' })
    const r = await t.get('/auth/social/redirect?provider=google')
    const url = new URL(String(r.json.url))
    expect(url.origin).toBe('https://accounts.google.com')
    expect(url.searchParams.get('client_id')).toBe('gid.apps.example')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('redirect_uri')).toBe('http://site.test/auth/social?provider=google')
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('has no development provider in production', async () => {
    const t = createTestApi({
      NODE_ENV: 'production',
      PUSHER_APP_ID: 'a',
      PUSHER_APP_KEY: 'k',
      PUSHER_APP_SECRET: 's',
      API_SIGNING_KEY: 'k'.repeat(40),
    })
    const r = await t.get('/auth/social/redirect?provider=facebook')
    expect(r.status).toBe(422)
    expect((await t.get('/dev/oauth/authorize?provider=google&state=x')).status).toBe(404)
    expect((await t.post('/dev/oauth/token', { provider: 'google', subject: 'x' })).status).toBe(404)
  })

  it('turns Apple form posts into a redirect to the site page', async () => {
    const t = createTestApi()
    const res = await t.app.request('http://api.test/auth/social/apple/form-post', {
      method: 'POST',
      body: 'code=c1&state=s1&user=%7B%7D',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('http://site.test/auth/social?provider=apple&code=c1&state=s1')
  })
})
