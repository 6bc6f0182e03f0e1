// Account pre-hijacking (Sudhodanan & Paverd, USENIX Security 2022; docs/decisions/106): an
// identity whose provider does not vouch for the e-mail never creates, joins or keeps access to
// the account of that address until the address is proven by mail, and proving the address ends
// whatever was attached to the account before the proof.
import { describe, expect, it } from 'vitest'
import { hashToken } from './security/tokens'
import { createTestApi, DAY, HOUR, MINUTE, STRONG_PASSWORD, type TestApi } from './testing'

interface Identity {
  provider?: 'google' | 'facebook' | 'apple'
  subject: string
  email?: string
  verified: boolean
}

/** A social sign-in through a development provider token (POST auth/social/token). */
async function social(t: TestApi, who: Identity) {
  const provider = who.provider ?? 'facebook'
  const issued = await t.post('/dev/oauth/token', { provider, subject: who.subject, email: who.email, email_verified: who.verified })
  return t.post('/auth/social/token', { provider, id_token: String(issued.json.id_token) }, { 'x-user-locale': 'de-de' })
}

/** A browser's social sign-in through the development provider's page and the OAuth callback. */
async function socialCallback(t: TestApi, who: Identity) {
  const provider = who.provider ?? 'facebook'
  const authUrl = new URL(String((await t.get(`/auth/social/redirect?provider=${provider}`)).json.url))
  const form = new URLSearchParams({ provider, state: authUrl.searchParams.get('state')!, subject: who.subject, email: who.email ?? '' })
  if (who.verified) form.set('email_verified', 'on')
  const answer = await t.app.request('http://api.test/dev/oauth/authorize', {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  return t.get(`/auth/social/callback?${new URL(answer.headers.get('location')!).searchParams.toString()}`)
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const check = async (t: TestApi, email: string) => (await t.post('/auth/check', { email })).json

/** The signed URLs of the verification links mailed to `email` (live or not), newest first. */
async function verifyLinks(t: TestApi, email: string): Promise<string[]> {
  return (await t.mails(email))
    .map((m) => new URL(m.links[0]!).searchParams.get('token'))
    .map((token) => (token ? t.signedUrlOf(token) : null))
    .filter((url): url is string => url !== null && url.includes('/auth/signed/verify?'))
}

/** A linked identity as the code before decision 106 left it: not marked as vouched for. */
function legacyIdentity(t: TestApi, userId: number, provider: string, subject: string) {
  t.db
    .prepare('INSERT INTO social_identities (user_id, provider, subject, email, created_at) VALUES (?, ?, ?, NULL, 0)')
    .run(userId, provider, subject)
}

/** A session that predates the proof of the address (none of today's routes give one to an unverified account). */
function plantSession(t: TestApi, userId: number, token: string) {
  t.db
    .prepare('INSERT INTO sessions (user_id, token_hash, platform, created_at, expires_at) VALUES (?, ?, NULL, ?, ?)')
    .run(userId, hashToken(token), t.clock().getTime(), t.clock().getTime() + DAY)
}

const userId = (t: TestApi, email: string) => (t.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id

describe('non-verifying identity provider', () => {
  it('creates no account for the address: the attacker’s sign-in never opens the victim’s account', async () => {
    const t = createTestApi()
    const attack = await socialCallback(t, { subject: 'f-evil', email: 'victim@example.com', verified: false })
    expect(attack.status).toBe(403)
    expect(attack.json).toEqual({
      message: 'Your email address is not verified.',
      email: 'victim@example.com',
      socials: [],
      social_auth_provider: 'facebook',
    })
    expect(await check(t, 'victim@example.com')).toEqual({ exists: false, socials: [], email: 'victim@example.com' })
    const [pending] = await verifyLinks(t, 'victim@example.com')
    expect(pending).toBeDefined()

    // The victim signs up with a password and uses the account.
    const { token } = await t.registerVerified('victim@example.com')
    const again = await socialCallback(t, { subject: 'f-evil', email: 'victim@example.com', verified: false })
    expect(again.status).toBe(409)
    expect(again.json.token).toBeUndefined()
    expect(again.json.signed_url).toBeUndefined()
    // The link mailed for the attacker's identity cannot join it to the account now either.
    const late = await t.post(pending!)
    expect(late.status).toBe(400)
    expect(late.json).toEqual({
      message: 'An account with this email address already exists.',
      email: 'victim@example.com',
      socials: [],
      social_auth_provider: 'facebook',
    })
    expect((await t.get('/auth/user', bearer(token))).json.socials).toEqual([])
  })

  it('creates the account, verified and linked, once the address is proven by the mailed link', async () => {
    const t = createTestApi()
    expect((await social(t, { subject: 'f-1', email: 'Mine@Example.com', verified: false })).status).toBe(403)
    const [mail] = await t.mails('mine@example.com')
    expect(mail!.subject).toBe('Bestätige deine E-Mail-Adresse für Pollwise')
    expect(mail!.links[0]).toMatch(/^http:\/\/site\.test\/de-de\/login\?token=[A-Za-z0-9_-]{43}$/)
    const [pending] = await verifyLinks(t, 'mine@example.com')

    const done = await t.post(pending!, {})
    expect(done.status).toBe(200)
    expect(done.json).toEqual({ token: expect.any(String), email: 'mine@example.com', m_id: expect.any(String), locale: 'de-de' })
    const me = await t.get('/auth/user', bearer(String(done.json.token)))
    expect(me.json).toMatchObject({ email: 'mine@example.com', email_verified: true, socials: ['facebook'] })
    expect(await t.post(pending!)).toMatchObject({ status: 403 })

    // The identity was vouched for by the mail: it signs in although its provider still does not vouch.
    const next = await social(t, { subject: 'f-1', verified: false })
    expect(next.status).toBe(200)
    expect(next.json.email).toBe('mine@example.com')
  })

  it('lets a newer pending link of the same identity supersede the older one', async () => {
    const t = createTestApi()
    await social(t, { subject: 'f-2', email: 'again@example.com', verified: false })
    await social(t, { subject: 'f-2', email: 'again@example.com', verified: false })
    const [newest, older] = await verifyLinks(t, 'again@example.com')
    expect(await t.post(older!)).toMatchObject({ status: 403, json: { message: 'This link is invalid or has already been used.' } })
    expect((await t.post(newest!)).status).toBe(200)
  })

  it('sends no link while two identities claim one address, so a race cannot slip the attacker’s link in', async () => {
    const t = createTestApi()
    await social(t, { subject: 'f-owner', email: 'race@example.com', verified: false })
    const [owners] = await verifyLinks(t, 'race@example.com')
    // The attacker claims the address right after the owner, twice: the owner's link dies, and
    // nothing is sent for the attacker while the owner's claim is recent.
    for (let i = 0; i < 2; i++)
      expect((await social(t, { subject: 'f-evil', email: 'race@example.com', verified: false })).status).toBe(403)
    expect(await verifyLinks(t, 'race@example.com')).toHaveLength(1)
    expect((await t.post(owners!)).status).toBe(403)
    // The owner tries again once the rival link is dead, and gets a link of their own.
    await social(t, { subject: 'f-owner', email: 'race@example.com', verified: false })
    const [fresh] = await verifyLinks(t, 'race@example.com')
    expect((await t.post(fresh!)).status).toBe(200)
    expect((await social(t, { subject: 'f-owner', verified: false })).status).toBe(200)
    expect((await social(t, { subject: 'f-evil', email: 'race@example.com', verified: false })).status).toBe(409)
  })

  it('kills a link sent earlier for another identity when the owner asks, and sends the owner none for a day', async () => {
    const t = createTestApi()
    await social(t, { subject: 'f-evil', email: 'later@example.com', verified: false })
    const [attackers] = await verifyLinks(t, 'later@example.com')
    // The owner, expecting a mail, must not find a live link for the attacker's identity.
    await social(t, { subject: 'f-owner', email: 'later@example.com', verified: false })
    expect(await verifyLinks(t, 'later@example.com')).toHaveLength(1)
    expect((await t.post(attackers!)).status).toBe(403)
    t.advance(HOUR)
    await social(t, { subject: 'f-owner', email: 'later@example.com', verified: false })
    expect(await verifyLinks(t, 'later@example.com')).toHaveLength(1)
    t.advance(DAY)
    await social(t, { subject: 'f-owner', email: 'later@example.com', verified: false })
    const [owners] = await verifyLinks(t, 'later@example.com')
    expect((await t.post(owners!)).json.email).toBe('later@example.com')
  })

  it('bounds the mails that repeated sign-ins send to one address, concurrently too', async () => {
    const t = createTestApi()
    const results = await Promise.all(
      Array.from({ length: 30 }, () => social(t, { subject: 'f-spam', email: 'spam@example.com', verified: false })),
    )
    expect(results.every((r) => r.status === 403)).toBe(true)
    expect(await verifyLinks(t, 'spam@example.com')).toHaveLength(10)
    t.advance(15 * MINUTE + 1000)
    expect((await social(t, { subject: 'f-spam', email: 'spam@example.com', verified: false })).status).toBe(403)
    expect(await verifyLinks(t, 'spam@example.com')).toHaveLength(11)
  })
})

describe('identities linked before their address was vouched for (fail closed)', () => {
  it('do not sign in, until the provider vouches for the account’s address', async () => {
    const t = createTestApi()
    const { id } = await t.registerVerified('owner@example.com')
    legacyIdentity(t, id, 'google', 'g-legacy')
    const refused = await social(t, { provider: 'google', subject: 'g-legacy', email: 'owner@example.com', verified: false })
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({ email: 'owner@example.com', socials: ['google'], social_auth_provider: 'google' })
    expect(refused.json.token).toBeUndefined()
    // Vouching for another address does not count.
    expect((await social(t, { provider: 'google', subject: 'g-legacy', email: 'other@example.com', verified: true })).status).toBe(403)

    const vouched = await social(t, { provider: 'google', subject: 'g-legacy', email: 'OWNER@example.com', verified: true })
    expect(vouched.status).toBe(200)
    expect(vouched.json.email).toBe('owner@example.com')
    // Upgraded: from now on it signs in whatever the provider says.
    expect((await social(t, { provider: 'google', subject: 'g-legacy', verified: false })).status).toBe(200)
  })
})

describe('proving the address', () => {
  it('by a password reset removes identities not vouched for and every session (unexpired session)', async () => {
    const t = createTestApi()
    await t.register('victim@example.com')
    const id = userId(t, 'victim@example.com')
    legacyIdentity(t, id, 'facebook', 'f-evil')
    plantSession(t, id, 'attacker-session-token-0123456789')
    await t.post('/auth/forgot-password', { email: 'victim@example.com' })
    const token = new URL((await t.mails('victim@example.com'))[0]!.links[0]!).searchParams.get('token')!
    const password = 'victims-own-new-passphrase'
    expect(
      (await t.post('/auth/reset-password', { email: 'victim@example.com', token, password, password_confirmation: password })).status,
    ).toBe(200)

    expect((await t.get('/auth/user', bearer('attacker-session-token-0123456789'))).status).toBe(401)
    expect((await check(t, 'victim@example.com')).socials).toEqual([])
    const attacker = await social(t, { subject: 'f-evil', email: 'victim@example.com', verified: false })
    expect(attacker.status).toBe(409)
    expect(attacker.json.token).toBeUndefined()
  })

  it('by a verification link removes identities not vouched for and the sessions from before it', async () => {
    const t = createTestApi()
    await t.register('ver@example.com')
    const id = userId(t, 'ver@example.com')
    legacyIdentity(t, id, 'apple', 'a-evil')
    plantSession(t, id, 'attacker-session-token-9876543210')
    const done = await t.post(await t.lastSignedUrl('ver@example.com'))
    expect(done.status).toBe(200)
    expect((await t.get('/auth/user', bearer('attacker-session-token-9876543210'))).status).toBe(401)
    expect((await t.get('/auth/user', bearer(String(done.json.token)))).json.socials).toEqual([])
    // A registration confirmed by its own link keeps the password it was made with.
    expect((await t.post('/auth/login', { email: 'ver@example.com', password: STRONG_PASSWORD })).status).toBe(200)
  })

  it('by a one-time login link on an unverified account also drops the password set before it (classic–federated merge)', async () => {
    const t = createTestApi()
    // The attacker registers the victim's address with a password of their own and waits.
    await t.register('victim@example.com')
    const id = userId(t, 'victim@example.com')
    legacyIdentity(t, id, 'google', 'g-evil')
    plantSession(t, id, 'attacker-session-token-abcdefghij')
    // The victim finds the address taken and signs in with a one-time link instead.
    await t.post('/auth/send-one-time-login-link', { email: 'victim@example.com' })
    const done = await t.post(await t.lastSignedUrl('victim@example.com'))
    expect(done.status).toBe(200)
    expect((await t.get('/auth/user', bearer(String(done.json.token)))).json).toMatchObject({ email_verified: true, socials: [] })
    expect((await t.get('/auth/user', bearer('attacker-session-token-abcdefghij'))).status).toBe(401)
    expect((await t.post('/auth/login', { email: 'victim@example.com', password: STRONG_PASSWORD })).status).toBe(401)
    expect((await social(t, { provider: 'google', subject: 'g-evil', email: 'victim@example.com', verified: false })).status).toBe(409)
  })

  it('by a one-time login link on a verified account changes nothing else', async () => {
    const t = createTestApi()
    const { token, id } = await t.registerVerified('fine@example.com')
    legacyIdentity(t, id, 'google', 'g-own')
    await t.post('/auth/send-one-time-login-link', { email: 'fine@example.com' })
    expect((await t.post(await t.lastSignedUrl('fine@example.com'))).status).toBe(200)
    expect((await t.get('/auth/user', bearer(token))).json.socials).toEqual(['google'])
    expect((await t.post('/auth/login', { email: 'fine@example.com', password: STRONG_PASSWORD })).status).toBe(200)
  })
})

describe('trojan identifier', () => {
  it('cannot be attached to an unverified account registered in the victim’s name', async () => {
    const t = createTestApi()
    // The attacker registers the address (unverified, so no session) and tries to add an identity.
    await t.register('victim@example.com')
    const login = await t.post('/auth/login', { email: 'victim@example.com', password: STRONG_PASSWORD })
    expect(login.status).toBe(403)
    const unvouched = await social(t, { provider: 'google', subject: 'g-evil', email: 'victim@example.com', verified: false })
    expect(unvouched.status).toBe(409)
    expect(unvouched.json.signed_url).toBeUndefined()
    expect((await check(t, 'victim@example.com')).socials).toEqual([])
    expect(await verifyLinks(t, 'victim@example.com')).toHaveLength(1)
  })
})
