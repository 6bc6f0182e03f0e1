// Passkeys (docs/decisions/112), end to end through a software authenticator: registration with
// a fresh session, sign-in answering like login on the main and the Australian site with one
// credential, and every refusal — a replayed, expired or concurrent challenge, another browser's
// binding, another origin or relying party, no user verification, a counter going backwards, an
// unknown credential, an unverified address — with its status.
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { endpoints } from '../contract/endpoints'
import { passkeyUnknownCredentialSchema, type CreationOptions, type RequestOptions } from '../contract/passkeys'
import { createTestAuthenticator, FLAGS, type CeremonyOverrides, type TestAuthenticator } from './auth/test-authenticator'
import { ConfigError, loadConfig } from './config'
import { captureLogs } from './log/testing'
import { createRetention } from './retention'
import { createTestApi, MINUTE, PRODUCTION_ENV, STRONG_PASSWORD, type TestApi } from './testing'

const MAIN = 'http://site.test'
const AU = 'http://au.site.test'
const SIGN_IN_FAILED = { message: 'This passkey sign-in is invalid or has expired.' }

const newBinding = () => randomBytes(32).toString('base64url')
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const at = (endpoint: { path: string }) => `/${endpoint.path}`

async function registrationOptions(t: TestApi, token: string, binding: string) {
  return t.post(at(endpoints.passkeyRegistrationOptions), { binding }, bearer(token))
}

/** Options, the authenticator, then the registration, all from one browser unless told otherwise. */
async function enrol(
  t: TestApi,
  token: string,
  auth: TestAuthenticator,
  o: Partial<CeremonyOverrides> & { binding?: string; submitBinding?: string; name?: string } = {},
) {
  const binding = o.binding ?? newBinding()
  const options = await registrationOptions(t, token, binding)
  expect(options.status, options.text).toBe(200)
  const response = auth.register(options.json as unknown as CreationOptions, { origin: MAIN, ...o })
  return t.post(
    at(endpoints.passkeyRegistration),
    { binding: o.submitBinding ?? binding, response, ...(o.name ? { name: o.name } : {}) },
    bearer(token),
  )
}

async function authenticationOptions(t: TestApi, binding: string) {
  const options = await t.post(at(endpoints.passkeyAuthenticationOptions), { binding })
  expect(options.status, options.text).toBe(200)
  return options.json as unknown as RequestOptions
}

async function signIn(t: TestApi, auth: TestAuthenticator, o: Partial<CeremonyOverrides> & { binding?: string } = {}) {
  const binding = o.binding ?? newBinding()
  const response = auth.assert(await authenticationOptions(t, binding), { origin: MAIN, ...o })
  return t.post(at(endpoints.passkeyAuthentication), { binding, response })
}

/** A verified account with a passkey, registered right after the account's sign-in. */
async function withPasskey(email: string, env: Record<string, string> = {}) {
  const t = createTestApi(env)
  const { token, id } = await t.registerVerified(email)
  const auth = createTestAuthenticator()
  const added = await enrol(t, token, auth)
  expect(added.status, added.text).toBe(200)
  return { t, token, id, auth }
}

let logs: ReturnType<typeof captureLogs> | undefined
afterEach(() => {
  logs?.restore()
  logs = undefined
})

describe('passkeys unavailable', () => {
  it('answers every passkey endpoint 404 where the site is on an IP address, and the rest of the API runs', async () => {
    const t = createTestApi({ SITE_URL: 'http://127.0.0.1:3000' })
    for (const endpoint of [endpoints.passkeyAuthenticationOptions, endpoints.passkeyRegistrationOptions]) {
      const answer = await t.post(at(endpoint), { binding: 'b'.repeat(43) })
      expect(answer.status).toBe(404)
      expect(answer.json).toEqual({ message: 'Passkeys are not available on this site.' })
    }
    expect((await t.post(at(endpoints.check), { email: 'someone@example.com' })).status).toBe(200)
  })
})

describe('passkey registration', () => {
  it('offers a discoverable, user-verified credential under an opaque handle, excluding the ones held', async () => {
    const t = createTestApi()
    const { token, id } = await t.registerVerified('pk-options@example.com')
    const options = (await registrationOptions(t, token, newBinding())).json as unknown as CreationOptions
    // What the site's API client parses it with keeps every member the browser needs.
    expect(endpoints.passkeyRegistrationOptions.response.parse(options)).toEqual(options)
    expect(options).toMatchObject({
      rp: { id: 'site.test', name: 'Pollwise' },
      user: { name: 'pk-options@example.com' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
      timeout: 5 * MINUTE,
    })
    expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual([-7, -8, -257])
    // The handle is random, the same for every ceremony of the account, and neither the address nor the id.
    const handle = options.user.id
    expect(Buffer.from(handle, 'base64url')).toHaveLength(32)
    expect(Buffer.from(handle, 'base64url').toString('utf8')).not.toContain('pk-options')
    expect(handle).not.toBe(String(id))
    const auth = createTestAuthenticator()
    const added = await enrol(t, token, auth, { name: 'My laptop' })
    expect(added.status, added.text).toBe(200)
    endpoints.passkeyRegistration.response.parse(added.json)
    expect(added.json).toEqual({
      message: 'Your passkey has been added.',
      passkey: { id: auth.credentialId, name: 'My laptop', created_at: '2026-03-01T10:00:00.000Z' },
    })
    const again = (await registrationOptions(t, token, newBinding())).json as unknown as CreationOptions
    expect(again.user.id).toBe(handle)
    expect(again.excludeCredentials).toEqual([{ id: auth.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] }])
    // The same credential twice is refused, whichever browser sends it.
    expect((await enrol(t, token, auth)).status).toBe(409)
    const row = t.db.prepare('SELECT * FROM passkeys').get() as Record<string, unknown>
    expect(row).toMatchObject({ user_id: id, sign_count: 0, device_type: 'multiDevice', backed_up: 1, transports: '["internal","hybrid"]' })
  })

  it('needs a session, begun within the last 15 minutes, of a verified account', async () => {
    const t = createTestApi()
    const none = await t.post(at(endpoints.passkeyRegistrationOptions), { binding: newBinding() })
    expect(none).toMatchObject({ status: 401, json: { message: 'Unauthenticated.' } })
    const { token } = await t.registerVerified('pk-fresh@example.com')
    const auth = createTestAuthenticator()
    const options = await registrationOptions(t, token, newBinding())
    const response = auth.register(options.json as unknown as CreationOptions, { origin: MAIN })
    expect((await t.post(at(endpoints.passkeyRegistration), { binding: newBinding(), response })).status).toBe(401)
    t.advance(16 * MINUTE)
    const stale = await registrationOptions(t, token, newBinding())
    expect(stale).toMatchObject({ status: 403, json: { message: 'Please sign in again to add a passkey.', reauthenticate: true } })
    const login = await t.post(at(endpoints.login), { email: 'pk-fresh@example.com', password: STRONG_PASSWORD })
    expect((await enrol(t, String(login.json.token), auth)).status).toBe(200)
  })

  it('refuses, with 400 and never 401, a ceremony from another origin, browser or account, or without verification', async () => {
    const t = createTestApi()
    const { token } = await t.registerVerified('pk-reg@example.com')
    const { token: other } = await t.registerVerified('pk-other@example.com')
    const auth = createTestAuthenticator()
    expect((await enrol(t, token, auth, { origin: 'http://evil.test' })).status).toBe(400)
    expect((await enrol(t, token, auth, { rpId: 'evil.test' })).status).toBe(400)
    expect((await enrol(t, token, auth, { flags: FLAGS.UP })).status).toBe(400)
    expect((await enrol(t, token, auth, { submitBinding: newBinding() })).status).toBe(400)
    // Another account's session cannot finish this account's ceremony.
    const binding = newBinding()
    const options = await registrationOptions(t, token, binding)
    const response = auth.register(options.json as unknown as CreationOptions, { origin: MAIN })
    const stolen = await t.post(at(endpoints.passkeyRegistration), { binding, response }, bearer(other))
    expect(stolen).toMatchObject({ status: 400, json: { message: 'This passkey could not be added. Please try again.' } })
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM passkeys').get()).toEqual({ n: 0 })
  })
})

describe('passkey sign-in', () => {
  it('answers like login, on the main and the Australian site with one credential', async () => {
    const { t, auth } = await withPasskey('pk-login@example.com')
    const options = await authenticationOptions(t, newBinding())
    expect(endpoints.passkeyAuthenticationOptions.response.parse(options)).toEqual(options)
    expect(options).toMatchObject({ rpId: 'site.test', userVerification: 'required', timeout: 5 * MINUTE })
    expect(options.allowCredentials).toBeUndefined()
    for (const origin of [MAIN, AU]) {
      const r = await signIn(t, auth, { origin })
      expect(r.status, r.text).toBe(200)
      expect(Object.keys(r.json).sort()).toEqual(['email', 'locale', 'm_id', 'token'])
      expect(endpoints.passkeyAuthentication.response.parse(r.json)).toMatchObject({
        email: 'pk-login@example.com',
        m_id: 'mid-1',
        locale: 'en',
      })
      const me = await t.get(at(endpoints.currentUser), bearer(String(r.json.token)))
      expect(me).toMatchObject({ status: 200, json: { email: 'pk-login@example.com', email_verified: true } })
    }
    const row = t.db.prepare('SELECT sign_count, last_used_at FROM passkeys').get()
    expect(row).toEqual({ sign_count: 2, last_used_at: new Date('2026-03-01T10:00:00.000Z').getTime() })
  })

  it('refuses a replayed challenge', async () => {
    const { t, auth } = await withPasskey('pk-replay@example.com')
    const binding = newBinding()
    const response = auth.assert(await authenticationOptions(t, binding), { origin: MAIN })
    expect((await t.post(at(endpoints.passkeyAuthentication), { binding, response })).status).toBe(200)
    expect(await t.post(at(endpoints.passkeyAuthentication), { binding, response })).toMatchObject({ status: 401, json: SIGN_IN_FAILED })
  })

  it('signs in once when one challenge is verified concurrently', async () => {
    const { t, auth } = await withPasskey('pk-race@example.com')
    const binding = newBinding()
    const options = await authenticationOptions(t, binding)
    // Each a valid assertion of its own (counters 1…5) over the one challenge.
    const responses = [1, 2, 3, 4, 5].map((counter) => auth.assert(options, { origin: MAIN, counter }))
    const results = await Promise.all(responses.map((response) => t.post(at(endpoints.passkeyAuthentication), { binding, response })))
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401])
  })

  it('refuses another origin and another relying party id', async () => {
    const { t, auth } = await withPasskey('pk-origin@example.com')
    expect(await signIn(t, auth, { origin: 'http://evil.test' })).toMatchObject({ status: 401, json: SIGN_IN_FAILED })
    expect(await signIn(t, auth, { origin: 'http://site.test:8080' })).toMatchObject({ status: 401 })
    expect(await signIn(t, auth, { rpId: 'evil.test' })).toMatchObject({ status: 401, json: SIGN_IN_FAILED })
    expect(await signIn(t, auth, { type: 'webauthn.create' })).toMatchObject({ status: 401 })
    expect((await signIn(t, auth)).status).toBe(200)
  })

  it('refuses an assertion without user verification', async () => {
    const { t, auth } = await withPasskey('pk-uv@example.com')
    expect(await signIn(t, auth, { flags: FLAGS.UP | FLAGS.BE | FLAGS.BS })).toMatchObject({ status: 401, json: SIGN_IN_FAILED })
  })

  it('refuses a counter that does not grow, logging a clone warning without secrets', async () => {
    const { t, auth } = await withPasskey('pk-clone@example.com')
    expect((await signIn(t, auth, { counter: 5 })).status).toBe(200)
    logs = captureLogs('warn')
    const binding = newBinding()
    const response = auth.assert(await authenticationOptions(t, binding), { origin: MAIN, counter: 3 })
    expect(await t.post(at(endpoints.passkeyAuthentication), { binding, response })).toMatchObject({ status: 401, json: SIGN_IN_FAILED })
    expect((await signIn(t, auth, { counter: 5 })).status).toBe(401)
    const warnings = logs.entries.filter((e) => e.level === 'warn' && /cloned authenticator/.test(String(e.msg)))
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatchObject({ stored_counter: 5, received_counter: 3 })
    const line = logs.lines.join('')
    for (const secret of [binding, response.response.signature, response.response.clientDataJSON, auth.credentialId]) {
      expect(line).not.toContain(secret)
    }
    expect(t.db.prepare('SELECT sign_count FROM passkeys').get()).toEqual({ sign_count: 5 })
    expect((await signIn(t, auth, { counter: 6 })).status).toBe(200)
  })

  it('answers an unknown credential with a marker the site can signal to the browser', async () => {
    const { t, auth } = await withPasskey('pk-unknown@example.com')
    const unknown = randomBytes(32).toString('base64url')
    const r = await signIn(t, auth, { credentialId: unknown })
    expect(r).toMatchObject({ status: 401 })
    expect(r.json).toEqual({ message: 'This passkey is not known here.', unknown_credential: true, credential_id: unknown })
    expect(passkeyUnknownCredentialSchema.parse(r.json).credential_id).toBe(unknown)
  })

  it("refuses another browser's binding, and the owner's challenge stays usable", async () => {
    const { t, auth } = await withPasskey('pk-binding@example.com')
    const binding = newBinding()
    const response = auth.assert(await authenticationOptions(t, binding), { origin: MAIN })
    const elsewhere = await t.post(at(endpoints.passkeyAuthentication), { binding: newBinding(), response })
    expect(elsewhere).toMatchObject({ status: 401, json: SIGN_IN_FAILED })
    expect((await t.post(at(endpoints.passkeyAuthentication), { binding, response })).status).toBe(200)
    // Only hashes are kept of the challenges and bindings.
    const stored = JSON.stringify(t.db.prepare('SELECT * FROM passkey_challenges').all())
    expect(stored).not.toContain(binding)
  })

  it('refuses an expired challenge, which the retention run then deletes', async () => {
    const { t, auth } = await withPasskey('pk-expired@example.com')
    const binding = newBinding()
    const response = auth.assert(await authenticationOptions(t, binding), { origin: MAIN })
    t.advance(5 * MINUTE)
    expect(await t.post(at(endpoints.passkeyAuthentication), { binding, response })).toMatchObject({ status: 401, json: SIGN_IN_FAILED })
    await authenticationOptions(t, newBinding())
    const purged = createRetention(t.db, t.clock, t.config.retention).purge()
    // The expired sign-in's goes; the live one stays.
    expect(purged.passkeyChallenges).toBe(1)
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM passkey_challenges').get()).toEqual({ n: 1 })
  })

  it('refuses an unverified address and a disabled account with 403, like login', async () => {
    const { t, auth, id } = await withPasskey('pk-unverified@example.com')
    t.db.prepare('UPDATE users SET email_verified_at = NULL WHERE id = ?').run(id)
    expect(await signIn(t, auth)).toMatchObject({ status: 403, json: { message: 'Your email address is not verified.' } })
    t.db.prepare('UPDATE users SET email_verified_at = 1 WHERE id = ?').run(id)
    t.db.prepare('UPDATE users SET disabled_at = 1 WHERE id = ?').run(id)
    expect(await signIn(t, auth)).toMatchObject({ status: 403, json: { message: 'This account has been disabled.' } })
  })

  it('keeps working after a password reset, which ends the sessions', async () => {
    const { t, token, auth } = await withPasskey('pk-reset@example.com')
    await t.post(at(endpoints.forgotPassword), { email: 'pk-reset@example.com' })
    const [mail] = await t.mails('pk-reset@example.com')
    const resetToken = new URL(mail!.links[0]!).searchParams.get('token')!
    const password = 'a-brand-new-secret-81'
    const reset = await t.post(at(endpoints.resetPassword), {
      email: 'pk-reset@example.com',
      token: resetToken,
      password,
      password_confirmation: password,
    })
    expect(reset.status).toBe(200)
    expect((await t.get(at(endpoints.currentUser), bearer(token))).status).toBe(401)
    const r = await signIn(t, auth)
    expect(r.status, r.text).toBe(200)
    expect((await t.get(at(endpoints.currentUser), bearer(String(r.json.token)))).status).toBe(200)
  })
})

describe('passkey throttles', () => {
  it('count failed sign-ins per IP and give a verified one back', async () => {
    const { t, auth } = await withPasskey('pk-throttle@example.com', { PASSKEY_MAX_PER_IP: '2' })
    expect((await signIn(t, auth)).status).toBe(200)
    expect((await signIn(t, auth)).status).toBe(200)
    expect((await signIn(t, auth, { origin: 'http://evil.test' })).status).toBe(401)
    expect((await signIn(t, auth, { origin: 'http://evil.test' })).status).toBe(401)
    const spent = await signIn(t, auth)
    expect(spent.status).toBe(429)
    expect(spent.json.message).toMatch(/^Too many sign-in attempts\./)
  })

  it('count options per IP and registrations per account', async () => {
    const t = createTestApi({ PASSKEY_OPTIONS_MAX_PER_IP: '3', PASSKEY_REGISTER_MAX_PER_USER: '1' })
    const { token } = await t.registerVerified('pk-budget@example.com')
    const auth = createTestAuthenticator()
    expect((await enrol(t, token, auth, { origin: 'http://evil.test' })).status).toBe(400)
    expect((await enrol(t, token, auth)).status).toBe(429)
    await authenticationOptions(t, newBinding())
    expect((await t.post(at(endpoints.passkeyAuthenticationOptions), { binding: newBinding() })).status).toBe(429)
  })
})

describe('passkey request bodies', () => {
  it('are validated and bounded before anything is spent', async () => {
    const { t, auth } = await withPasskey('pk-bodies@example.com')
    expect((await t.post(at(endpoints.passkeyAuthenticationOptions), { binding: 'short' })).status).toBe(422)
    const binding = newBinding()
    const response = auth.assert(await authenticationOptions(t, binding), { origin: MAIN })
    const huge = { ...response, id: 'A'.repeat(2000), rawId: 'A'.repeat(2000) }
    expect((await t.post(at(endpoints.passkeyAuthentication), { binding, response: huge })).status).toBe(422)
    const notBase64 = { ...response, response: { ...response.response, signature: 'not base64url!' } }
    expect((await t.post(at(endpoints.passkeyAuthentication), { binding, response: notBase64 })).status).toBe(422)
    // Browsers write null for absent members; unknown members are ignored.
    const loose = { ...response, authenticatorAttachment: null, extra: 1, response: { ...response.response, extra: 'x' } }
    expect((await t.post(at(endpoints.passkeyAuthentication), { binding, response: loose })).status).toBe(200)
  })
})

describe('the relying party configuration', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env)
      return []
    } catch (error) {
      if (error instanceof ConfigError) return error.problems
      throw error
    }
  }

  it('is the domain the main and the Australian site share, with both origins', () => {
    // Browsers take `localhost` as a public suffix for `au.localhost`: locally only the main site has passkeys…
    expect(loadConfig({}).passkeys).toEqual({ id: 'localhost', name: 'Pollwise', origins: ['http://localhost:3000'] })
    // …unless both sites sit under a domain of two labels.
    expect(loadConfig({ SITE_URL: 'http://pollwise.localhost:3000' }).passkeys).toEqual({
      id: 'pollwise.localhost',
      name: 'Pollwise',
      origins: ['http://pollwise.localhost:3000', 'http://au.pollwise.localhost:3000'],
    })
    const production = loadConfig({ SITE_URL: 'https://pollwise.com', SITE_NAME: 'Pollwise Rewards' })
    expect(production.siteUrlAu).toBe('https://au.pollwise.com')
    expect(production.passkeys).toEqual({
      id: 'pollwise.com',
      name: 'Pollwise Rewards',
      origins: ['https://pollwise.com', 'https://au.pollwise.com'],
    })
    const staging = loadConfig({ SITE_URL: 'https://staging.pollwise.com', SITE_URL_AU: 'https://au.staging.pollwise.com' })
    expect(staging.passkeys?.id).toBe('staging.pollwise.com')
    const named = loadConfig({
      SITE_URL: 'https://www.pollwise.com',
      SITE_URL_AU: 'https://au.pollwise.com',
      PASSKEY_RP_NAME: 'Pollwise passkeys',
      PASSKEY_ORIGINS: 'https://preview.pollwise.com, https://www.pollwise.com',
    }).passkeys
    expect(named).toEqual({
      id: 'pollwise.com',
      name: 'Pollwise passkeys',
      origins: ['https://www.pollwise.com', 'https://au.pollwise.com', 'https://preview.pollwise.com'],
    })
  })

  it('refuses an id that does not cover both sites, hosts under no shared domain, and stray origins', () => {
    expect(problemsOf({ SITE_URL: 'https://pollwise.com', PASSKEY_RP_ID: 'au.pollwise.com' })).toEqual([
      'PASSKEY_RP_ID: must be the host of SITE_URL and SITE_URL_AU or a parent domain of both (pollwise.com, au.pollwise.com)',
    ])
    expect(problemsOf({ SITE_URL: 'https://pollwise.com', PASSKEY_RP_ID: 'com' })[0]).toMatch(/^PASSKEY_RP_ID: must be a domain name/)
    // Hosts under no shared domain (an IP address, unrelated domains): the API runs without passkeys,
    // unless something asks for them.
    for (const env of [
      { SITE_URL: 'https://pollwise.com', SITE_URL_AU: 'https://pollwise.com.au' } as Record<string, string>,
      { SITE_URL: 'https://a.com', SITE_URL_AU: 'https://b.com' },
      { SITE_URL: 'http://127.0.0.1:3000' },
    ]) {
      expect(problemsOf(env)).toEqual([])
      expect(loadConfig(env).passkeys).toBeNull()
    }
    expect(problemsOf({ SITE_URL: 'http://127.0.0.1:3000', PASSKEY_ORIGINS: 'http://127.0.0.2:3000' })[0]).toMatch(
      /^PASSKEY_ORIGINS: set, but/,
    )
    expect(problemsOf({ SITE_URL: 'https://pollwise.com', PASSKEY_ORIGINS: 'https://evil.example' })).toEqual([
      'PASSKEY_ORIGINS: https://evil.example is not under the relying party id pollwise.com',
    ])
    expect(problemsOf({ SITE_URL: 'https://pollwise.com', PASSKEY_ORIGINS: 'https://x.pollwise.com/path' })[0]).toMatch(/is not an origin/)
    expect(problemsOf({ SITE_URL: 'https://pollwise.com', PASSKEY_RP_ID: 'pollwise.com' })).toEqual([])
    // In production the Australian site, when set, must be public like the main one.
    expect(problemsOf({ ...PRODUCTION_ENV, SITE_URL: 'https://pollwise.com', SITE_URL_AU: 'http://au.localhost:3000' })).toContain(
      'SITE_URL_AU: must be a public address in production, not http://au.localhost:3000',
    )
  })
})
