// The e-mailed links and the answers that sign a user in. Site pages (login, reset-password)
// receive a link's token (login and verification: resolved to the signed URL they POST back,
// decision 109) or a reset token; see DESIGN §5.
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
 * them die once the address is verified (auth/proof.ts). `locale`: the page that asked for it
 * (X-User-Locale), the account's stored locale for a mail no page asked for.
 */
export function sendVerification(s: Services, user: User, locale = user.locale): Promise<void> {
  const { token } = s.tokens.issue({ purpose: 'verify', userId: user.id, ttlMs: TTL.verify, supersede: true })
  return s.outbox.send('verify', user.email, locale, siteLoginUrl(s.config.siteUrl, locale, token), token)
}

/** Sends a one-time login link (10 min); any earlier unused link stops working. */
export function sendLoginLink(s: Services, user: User, locale = user.locale): Promise<void> {
  const { token } = s.tokens.issue({ purpose: 'login', userId: user.id, ttlMs: TTL.login, supersede: true })
  return s.outbox.send('login', user.email, locale, siteLoginUrl(s.config.siteUrl, locale, token), token)
}

/** Sends a password reset link (30 min); any earlier unused reset token stops working. */
export function sendReset(s: Services, user: User, locale = user.locale): Promise<void> {
  const { token } = s.tokens.issue({ purpose: 'reset', userId: user.id, ttlMs: TTL.reset, supersede: true })
  const link = siteResetPasswordUrl(s.config.siteUrl, locale, token, user.email)
  return s.outbox.send('reset', user.email, locale, link, token)
}

/**
 * The signed URL an e-mailed link's token stands for (`POST auth/links/resolve`): e-mails carry
 * the bare token (docs/decisions/109) and the site asks for the URL to post. Null when the token
 * is not a live login or verification link. Nothing is spent: the signed URL does that.
 */
export function resolveMailedLink(s: Services, token: string): { purpose: 'login' | 'verify'; signed_url: string } | null {
  for (const purpose of ['login', 'verify'] as const) {
    const row = s.tokens.peek(purpose, token)
    if (row) return { purpose, signed_url: buildSignedUrl(s.config.apiPublicUrl, s.config.signingKey, purpose, token, row.expires_at) }
  }
  return null
}

/** Starts a session and shapes the login answer. */
export function openSession(s: Services, user: User, platform?: string): LoginResponse {
  return { token: s.sessions.create(user.id, platform), email: user.email, m_id: user.m_id, locale: user.locale }
}

/** Fire-and-forget for mail: the answer must not wait on (or reveal) delivery. */
export function background(p: Promise<void>): void {
  p.catch((error: unknown) => log.error({ err: error }, 'background task failed'))
}
