// Id tokens from native apps (POST auth/social/token), verified against key sets a local server
// publishes, as Google and Apple publish theirs: signature, algorithm, issuer, audience and times,
// and a key rotation picked up at once.
import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../config'
import { captureLogs } from '../log/testing'
import { APPLE, CLOCK_TOLERANCE_SEC, createProviderTokenVerifier, GOOGLE, remoteKeySet, type ProviderTokenVerifier } from './verify-token'

const NOW = new Date('2026-03-01T10:00:00.000Z')
const nowSec = NOW.getTime() / 1000

const config = loadConfig({
  NODE_ENV: 'test',
  GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  GOOGLE_AUDIENCES: 'ios.apps.googleusercontent.com, android.apps.googleusercontent.com',
  APPLE_CLIENT_ID: 'com.pollwise.web',
  APPLE_TEAM_ID: 'TEAM123456',
  APPLE_KEY_ID: 'KEY1234567',
  APPLE_PRIVATE_KEY: 'not-used-here',
  APPLE_AUDIENCES: 'com.pollwise.ios',
})

interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  jwk: JWK
}

async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  return { kid, privateKey, publicKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } }
}

/** A key set endpoint like Google's certs or Apple's auth/keys; counts how often it is fetched. */
class KeyServer {
  published: JWK[] = []
  fetches = 0
  private server: Server = createServer((_req, res) => {
    this.fetches++
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: this.published }))
  })

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/keys`
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')

function googleClaims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: 'https://accounts.google.com',
    aud: 'web.apps.googleusercontent.com',
    sub: 'google-subject-1',
    email: 'ada@example.com',
    email_verified: true,
    iat: nowSec - 60,
    exp: nowSec + 3600,
    ...overrides,
  }
}

function appleClaims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: 'https://appleid.apple.com',
    aud: 'com.pollwise.ios',
    sub: '001234.apple-subject',
    email: 'relay@privaterelay.appleid.com',
    email_verified: 'true',
    iat: nowSec - 60,
    exp: nowSec + 600,
    ...overrides,
  }
}

function sign(key: SigningKey, claims: JWTPayload, header: { kid?: string } = {}): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, ...header }).sign(key.privateKey)
}

let google: KeyServer
let apple: KeyServer
let googleKey: SigningKey
let appleKey: SigningKey
let verify: ProviderTokenVerifier
// Refused tokens are logged; here they are expected, so they stay out of the test output.
let quiet: ReturnType<typeof captureLogs>

beforeEach(async () => {
  quiet = captureLogs()
  // Only Date is faked: the key set's cache and cooldown run on it, sockets and timers do not.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  google = new KeyServer()
  apple = new KeyServer()
  googleKey = await signingKey('google-1')
  appleKey = await signingKey('apple-1')
  google.published = [googleKey.jwk]
  apple.published = [appleKey.jwk]
  verify = createProviderTokenVerifier({ google: remoteKeySet(await google.start()), apple: remoteKeySet(await apple.start()) })
})

afterEach(async () => {
  quiet.restore()
  vi.useRealTimers()
  await Promise.all([google.close(), apple.close()])
})

const googleToken = (id_token: string) => verify(config, 'google', { id_token }, NOW)
const appleToken = (id_token: string) => verify(config, 'apple', { id_token }, NOW)

describe('verifying provider id tokens', () => {
  it('accepts a valid Google token for the web client and either issuer spelling', async () => {
    await expect(googleToken(await sign(googleKey, googleClaims()))).resolves.toEqual({
      kind: 'identity',
      profile: { provider: 'google', subject: 'google-subject-1', email: 'ada@example.com', emailVerified: true },
    })
    const bare = await sign(googleKey, googleClaims({ iss: 'accounts.google.com' }))
    expect((await googleToken(bare)).kind).toBe('identity')
    expect(GOOGLE.issuers).toEqual(['https://accounts.google.com', 'accounts.google.com'])
    expect(APPLE.issuers).toEqual(['https://appleid.apple.com'])
  })

  it('accepts a valid Apple token for the iOS app', async () => {
    await expect(appleToken(await sign(appleKey, appleClaims()))).resolves.toEqual({
      kind: 'identity',
      profile: { provider: 'apple', subject: '001234.apple-subject', email: 'relay@privaterelay.appleid.com', emailVerified: true },
    })
  })

  it('passes an unverified e-mail on as unverified', async () => {
    const g = await googleToken(await sign(googleKey, googleClaims({ email_verified: false })))
    const a = await appleToken(await sign(appleKey, appleClaims({ email_verified: 'false' })))
    expect(g.kind === 'identity' && g.profile.emailVerified).toBe(false)
    expect(a.kind === 'identity' && a.profile.emailVerified).toBe(false)
  })

  it('accepts every configured audience and nothing else', async () => {
    expect(config.google?.audiences).toEqual([
      'web.apps.googleusercontent.com',
      'ios.apps.googleusercontent.com',
      'android.apps.googleusercontent.com',
    ])
    for (const aud of config.google?.audiences ?? [])
      expect((await googleToken(await sign(googleKey, googleClaims({ aud })))).kind).toBe('identity')
    expect((await appleToken(await sign(appleKey, appleClaims({ aud: 'com.pollwise.web' })))).kind).toBe('identity')
    await expect(googleToken(await sign(googleKey, googleClaims({ aud: 'someone-else.apps.googleusercontent.com' })))).rejects.toThrow(
      /aud/,
    )
    await expect(appleToken(await sign(appleKey, appleClaims({ aud: 'com.other.app' })))).rejects.toThrow(/aud/)
  })

  it('refuses a wrong issuer, and one provider’s token sent as the other’s', async () => {
    await expect(googleToken(await sign(googleKey, googleClaims({ iss: 'https://accounts.google.com.evil.example' })))).rejects.toThrow(
      /iss/,
    )
    // Signed with Apple's key for the iOS app, but not issued by Apple.
    await expect(appleToken(await sign(appleKey, appleClaims({ iss: 'https://accounts.google.com' })))).rejects.toThrow(/iss/)
    // A Google token is checked against Apple's keys when sent as Apple's, whatever its audience.
    await expect(appleToken(await sign(googleKey, googleClaims({ aud: 'com.pollwise.ios' })))).rejects.toThrow(/no applicable key/)
  })

  it('refuses an expired token, beyond the clock tolerance', async () => {
    const slightly = await sign(googleKey, googleClaims({ exp: nowSec - CLOCK_TOLERANCE_SEC + 5 }))
    expect((await googleToken(slightly)).kind).toBe('identity')
    await expect(googleToken(await sign(googleKey, googleClaims({ exp: nowSec - CLOCK_TOLERANCE_SEC - 1 })))).rejects.toThrow(/exp/)
    await expect(googleToken(await sign(googleKey, googleClaims({ exp: undefined })))).rejects.toThrow(/exp/)
  })

  it('refuses a token not yet valid (nbf) or issued in the future (iat)', async () => {
    await expect(googleToken(await sign(googleKey, googleClaims({ nbf: nowSec + CLOCK_TOLERANCE_SEC + 30 })))).rejects.toThrow(/nbf/)
    await expect(appleToken(await sign(appleKey, appleClaims({ iat: nowSec + CLOCK_TOLERANCE_SEC + 30 })))).rejects.toThrow(/iat/)
    await expect(appleToken(await sign(appleKey, appleClaims({ iat: undefined })))).rejects.toThrow(/iat/)
    // Within the tolerance a fast provider clock is forgiven.
    expect((await appleToken(await sign(appleKey, appleClaims({ iat: nowSec + 10, nbf: nowSec + 10 })))).kind).toBe('identity')
  })

  it('refuses alg none, HS256 keyed with the public key, and a foreign key claiming a known kid', async () => {
    const claims = base64url(googleClaims())
    const unsecured = `${base64url({ alg: 'none', kid: googleKey.kid })}.${claims}.`
    await expect(googleToken(unsecured)).rejects.toThrow()

    const hsHeader = base64url({ alg: 'HS256', kid: googleKey.kid, typ: 'JWT' })
    for (const secret of [await exportSPKI(googleKey.publicKey), JSON.stringify(googleKey.jwk), String(googleKey.jwk.n)]) {
      const mac = createHmac('sha256', secret).update(`${hsHeader}.${claims}`).digest('base64url')
      await expect(googleToken(`${hsHeader}.${claims}.${mac}`)).rejects.toThrow()
    }

    const impostor = await signingKey(googleKey.kid)
    await expect(googleToken(await sign(impostor, googleClaims()))).rejects.toThrow(/signature/)
    // The same claims signed by the real key pass: the refusals above are about the signature alone.
    expect((await googleToken(await sign(googleKey, googleClaims()))).kind).toBe('identity')
  })

  it('refuses tokens that are not JWTs, and a token type the provider does not use', async () => {
    await expect(googleToken('garbage')).rejects.toThrow()
    await expect(googleToken(`${base64url({ alg: 'RS256', kid: googleKey.kid })}.not-json.sig`)).rejects.toThrow()
    await expect(verify(config, 'google', { access_token: 'ya29.token' }, NOW)).rejects.toThrow(/not accepted/)
    await expect(
      verify(loadConfig({ NODE_ENV: 'test' }), 'google', { id_token: await sign(googleKey, googleClaims()) }, NOW),
    ).rejects.toThrow(/not accepted/)
  })
})

describe('key rotation', () => {
  it('picks up a new key as soon as a token names it, without waiting for the cache to expire', async () => {
    expect((await googleToken(await sign(googleKey, googleClaims()))).kind).toBe('identity')
    expect(google.fetches).toBe(1)

    // Google publishes a new key and signs with it; the cached set (10 minutes) does not have it.
    vi.setSystemTime(NOW.getTime() + 31_000)
    const rotated = await signingKey('google-2')
    google.published = [googleKey.jwk, rotated.jwk]
    expect((await googleToken(await sign(rotated, googleClaims()))).kind).toBe('identity')
    expect(google.fetches).toBe(2)
    // Both keys are now known: no further fetch for either.
    expect((await googleToken(await sign(googleKey, googleClaims()))).kind).toBe('identity')
    expect((await googleToken(await sign(rotated, googleClaims()))).kind).toBe('identity')
    expect(google.fetches).toBe(2)
  })

  it('does not refetch for unknown key ids more than once per 30 seconds', async () => {
    expect((await appleToken(await sign(appleKey, appleClaims()))).kind).toBe('identity')
    const made_up = await signingKey('made-up')
    for (let i = 0; i < 5; i++) await expect(appleToken(await sign(made_up, appleClaims()))).rejects.toThrow()
    expect(apple.fetches).toBe(1)
    vi.setSystemTime(NOW.getTime() + 31_000)
    await expect(appleToken(await sign(made_up, appleClaims()))).rejects.toThrow()
    expect(apple.fetches).toBe(2)
  })

  it('fetches again once the cached set is 10 minutes old', async () => {
    expect((await appleToken(await sign(appleKey, appleClaims()))).kind).toBe('identity')
    vi.setSystemTime(NOW.getTime() + 9 * 60_000)
    expect((await appleToken(await sign(appleKey, appleClaims()))).kind).toBe('identity')
    expect(apple.fetches).toBe(1)
    // Apple withdrew the key; after the cache expires tokens signed with it stop working.
    apple.published = []
    vi.setSystemTime(NOW.getTime() + 11 * 60_000)
    await expect(appleToken(await sign(appleKey, appleClaims()))).rejects.toThrow()
    expect(apple.fetches).toBe(2)
  })
})

describe('log', () => {
  it('says in one line why a token was refused, without the token', async () => {
    const logs = captureLogs()
    try {
      const token = await sign(googleKey, googleClaims({ aud: 'someone-else.apps.googleusercontent.com' }))
      await expect(googleToken(token)).rejects.toThrow()
      expect(logs.entries).toEqual([
        expect.objectContaining({
          level: 'info',
          component: 'social',
          msg: 'provider token refused',
          provider: 'google',
          reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED: unexpected "aud" claim value',
        }),
      ])
      expect(logs.lines.join('')).not.toContain(token.split('.')[2])
    } finally {
      logs.restore()
    }
  })

  it('warns when the provider’s keys cannot be fetched', async () => {
    const down = new KeyServer()
    const url = await down.start()
    await down.close()
    const offline = createProviderTokenVerifier({ google: remoteKeySet(url), apple: remoteKeySet(url) })
    const logs = captureLogs()
    try {
      await expect(offline(config, 'apple', { id_token: await sign(appleKey, appleClaims()) }, NOW)).rejects.toThrow()
      expect(logs.entries).toEqual([
        expect.objectContaining({ level: 'warn', msg: 'provider keys unavailable', provider: 'apple', reason: 'fetch failed' }),
      ])
    } finally {
      logs.restore()
    }
  })
})
