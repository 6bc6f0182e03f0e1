// Random tokens and the single-use token store shared by every e-mail and OAuth flow.
// Only SHA-256 hashes are stored, so a database leak yields no usable link.
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/database'
import { LINK_LIFETIME_MS } from '../../contract/lifetime'

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
  email: string | null
  payload: string | null
  created_at: number
  expires_at: number
}

export interface IssueOptions {
  purpose: TokenPurpose
  ttlMs: number
  userId?: number
  /** The address a token without a user is for (lower-cased here). */
  email?: string
  payload?: unknown
  /**
   * Newest-only: unused earlier tokens of this purpose stop working — the user's, or without a
   * user, the address's.
   */
  supersede?: boolean
}

/** Whose tokens: a user's, or (for tokens issued before any account exists) an address's. */
export type TokenOwner = { userId: number } | { email: string }

export function createTokenStore(db: Db, clock: () => Date) {
  const insert = db.prepare(
    'INSERT INTO one_time_tokens (purpose, token_hash, user_id, email, payload, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const columns = 'id, purpose, user_id, email, payload, created_at, expires_at'
  // One statement both checks and burns the token, so two concurrent uses cannot both succeed.
  const consume = db.prepare(
    `UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
     RETURNING ${columns}`,
  )
  const peek = db.prepare(
    `SELECT ${columns} FROM one_time_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
  )
  const byUser = (purposes: readonly TokenPurpose[]) => `user_id = ? AND purpose IN (${purposes.map(() => '?').join(', ')})`
  const byEmail = (purposes: readonly TokenPurpose[]) => `email = ? AND purpose IN (${purposes.map(() => '?').join(', ')})`
  const where = (owner: TokenOwner, purposes: readonly TokenPurpose[]): [string, unknown[]] =>
    'userId' in owner ? [byUser(purposes), [owner.userId, ...purposes]] : [byEmail(purposes), [owner.email.toLowerCase(), ...purposes]]

  /** Burns every unused token of `purposes` that `owner` holds; returns how many. */
  const cancel = (owner: TokenOwner, purposes: readonly TokenPurpose[]): number => {
    const [condition, params] = where(owner, purposes)
    return db.prepare(`UPDATE one_time_tokens SET used_at = ? WHERE ${condition} AND used_at IS NULL`).run(clock().getTime(), ...params)
      .changes
  }

  return {
    issue(opts: IssueOptions): { token: string; expiresAt: number } {
      const now = clock().getTime()
      const token = randomToken()
      const expiresAt = now + opts.ttlMs
      const email = opts.email?.toLowerCase() ?? null
      const owner: TokenOwner | null = opts.userId !== undefined ? { userId: opts.userId } : email !== null ? { email } : null
      db.transaction(() => {
        if (opts.supersede && owner) cancel(owner, [opts.purpose])
        insert.run(
          opts.purpose,
          hashToken(token),
          opts.userId ?? null,
          email,
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
    /** The owner's usable tokens of `purpose`, newest first. */
    live(purpose: TokenPurpose, owner: TokenOwner): TokenRow[] {
      const [condition, params] = where(owner, [purpose])
      return db
        .prepare(`SELECT ${columns} FROM one_time_tokens WHERE ${condition} AND used_at IS NULL AND expires_at > ? ORDER BY id DESC`)
        .all(...params, clock().getTime()) as TokenRow[]
    },
    /** The owner's tokens of `purpose` issued within the last `withinMs`, used or not, newest first. */
    issuedWithin(purpose: TokenPurpose, owner: TokenOwner, withinMs: number): TokenRow[] {
      const [condition, params] = where(owner, [purpose])
      return db
        .prepare(`SELECT ${columns} FROM one_time_tokens WHERE ${condition} AND created_at > ? ORDER BY id DESC`)
        .all(...params, clock().getTime() - withinMs) as TokenRow[]
    },
    cancel,
  }
}
export type TokenStore = ReturnType<typeof createTokenStore>

export const TTL = {
  // The e-mailed links: the site states these lifetimes too (contract/lifetime.ts).
  login: LINK_LIFETIME_MS.login,
  verify: LINK_LIFETIME_MS.verify,
  reset: LINK_LIFETIME_MS.reset,
  socialRegister: 30 * 60_000,
  socialLink: 30 * 60_000,
  oauthState: 10 * 60_000,
  devOauthCode: 10 * 60_000,
  session: 24 * 24 * 60 * 60_000,
} as const
