// The e-mailed links and the answers that sign a user in. Site pages (login, reset-password)
// receive the API's signed URL or reset token and POST them back; see DESIGN §5.
import type { LoginResponse } from '../../contract/auth'
import { logger } from '../log/logger'
import { siteLoginUrl, siteResetPasswordUrl } from '../site-urls'
import { buildSignedUrl, type SignedPurpose } from '../security/signed-url'
import { TTL, type TokenPurpose } from '../security/tokens'
import type { Services } from '../services'
import type { User } from '../users'

const log = logger('api')

type SignedOptions = { userId?: number; email?: string; payload?: unknown; ttlMs: number; supersede?: boolean }

/** Issues a single-use token and its signed URL; the token is what the outbox must not keep. */
export function issueSignedUrl(s: Services, purpose: SignedPurpose & TokenPurpose, opts: SignedOptions): { url: string; token: string } {
  const { token, expiresAt } = s.tokens.issue({ purpose, ...opts })
  return { url: buildSignedUrl(s.config.apiPublicUrl, s.config.signingKey, purpose, token, expiresAt), token }
}

export function signedUrlFor(s: Services, purpose: SignedPurpose & TokenPurpose, opts: SignedOptions): string {
  return issueSignedUrl(s, purpose, opts).url
}

/**
 * Sends the e-mail verification link (24 h); any earlier unused one stops working, and all of
 * them die once the address is verified (auth/proof.ts).
 */
export function sendVerification(s: Services, user: User): Promise<void> {
  const { url, token } = issueSignedUrl(s, 'verify', { userId: user.id, ttlMs: TTL.verify, supersede: true })
  return s.outbox.send('verify', user.email, user.locale, siteLoginUrl(s.config.siteUrl, user.locale, url), token)
}

/** Sends a one-time login link (10 min); any earlier unused link stops working. */
export function sendLoginLink(s: Services, user: User): Promise<void> {
  const { url, token } = issueSignedUrl(s, 'login', { userId: user.id, ttlMs: TTL.login, supersede: true })
  return s.outbox.send('login', user.email, user.locale, siteLoginUrl(s.config.siteUrl, user.locale, url), token)
}

/** Sends a password reset link (30 min); any earlier unused reset token stops working. */
export function sendReset(s: Services, user: User): Promise<void> {
  const { token } = s.tokens.issue({ purpose: 'reset', userId: user.id, ttlMs: TTL.reset, supersede: true })
  const link = siteResetPasswordUrl(s.config.siteUrl, user.locale, token, user.email)
  return s.outbox.send('reset', user.email, user.locale, link, token)
}

/** Starts a session and shapes the login answer. */
export function openSession(s: Services, user: User, platform?: string): LoginResponse {
  return { token: s.sessions.create(user.id, platform), email: user.email, m_id: user.m_id, locale: user.locale }
}

/** Fire-and-forget for mail: the answer must not wait on (or reveal) delivery. */
export function background(p: Promise<void>): void {
  p.catch((error: unknown) => log.error({ err: error }, 'background task failed'))
}
