// What a link opened from the mailbox proves, and what that proof changes (docs/decisions/106 and
// 107). Until an address is proven, whatever was attached to its account — a password, a social
// identity nobody vouched for, a session — may have been attached by someone who does not own the
// mailbox (account pre-hijacking); the first proof ends it. A verification link dies once the
// address is verified by any means; a password reset also ends every other link and every
// session, since they may have been handed out to whoever knew the old password.
import type { TokenPurpose } from '../security/tokens'
import type { Services } from '../services'
import type { User } from '../users'

/** The links that act on an existing account; a password reset cancels all of them. */
export const ACCOUNT_LINKS: readonly TokenPurpose[] = ['login', 'verify', 'reset', 'social_link']

/** How the address was proven: a verification link, a one-time login link, a password reset. */
export type Proof = 'verify' | 'login' | 'reset'

/**
 * Records that `user` proved the address by `proof`. Call it before starting the session the
 * proof signs in with: every session existing at that point is from before the proof.
 * Synchronous: one transaction.
 */
export function addressProven(s: Services, user: User, proof: Proof): void {
  s.db.transaction(() => {
    const wasUnverified = s.users.findById(user.id)?.email_verified_at === null
    s.users.markVerified(user.id)
    s.tokens.cancel({ userId: user.id }, proof === 'reset' ? ACCOUNT_LINKS : ['verify'])
    // A verification link exists only while the address is unverified; a one-time login link on a
    // verified account is an ordinary sign-in and changes nothing else.
    if (proof !== 'reset' && !wasUnverified) return
    s.users.removeUnvouchedIdentities(user.id)
    s.sessions.revokeAllFor(user.id)
    // A verification link confirms the registration it was sent for, password included. A login
    // link only proves the mailbox: the password of an unverified account was chosen by whoever
    // registered the address, so it goes (the owner sets one through forgot-password).
    if (proof === 'login') s.users.clearPassword(user.id)
  })()
}
