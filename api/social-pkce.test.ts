// PKCE on the API side (docs/decisions/107): the site sends the S256 challenge of a verifier it
// keeps in the visitor's httpOnly cookie; the API keeps the challenge with the single-use state,
// passes it to the provider (Google; the development provider) and refuses a callback without
// the matching verifier before using the code.
import { createHash, randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestApi, type TestApi } from './testing'

const verifier = () => randomBytes(32).toString('base64url')
const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url')
const BAD_STATE = { message: 'This sign-in attempt is invalid or has expired.' }

/** The browser part through the development provider; returns the callback query the site forwards. */
async function authorize(t: TestApi, opts: { challenge?: string; formChallenge?: string; subject: string; email: string }) {
  const query = new URLSearchParams({ provider: 'google' })
  if (opts.challenge) query.set('code_challenge', opts.challenge)
  const redirect = await t.get(`/auth/social/redirect?${query.toString()}`)
  expect(redirect.status).toBe(200)
  const authUrl = new URL(String(redirect.json.url))
  const page = await t.get(`${authUrl.pathname}${authUrl.search}`)
  expect(page.status).toBe(200)
  const form = new URLSearchParams({
    provider: 'google',
    state: authUrl.searchParams.get('state')!,
    subject: opts.subject,
    email: opts.email,
    email_verified: 'on',
  })
  // The page's hidden fields carry the challenge on to the code, as a browser would submit them.
  const hidden = /name="code_challenge" value="([^"]*)"/.exec(page.text)?.[1]
  const challenge = opts.formChallenge ?? hidden
  if (challenge) form.set('code_challenge', challenge)
  const res = await t.app.request('http://api.test/dev/oauth/authorize', {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(res.status).toBe(303)
  return { authUrl, callback: new URL(res.headers.get('location')!).searchParams }
}

const callback = (t: TestApi, q: URLSearchParams, codeVerifier?: string) => {
  const query = new URLSearchParams(q)
  if (codeVerifier !== undefined) query.set('code_verifier', codeVerifier)
  return t.get(`/auth/social/callback?${query.toString()}`)
}

describe('PKCE through the development provider', () => {
  it('carries the challenge to the provider page and finishes with the right verifier', async () => {
    const t = createTestApi()
    const v = verifier()
    const { authUrl, callback: q } = await authorize(t, { challenge: challengeOf(v), subject: 'g-pk1', email: 'pk1@example.com' })
    expect(authUrl.searchParams.get('code_challenge')).toBe(challengeOf(v))
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256')
    const r = await callback(t, q, v)
    expect(r.status).toBe(202)
    expect(r.json).toMatchObject({ email: 'pk1@example.com', social_auth_provider: 'google' })
  })

  it('answers 401 like a bad state to a wrong verifier, spends the state, and leaves the code unused', async () => {
    const t = createTestApi()
    const v = verifier()
    const { callback: q } = await authorize(t, { challenge: challengeOf(v), subject: 'g-pk2', email: 'pk2@example.com' })
    const wrong = await callback(t, q, verifier())
    expect(wrong.status).toBe(401)
    expect(wrong.json).toEqual(BAD_STATE)
    expect(await callback(t, q, v)).toMatchObject({ status: 401, json: BAD_STATE })

    // The code was not consumed: with a fresh state (no challenge of its own) and the right
    // verifier, the development provider still redeems it.
    const fresh = new URL(String((await t.get('/auth/social/redirect?provider=google')).json.url)).searchParams.get('state')!
    const retry = new URLSearchParams(q)
    retry.set('state', fresh)
    expect((await callback(t, retry, v)).status).toBe(202)
  })

  it('answers 401 like a bad state to a missing verifier, and spends the state', async () => {
    const t = createTestApi()
    const v = verifier()
    const { callback: q } = await authorize(t, { challenge: challengeOf(v), subject: 'g-pk3', email: 'pk3@example.com' })
    expect(await callback(t, q)).toMatchObject({ status: 401, json: BAD_STATE })
    expect(await callback(t, q, v)).toMatchObject({ status: 401, json: BAD_STATE })
  })

  it('keeps the old behaviour for clients that send no challenge', async () => {
    const t = createTestApi()
    const { authUrl, callback: q } = await authorize(t, { subject: 'g-pk4', email: 'pk4@example.com' })
    expect(authUrl.searchParams.get('code_challenge')).toBeNull()
    expect((await callback(t, q)).status).toBe(202)
  })

  it('has the provider check the verifier against the challenge its code was issued for', async () => {
    const t = createTestApi()
    const v = verifier()
    // No challenge at the redirect, but one given to the provider page: only the provider checks.
    const first = await authorize(t, { formChallenge: challengeOf(v), subject: 'g-pk5', email: 'pk5@example.com' })
    expect(await callback(t, first.callback, verifier())).toMatchObject({
      status: 401,
      json: { message: 'Social sign-in failed. Please try again.' },
    })
    const second = await authorize(t, { formChallenge: challengeOf(v), subject: 'g-pk5', email: 'pk5@example.com' })
    expect((await callback(t, second.callback, v)).status).toBe(202)
  })

  it('refuses challenges that are not S256 values', async () => {
    const t = createTestApi()
    expect((await t.get('/auth/social/redirect?provider=google&code_challenge=short')).status).toBe(422)
    const page = await t.get(
      `/dev/oauth/authorize?provider=google&state=s&code_challenge=${challengeOf(verifier())}&code_challenge_method=plain`,
    )
    expect(page.status).toBe(422)
  })
})

describe('PKCE with Google', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const GOOGLE = { GOOGLE_CLIENT_ID: 'gid.apps.example', GOOGLE_CLIENT_SECRET: 'gsecret' }
  const idToken = (claims: Record<string, unknown>) =>
    ['{"alg":"RS256"}', JSON.stringify(claims), 'sig'].map((part) => Buffer.from(part).toString('base64url')).join('.')

  /** Google's token endpoint, recording what the API sent it. */
  function fakeGoogle(claims: Record<string, unknown>) {
    const sent: URLSearchParams[] = []
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(new URLSearchParams(await request.text()))
      return Response.json({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken(claims) })
    })
    return sent
  }

  it('puts the site’s challenge in the authorization URL and hands Google the site’s verifier', async () => {
    const t = createTestApi(GOOGLE)
    const v = verifier()
    const url = new URL(String((await t.get(`/auth/social/redirect?provider=google&code_challenge=${challengeOf(v)}`)).json.url))
    expect(url.origin).toBe('https://accounts.google.com')
    expect(url.searchParams.get('code_challenge')).toBe(challengeOf(v))
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    const sent = fakeGoogle({ sub: 'g-real', email: 'real@example.com', email_verified: true })
    const state = url.searchParams.get('state')!
    const r = await t.get(`/auth/social/callback?provider=google&state=${state}&code=c1&code_verifier=${v}`)
    expect(r.status).toBe(202)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.get('code_verifier')).toBe(v)
    expect(sent[0]!.get('code')).toBe('c1')
  })

  it('does not call Google when the verifier is wrong', async () => {
    const t = createTestApi(GOOGLE)
    const v = verifier()
    const url = new URL(String((await t.get(`/auth/social/redirect?provider=google&code_challenge=${challengeOf(v)}`)).json.url))
    const sent = fakeGoogle({ sub: 'g-real', email: 'real@example.com', email_verified: true })
    const r = await t.get(
      `/auth/social/callback?provider=google&state=${url.searchParams.get('state')!}&code=c1&code_verifier=${verifier()}`,
    )
    expect(r).toMatchObject({ status: 401, json: BAD_STATE })
    expect(sent).toHaveLength(0)
  })

  it('still uses a verifier of its own for clients that send no challenge', async () => {
    const t = createTestApi(GOOGLE)
    const url = new URL(String((await t.get('/auth/social/redirect?provider=google')).json.url))
    const challenge = url.searchParams.get('code_challenge')!
    const sent = fakeGoogle({ sub: 'g-real', email: 'real@example.com', email_verified: true })
    expect((await t.get(`/auth/social/callback?provider=google&state=${url.searchParams.get('state')!}&code=c2`)).status).toBe(202)
    expect(challengeOf(sent[0]!.get('code_verifier')!)).toBe(challenge)
  })
})
