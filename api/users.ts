// Accounts and their linked social identities. E-mails are stored lower-cased; the UNIQUE
// constraint, not a prior lookup, is what keeps one account per address under concurrency.
// Every identity this store links is vouched for (its address proven by the provider or by our
// mail); rows linked before docs/decisions/106 are not, until the provider vouches.
// The campaign query an account came from is stored through the campaign rule, whichever route
// creates the account (docs/decisions/110).
import type { SocialProvider } from '../contract/vocabulary'
import type { Db } from './db/database'
import { storedQuery } from './stored-attribution'

export interface User {
  id: number
  email: string
  password_hash: string | null
  m_id: string
  locale: string
  query: string | null
  email_verified_at: number | null
  disabled_at: number | null
  marketing_opt_in_at: number | null
  created_at: number
}

export interface NewUser {
  email: string
  passwordHash: string | null
  mId: string
  locale: string
  /** The query the visitor arrived with; only its campaign parameters are stored. */
  query?: string
  verified: boolean
  marketingOptIn?: boolean
}

export class EmailTakenError extends Error {}

/** A linked identity and its account. */
export interface LinkedIdentity {
  user: User
  /** The identity's address was proven when it was linked (docs/decisions/106). */
  vouched: boolean
}

/** `campaignParams`: the operator's campaign parameters besides utm_* and the click ids (CAMPAIGN_PARAMS). */
export function createUserStore(db: Db, clock: () => Date, campaignParams: readonly string[]) {
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?')
  const byId = db.prepare('SELECT * FROM users WHERE id = ?')
  const insert = db.prepare(
    `INSERT INTO users (email, password_hash, m_id, locale, query, email_verified_at, marketing_opt_in_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const socials = db.prepare('SELECT provider FROM social_identities WHERE user_id = ? ORDER BY id')
  const ownerOfIdentity = db.prepare(
    'SELECT u.* FROM social_identities s JOIN users u ON u.id = s.user_id WHERE s.provider = ? AND s.subject = ?',
  )
  const identity = db.prepare('SELECT user_id, email_vouched FROM social_identities WHERE provider = ? AND subject = ?')
  const link = db.prepare(
    'INSERT INTO social_identities (user_id, provider, subject, email, email_vouched, created_at) VALUES (?, ?, ?, ?, 1, ?)',
  )
  const vouch = db.prepare('UPDATE social_identities SET email_vouched = 1 WHERE provider = ? AND subject = ?')

  return {
    findByEmail: (email: string) => (byEmail.get(email.toLowerCase()) as User | undefined) ?? null,
    findById: (id: number) => (byId.get(id) as User | undefined) ?? null,
    findByIdentity: (provider: SocialProvider, subject: string) => (ownerOfIdentity.get(provider, subject) as User | undefined) ?? null,
    findIdentity(provider: SocialProvider, subject: string): LinkedIdentity | null {
      const row = identity.get(provider, subject) as { user_id: number; email_vouched: number } | undefined
      const user = row ? (byId.get(row.user_id) as User | undefined) : undefined
      return row && user ? { user, vouched: row.email_vouched === 1 } : null
    },
    socialsOf: (userId: number): SocialProvider[] => (socials.all(userId) as { provider: SocialProvider }[]).map((r) => r.provider),

    /** Throws EmailTakenError when the address (or the identity to link) already has an account. */
    create(u: NewUser, identityToLink?: { provider: SocialProvider; subject: string }): User {
      const now = clock().getTime()
      try {
        return db.transaction(() => {
          const id = Number(
            insert.run(
              u.email.toLowerCase(),
              u.passwordHash,
              u.mId,
              u.locale,
              storedQuery(u.query, campaignParams),
              u.verified ? now : null,
              u.marketingOptIn ? now : null,
              now,
              now,
            ).lastInsertRowid,
          )
          if (identityToLink) link.run(id, identityToLink.provider, identityToLink.subject, u.email.toLowerCase(), now)
          return byId.get(id) as User
        })()
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError(u.email)
        throw error
      }
    },
    /**
     * Links a vouched-for social identity to an existing account. `taken` when the identity
     * already belongs to another account; linking it again to the same account marks it vouched.
     */
    linkIdentity(userId: number, identity: { provider: SocialProvider; subject: string; email: string }): 'linked' | 'taken' {
      try {
        link.run(userId, identity.provider, identity.subject, identity.email.toLowerCase(), clock().getTime())
        return 'linked'
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        if ((ownerOfIdentity.get(identity.provider, identity.subject) as User | undefined)?.id !== userId) return 'taken'
        vouch.run(identity.provider, identity.subject)
        return 'linked'
      }
    },
    /** The provider now vouches for the account's address: the identity counts as proven. */
    vouchIdentity(provider: SocialProvider, subject: string): void {
      vouch.run(provider, subject)
    },
    /** Unlinks the identities whose address nobody vouched for; returns how many. */
    removeUnvouchedIdentities(userId: number): number {
      return db.prepare('DELETE FROM social_identities WHERE user_id = ? AND email_vouched = 0').run(userId).changes
    },
    markVerified(userId: number): void {
      const now = clock().getTime()
      db.prepare('UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?), updated_at = ? WHERE id = ?').run(now, now, userId)
    },
    clearPassword(userId: number): void {
      db.prepare('UPDATE users SET password_hash = NULL, updated_at = ? WHERE id = ?').run(clock().getTime(), userId)
    },
    setPassword(userId: number, passwordHash: string): void {
      db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, clock().getTime(), userId)
    },
    setDisabled(userId: number, disabled: boolean): void {
      db.prepare('UPDATE users SET disabled_at = ?, updated_at = ? WHERE id = ?').run(
        disabled ? clock().getTime() : null,
        clock().getTime(),
        userId,
      )
    },
  }
}
export type UserStore = ReturnType<typeof createUserStore>

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE'
}
