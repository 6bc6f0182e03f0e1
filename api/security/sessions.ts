// API session tokens (the site's auth-token cookie): 256-bit random, stored hashed,
// 24 days from sign-in, revocable one by one or all at once (password reset).
import type { Db } from '../db/database'
import { hashToken, randomToken, TTL } from './tokens'

export function createSessionStore(db: Db, clock: () => Date) {
  const insert = db.prepare('INSERT INTO sessions (user_id, token_hash, platform, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
  const find = db.prepare(
    `SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.disabled_at IS NULL`,
  )
  const started = db.prepare(
    `SELECT s.created_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.disabled_at IS NULL`,
  )
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
  const revokeAll = db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')

  return {
    create(userId: number, platform?: string): string {
      const now = clock().getTime()
      const token = randomToken()
      insert.run(userId, hashToken(token), platform ?? null, now, now + TTL.session)
      return token
    },
    /** The user id a live session token belongs to, or null. */
    resolve(token: string): number | null {
      const row = find.get(hashToken(token), clock().getTime()) as { user_id: number } | undefined
      return row?.user_id ?? null
    },
    /** When a live session token's sign-in happened (ms), or null: how recent a proof it is. */
    startedAt(token: string): number | null {
      const row = started.get(hashToken(token), clock().getTime()) as { created_at: number } | undefined
      return row?.created_at ?? null
    },
    revoke(token: string): boolean {
      return revoke.run(clock().getTime(), hashToken(token)).changes > 0
    },
    revokeAllFor(userId: number): void {
      revokeAll.run(clock().getTime(), userId)
    },
  }
}
export type SessionStore = ReturnType<typeof createSessionStore>
