// Real OAuth providers through arctic (Google with PKCE, Facebook, Apple) when their credentials
// are configured; otherwise, outside production, the development identity provider. Facebook and
// Apple have no PKCE in arctic; for them the site's challenge is checked by the API alone, against
// the single-use state (docs/decisions/107).
import { createHmac } from 'node:crypto'
import { Apple, decodeIdToken, Facebook, generateCodeVerifier, Google } from 'arctic'
import type { SocialProvider } from '../../contract/vocabulary'
import type { Config } from '../config'
import type { ProviderOutcome } from './resolve'

export type ProviderMode = 'real' | 'dev' | 'unavailable'

/** Where Apple posts its answer: the API's own, not a call of the site (contract/endpoints.ts). */
export const APPLE_FORM_POST_PATH = '/auth/social/apple/form-post'

export function providerMode(config: Config, provider: SocialProvider): ProviderMode {
  if (config[provider]) return 'real'
  return config.isProduction ? 'unavailable' : 'dev'
}

/**
 * The provider sends the browser back to the site's social page; the provider name rides in
 * the redirect URI because the site forwards all query parameters to auth/social/callback.
 * Apple answers with a form POST when e-mail is requested, so it returns to the API, which
 * turns the POST into a GET redirect to the same site page.
 */
export function redirectUri(config: Config, provider: SocialProvider): string {
  if (provider === 'apple') return `${config.apiPublicUrl}${APPLE_FORM_POST_PATH}`
  const url = new URL(config.socialRedirectUrl)
  url.searchParams.set('provider', provider)
  return url.toString()
}

function client(config: Config, provider: SocialProvider) {
  const uri = redirectUri(config, provider)
  if (provider === 'google' && config.google)
    return { provider, google: new Google(config.google.clientId, config.google.clientSecret, uri) }
  if (provider === 'facebook' && config.facebook)
    return { provider, facebook: new Facebook(config.facebook.clientId, config.facebook.clientSecret, uri) }
  if (provider === 'apple' && config.apple) {
    const pem = config.apple.privateKey
      .replace(/\\n/g, '\n')
      .replace(/-----[^-]+-----/g, '')
      .replace(/\s+/g, '')
    return { provider, apple: new Apple(config.apple.clientId, config.apple.teamId, config.apple.keyId, Buffer.from(pem, 'base64'), uri) }
  }
  throw new Error(`${provider} is not configured`)
}

/** PKCE for the authorization URL: the site's challenge (it keeps the verifier), or the API's own verifier. */
export type Pkce = { codeChallenge: string } | { codeVerifier: string }

/** The provider's authorization URL; Google's carries the S256 challenge of `pkce`. */
export function authorizationUrl(config: Config, provider: SocialProvider, state: string, pkce?: Pkce): string {
  const c = client(config, provider)
  if (c.google) {
    const own = pkce && 'codeVerifier' in pkce ? pkce.codeVerifier : generateCodeVerifier()
    const url = c.google.createAuthorizationURL(state, own, ['openid', 'email', 'profile'])
    // arctic derives the challenge from a verifier; when the site holds the verifier, its
    // challenge replaces the one computed from the throwaway verifier above.
    if (pkce && 'codeChallenge' in pkce) {
      url.searchParams.set('code_challenge', pkce.codeChallenge)
      url.searchParams.set('code_challenge_method', 'S256')
    }
    return url.toString()
  }
  if (c.facebook) return c.facebook.createAuthorizationURL(state, ['email', 'public_profile']).toString()
  if (c.apple) {
    const url = c.apple.createAuthorizationURL(state, ['name', 'email'])
    url.searchParams.set('response_mode', 'form_post')
    return url.toString()
  }
  throw new Error('unreachable')
}

interface IdClaims {
  sub?: unknown
  email?: unknown
  email_verified?: unknown
}

export function fromClaims(provider: SocialProvider, claims: IdClaims): ProviderOutcome {
  if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('id token without subject')
  return {
    kind: 'identity',
    profile: {
      provider,
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      // Apple sends the flag as the string "true".
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    },
  }
}

/** Exchanges an authorization code; throws on any provider or network failure. */
export async function exchangeCode(
  config: Config,
  provider: SocialProvider,
  code: string,
  codeVerifier?: string,
): Promise<ProviderOutcome> {
  const c = client(config, provider)
  if (c.google) {
    const tokens = await c.google.validateAuthorizationCode(code, codeVerifier ?? '')
    return fromClaims('google', decodeIdToken(tokens.idToken()) as IdClaims)
  }
  if (c.apple) {
    const tokens = await c.apple.validateAuthorizationCode(code)
    return fromClaims('apple', decodeIdToken(tokens.idToken()) as IdClaims)
  }
  if (c.facebook && config.facebook) {
    const tokens = await c.facebook.validateAuthorizationCode(code)
    return facebookProfile(config.facebook.clientSecret, tokens.accessToken())
  }
  throw new Error('unreachable')
}

/** Facebook identity from an access token; Facebook only shares confirmed addresses. */
export async function facebookProfile(appSecret: string, accessToken: string): Promise<ProviderOutcome> {
  const proof = createHmac('sha256', appSecret).update(accessToken).digest('hex')
  const url = new URL('https://graph.facebook.com/me')
  url.searchParams.set('fields', 'id,email')
  url.searchParams.set('access_token', accessToken)
  url.searchParams.set('appsecret_proof', proof)
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!res.ok) throw new Error(`facebook graph answered ${res.status}`)
  const me = (await res.json()) as { id?: unknown; email?: unknown }
  return fromClaims('facebook', { sub: me.id, email: me.email, email_verified: typeof me.email === 'string' })
}
