// Random tokens and the single-use token store shared by every e-mail and OAuth flow.
// Only SHA-256 hashes are stored, so a database leak yields no usable link.
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/database'

export type TokenPurpose = 'login' | 'verify' | 'reset' | 'social_register' | 'social_link' | 'oauth_state' | 'dev_oauth_code'

/** 256-bit random token, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

export interface TokenRow {
  id: number
  purpose: TokenPurpose
  user_id: number | null
  payload: string | null
  created_at: number
  expires_at: number
}

export interface IssueOptions {
  purpose: TokenPurpose
  ttlMs: number
  userId?: number
  payload?: unknown
  /** Newest-only: unused earlier tokens of this purpose for the user stop working. */
  supersede?: boolean
}

export function createTokenStore(db: Db, clock: () => Date) {
  const insert = db.prepare(
    'INSERT INTO one_time_tokens (purpose, token_hash, user_id, payload, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const supersede = db.prepare('UPDATE one_time_tokens SET used_at = ? WHERE purpose = ? AND user_id = ? AND used_at IS NULL')
  // One statement both checks and burns the token, so two concurrent uses cannot both succeed.
  const consume = db.prepare(
    `UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
     RETURNING id, purpose, user_id, payload, created_at, expires_at`,
  )
  const peek = db.prepare(
    `SELECT id, purpose, user_id, payload, created_at, expires_at FROM one_time_tokens
     WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
  )

  return {
    issue(opts: IssueOptions): { token: string; expiresAt: number } {
      const now = clock().getTime()
      const token = randomToken()
      const expiresAt = now + opts.ttlMs
      db.transaction(() => {
        if (opts.supersede && opts.userId !== undefined) supersede.run(now, opts.purpose, opts.userId)
        insert.run(
          opts.purpose,
          hashToken(token),
          opts.userId ?? null,
          opts.payload === undefined ? null : JSON.stringify(opts.payload),
          now,
          expiresAt,
        )
      })()
      return { token, expiresAt }
    },
    /** Marks the token used and returns it, or null when unknown, used, superseded or expired. */
    consume(purpose: TokenPurpose, token: string): TokenRow | null {
      const now = clock().getTime()
      return (consume.get(now, hashToken(token), purpose, now) as TokenRow | undefined) ?? null
    },
    /** Looks a token up without using it. */
    peek(purpose: TokenPurpose, token: string): TokenRow | null {
      return (peek.get(hashToken(token), purpose, clock().getTime()) as TokenRow | undefined) ?? null
    },
  }
}
export type TokenStore = ReturnType<typeof createTokenStore>

export const TTL = {
  login: 10 * 60_000,
  verify: 24 * 60 * 60_000,
  reset: 30 * 60_000,
  socialRegister: 30 * 60_000,
  socialLink: 30 * 60_000,
  oauthState: 10 * 60_000,
  devOauthCode: 10 * 60_000,
  session: 24 * 24 * 60 * 60_000,
} as const
