// Development identity provider (never in production): a page where a tester types or picks an
// identity and an outcome, so every social status of SPEC §4 can be produced on purpose. It
// issues single-use codes for the OAuth callback and signed tokens for auth/social/token. Like
// Google, it supports PKCE (S256): a code issued for a challenge is redeemed only with its verifier.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { socialProviderField } from '../../contract/auth'
import type { SocialProvider } from '../../contract/vocabulary'
import { pkceValueSchema, verifierMatches } from '../auth/pkce'
import { TTL } from '../security/tokens'
import type { Services } from '../services'
import type { ProviderOutcome } from './resolve'

export const devOutcomes = ['approve', 'deny', 'disabled'] as const

export const devIdentitySchema = z.object({
  provider: socialProviderField(),
  subject: z.string().trim().min(1, { error: 'The subject field is required.' }).max(128),
  email: z
    .string()
    .trim()
    .max(254)
    .nullable()
    .optional()
    .transform((v) => v || null),
  email_verified: z
    .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true' || v === '1'),
  outcome: z.enum(devOutcomes).default('approve'),
})
export type DevIdentity = z.output<typeof devIdentitySchema>

export function outcomeOf(identity: DevIdentity): ProviderOutcome {
  if (identity.outcome === 'disabled') return { kind: 'disabled', provider: identity.provider }
  return {
    kind: 'identity',
    profile: { provider: identity.provider, subject: identity.subject, email: identity.email, emailVerified: identity.email_verified },
  }
}

/** The PKCE parameters of the authorize page: a challenge, and its method, which must be S256. */
export const devPkceSchema = z.object({
  code_challenge: pkceValueSchema.optional(),
  code_challenge_method: z.literal('S256', { error: 'Only the S256 code challenge method is supported.' }).optional(),
})

const devCodeSchema = devIdentitySchema.extend({ codeChallenge: z.string().optional() })

export function issueDevCode(s: Services, identity: DevIdentity, codeChallenge?: string): string {
  const payload = codeChallenge ? { ...identity, codeChallenge } : identity
  return s.tokens.issue({ purpose: 'dev_oauth_code', ttlMs: TTL.devOauthCode, payload }).token
}

/** The identity behind a code; null when unknown, used, for another provider or (PKCE) the wrong verifier. */
export function consumeDevCode(s: Services, provider: SocialProvider, code: string, codeVerifier?: string): ProviderOutcome | null {
  const row = s.tokens.consume('dev_oauth_code', code)
  const parsed = row && devCodeSchema.safeParse(JSON.parse(row.payload ?? 'null'))
  if (!parsed?.success || parsed.data.provider !== provider) return null
  if (parsed.data.codeChallenge !== undefined && !verifierMatches(codeVerifier, parsed.data.codeChallenge)) return null
  return outcomeOf(parsed.data)
}

const sign = (key: string, body: string) => createHmac('sha256', key).update(`dev-token|${body}`).digest('base64url')

/** `dev.<identity>.<hmac>`, valid 10 minutes; stands in for a provider's id/access token. */
export function issueDevToken(s: Services, identity: DevIdentity): string {
  const body = Buffer.from(JSON.stringify({ ...identity, exp: s.clock().getTime() + TTL.devOauthCode })).toString('base64url')
  return `dev.${body}.${sign(s.config.signingKey, body)}`
}

export function verifyDevToken(s: Services, provider: SocialProvider, token: string): ProviderOutcome | null {
  const [prefix, body, mac] = token.split('.')
  if (prefix !== 'dev' || !body || !mac) return null
  const expected = Buffer.from(sign(s.config.signingKey, body))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let raw: unknown
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const exp = z.object({ exp: z.number() }).safeParse(raw)
  const identity = devIdentitySchema.safeParse(raw)
  if (!exp.success || !identity.success || exp.data.exp <= s.clock().getTime() || identity.data.provider !== provider) return null
  return outcomeOf(identity.data)
}
