// POST auth/social/token: verifies a token a native client obtained from the provider itself.
// Google id_token through Google's tokeninfo, Facebook access_token through the Graph API,
// Apple id_token against Apple's published keys (node:crypto, RS256).
import { createPublicKey, createVerify, type JsonWebKey } from 'node:crypto'
import type { SocialProvider } from '../../contract/vocabulary'
import type { Config } from '../config'
import { facebookProfile, fromClaims } from './providers'
import type { ProviderOutcome } from './resolve'

async function googleIdToken(clientId: string, idToken: string): Promise<ProviderOutcome> {
  const url = new URL('https://oauth2.googleapis.com/tokeninfo')
  url.searchParams.set('id_token', idToken)
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!res.ok) throw new Error(`google tokeninfo answered ${res.status}`)
  const claims = (await res.json()) as { aud?: unknown; iss?: unknown; sub?: unknown; email?: unknown; email_verified?: unknown }
  if (claims.aud !== clientId) throw new Error('id token issued for another client')
  if (claims.iss !== 'accounts.google.com' && claims.iss !== 'https://accounts.google.com') throw new Error('bad issuer')
  return fromClaims('google', claims)
}

let appleKeys: { at: number; keys: (JsonWebKey & { kid?: string })[] } | undefined

async function appleIdToken(clientId: string, idToken: string, now: Date): Promise<ProviderOutcome> {
  const [h, p, sig] = idToken.split('.')
  if (!h || !p || !sig) throw new Error('malformed id token')
  const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { kid?: string; alg?: string }
  if (header.alg !== 'RS256') throw new Error('unexpected algorithm')
  if (!appleKeys || now.getTime() - appleKeys.at > 3_600_000) {
    const res = await fetch('https://appleid.apple.com/auth/keys', { signal: AbortSignal.timeout(10_000) })
    if (!res.ok) throw new Error(`apple keys answered ${res.status}`)
    appleKeys = { at: now.getTime(), keys: ((await res.json()) as { keys: (JsonWebKey & { kid?: string })[] }).keys }
  }
  const jwk = appleKeys.keys.find((k) => k.kid === header.kid)
  if (!jwk) throw new Error('unknown signing key')
  const verifier = createVerify('RSA-SHA256')
  verifier.update(`${h}.${p}`)
  if (!verifier.verify(createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(sig, 'base64url'))) throw new Error('bad signature')
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as {
    iss?: unknown
    aud?: unknown
    exp?: unknown
    sub?: unknown
    email?: unknown
    email_verified?: unknown
  }
  if (claims.iss !== 'https://appleid.apple.com' || claims.aud !== clientId) throw new Error('token not for this app')
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) throw new Error('token expired')
  return fromClaims('apple', claims)
}

/** Throws when the token is not valid for the configured app. */
export async function verifyProviderToken(
  config: Config,
  provider: SocialProvider,
  tokens: { id_token?: string; access_token?: string },
  now: Date,
): Promise<ProviderOutcome> {
  if (provider === 'google' && config.google && tokens.id_token) return googleIdToken(config.google.clientId, tokens.id_token)
  if (provider === 'apple' && config.apple && tokens.id_token) return appleIdToken(config.apple.clientId, tokens.id_token, now)
  if (provider === 'facebook' && config.facebook && tokens.access_token)
    return facebookProfile(config.facebook.clientSecret, tokens.access_token)
  throw new Error('token type not accepted for this provider')
}
