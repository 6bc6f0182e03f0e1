// Passkeys (docs/decisions/112): each account's opaque WebAuthn user handle, its registered
// credentials, and the single-use challenges of the options endpoints. A challenge is bound to
// the browser that asked for it by the SHA-256 of a secret the site keeps in an httpOnly cookie
// (the binding), as the social sign-in is (decision 018); the API never stores the binding
// itself, and stores the challenge hashed too, so a leaked table answers no ceremony.
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database'
import { hashToken } from '../security/tokens'
import { isUniqueViolation } from '../users'

export type ChallengePurpose = 'registration' | 'authentication'

/** How long a challenge is good for; the options' `timeout` says the same to the browser. */
export const CHALLENGE_TTL_MS = 5 * 60_000

export interface PasskeyRow {
  id: number
  user_id: number
  credential_id: string
  public_key: Buffer
  sign_count: number
  /** JSON array of the transports the browser reported. */
  transports: string
  device_type: 'singleDevice' | 'multiDevice'
  backed_up: number
  name: string
  created_at: number
  last_used_at: number | null
}

export interface NewPasskey {
  userId: number
  credentialId: string
  publicKey: Uint8Array
  signCount: number
  transports: string[]
  deviceType: 'singleDevice' | 'multiDevice'
  backedUp: boolean
  name: string
}

export function transportsOf(row: PasskeyRow): string[] {
  try {
    const value: unknown = JSON.parse(row.transports)
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : []
  } catch {
    return []
  }
}

export function createPasskeyStore(db: Db, clock: () => Date) {
  const handleOf = db.prepare('SELECT handle FROM webauthn_users WHERE user_id = ?')
  const insertHandle = db.prepare('INSERT OR IGNORE INTO webauthn_users (user_id, handle, created_at) VALUES (?, ?, ?)')
  const byCredential = db.prepare('SELECT * FROM passkeys WHERE credential_id = ?')
  const byUser = db.prepare('SELECT * FROM passkeys WHERE user_id = ? ORDER BY id')
  const insert = db.prepare(
    `INSERT INTO passkeys (user_id, credential_id, public_key, sign_count, transports, device_type, backed_up, name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  )
  // The counter check and its update are one statement: two assertions verified side by side
  // cannot both move the counter past the same stored value. A counter may stay at 0 (many
  // authenticators keep none); once above 0 it must grow.
  const use = db.prepare(
    `UPDATE passkeys SET sign_count = ?, backed_up = ?, last_used_at = ?
     WHERE id = ? AND ((sign_count = 0 AND ? = 0) OR sign_count < ?)`,
  )
  const insertChallenge = db.prepare(
    `INSERT INTO passkey_challenges (purpose, challenge_hash, binding_hash, user_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  // Checks and burns in one statement. Only the browser holding the binding burns a challenge:
  // another browser's attempt finds nothing and leaves the owner's ceremony usable.
  const consumeChallenge = db.prepare(
    `DELETE FROM passkey_challenges
     WHERE challenge_hash = ? AND purpose = ? AND binding_hash = ? AND user_id IS ? AND expires_at > ?
     RETURNING id`,
  )

  return {
    /** The account's user handle (base64url of 32 random bytes), made on first use. */
    handleFor(userId: number): string {
      insertHandle.run(userId, randomBytes(32).toString('base64url'), clock().getTime())
      return (handleOf.get(userId) as { handle: string }).handle
    },
    /** The account's handle if it has one, without making one. */
    existingHandle(userId: number): string | null {
      return (handleOf.get(userId) as { handle: string } | undefined)?.handle ?? null
    },
    find(credentialId: string): PasskeyRow | null {
      return (byCredential.get(credentialId) as PasskeyRow | undefined) ?? null
    },
    listFor(userId: number): PasskeyRow[] {
      return byUser.all(userId) as PasskeyRow[]
    },
    /** Stores a verified credential; null when its id is registered already (to anyone). */
    add(p: NewPasskey): PasskeyRow | null {
      try {
        return insert.get(
          p.userId,
          p.credentialId,
          Buffer.from(p.publicKey),
          p.signCount,
          JSON.stringify(p.transports),
          p.deviceType,
          p.backedUp ? 1 : 0,
          p.name,
          clock().getTime(),
        ) as PasskeyRow
      } catch (error) {
        if (isUniqueViolation(error)) return null
        throw error
      }
    },
    /**
     * Records a verified sign-in's counter and backup state. False, recording nothing, when the
     * counter did not grow past a stored non-zero one: the signature came from a copy of the
     * authenticator, or a replayed assertion (WebAuthn §6.1.1, signature counter).
     */
    recordUse(id: number, signCount: number, backedUp: boolean): boolean {
      return use.run(signCount, backedUp ? 1 : 0, clock().getTime(), id, signCount, signCount).changes === 1
    },
    /** A new challenge (base64url of 32 random bytes) for the browser holding `binding`, and for `userId` when given. */
    issueChallenge(purpose: ChallengePurpose, binding: string, userId: number | null): string {
      const now = clock().getTime()
      const challenge = randomBytes(32).toString('base64url')
      insertChallenge.run(purpose, hashToken(challenge), hashToken(binding), userId, now, now + CHALLENGE_TTL_MS)
      return challenge
    },
    /**
     * Burns the challenge and says whether it was live, of `purpose`, asked for by the browser
     * holding `binding` (and by `userId`'s session). Synchronous: call it before the first await
     * of the verification, so that one challenge verifies once however many requests carry it.
     */
    consumeChallenge(purpose: ChallengePurpose, challenge: string, binding: string, userId: number | null): boolean {
      return consumeChallenge.get(hashToken(challenge), purpose, hashToken(binding), userId, clock().getTime()) !== undefined
    },
  }
}
export type PasskeyStore = ReturnType<typeof createPasskeyStore>
