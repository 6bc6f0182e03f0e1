// POST auth/social/token: verifies a token a native client obtained from the provider itself.
// Google and Apple id_tokens are verified here with jose, against the keys the provider
// publishes (Google's guide asks for local verification, not its tokeninfo endpoint); Facebook
// access tokens through the Graph API, the only way to check them.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import type { SocialProvider } from '../../contract/vocabulary'
import type { Config } from '../config'
import { logger } from '../log/logger'
import { facebookProfile, fromClaims } from './providers'
import type { ProviderOutcome } from './resolve'

const log = logger('social')

/** Where a provider publishes its signing keys and what it writes as the issuer of its id_tokens. */
export interface IdTokenProvider {
  jwksUrl: string
  issuers: string[]
}

export const GOOGLE: IdTokenProvider = {
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
}

export const APPLE: IdTokenProvider = {
  jwksUrl: 'https://appleid.apple.com/auth/keys',
  issuers: ['https://appleid.apple.com'],
}

/** Clock difference tolerated between the provider and us, for `exp`, `nbf` and `iat`. */
export const CLOCK_TOLERANCE_SEC = 60

/**
 * A provider's key set, fetched when first needed and kept 10 minutes. A token naming a key id
 * the set lacks (the provider has rotated its keys) triggers a refetch at once, unless the set
 * was fetched less than 30 seconds ago, so made-up key ids cannot make us hammer the provider.
 */
export function remoteKeySet(url: string | URL): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 })
}

/** Throws unless `idToken` is an RS256 token signed by one of `keys`, issued by `issuers` to one of `audiences`, valid at `now`. */
export async function verifyIdToken(
  idToken: string,
  keys: JWTVerifyGetKey,
  expected: { issuers: string[]; audiences: string[]; now: Date },
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(idToken, keys, {
    // Only what Google and Apple sign with: no `none`, and no HMAC keyed with a public key.
    algorithms: ['RS256'],
    issuer: expected.issuers,
    audience: expected.audiences,
    currentDate: expected.now,
    clockTolerance: CLOCK_TOLERANCE_SEC,
    requiredClaims: ['exp', 'iat', 'sub'],
  })
  // jose judges `iat` only against a maximum age; a token from the future is refused here.
  if ((payload.iat ?? 0) > expected.now.getTime() / 1000 + CLOCK_TOLERANCE_SEC) {
    throw new errors.JWTClaimValidationFailed('"iat" claim is in the future', payload, 'iat', 'check_failed')
  }
  return payload
}

/** The key sets id_tokens are checked against; tests hand in their own. */
export interface ProviderKeys {
  google: JWTVerifyGetKey
  apple: JWTVerifyGetKey
}

export type ProviderTokenVerifier = (
  config: Config,
  provider: SocialProvider,
  tokens: { id_token?: string; access_token?: string },
  now: Date,
) => Promise<ProviderOutcome>

/** Failures of ours or the provider's, as opposed to a token that does not pass. */
function providerUnavailable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout) return true
  // jose's generic error is the key set's answer (not 200, not JSON); a TypeError is fetch failing.
  if (error instanceof errors.JOSEError) return error.code === 'ERR_JOSE_GENERIC'
  return error instanceof TypeError
}

/**
 * The route answers every failure with the same 401; the log says why, in one line: a refused
 * token at info (anyone can send one), the provider's keys out of reach as a warning.
 */
function logFailure(provider: SocialProvider, error: unknown): void {
  const reason =
    error instanceof errors.JOSEError ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error)
  if (providerUnavailable(error)) log.warn({ provider, reason }, 'provider keys unavailable')
  else log.info({ provider, reason }, 'provider token refused')
}

export function createProviderTokenVerifier(keys: ProviderKeys): ProviderTokenVerifier {
  const verify: ProviderTokenVerifier = async (config, provider, tokens, now) => {
    if (provider === 'google' && config.google && tokens.id_token) {
      const claims = await verifyIdToken(tokens.id_token, keys.google, { issuers: GOOGLE.issuers, audiences: config.google.audiences, now })
      return fromClaims('google', claims)
    }
    if (provider === 'apple' && config.apple && tokens.id_token) {
      const claims = await verifyIdToken(tokens.id_token, keys.apple, { issuers: APPLE.issuers, audiences: config.apple.audiences, now })
      return fromClaims('apple', claims)
    }
    if (provider === 'facebook' && config.facebook && tokens.access_token)
      return facebookProfile(config.facebook.clientSecret, tokens.access_token)
    throw new Error('token type not accepted for this provider')
  }
  return (config, provider, tokens, now) =>
    verify(config, provider, tokens, now).catch((error: unknown) => {
      logFailure(provider, error)
      throw error
    })
}

// One verifier per process, so the key sets are cached across requests.
let published: ProviderTokenVerifier | undefined

/** Throws when the token is not valid for the configured app. */
export function verifyProviderToken(...args: Parameters<ProviderTokenVerifier>): Promise<ProviderOutcome> {
  published ??= createProviderTokenVerifier({ google: remoteKeySet(GOOGLE.jwksUrl), apple: remoteKeySet(APPLE.jwksUrl) })
  return published(...args)
}
