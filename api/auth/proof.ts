// What a link opened from the mailbox proves, and what that proof changes (docs/decisions/107).
// A verification link dies once the address is verified by any means; a password reset also
// ends every other link and every session, since they may have been handed out to whoever knew
// the old password.
import type { TokenPurpose } from '../security/tokens'
import type { Services } from '../services'
import type { User } from '../users'

/** The links that act on an existing account; a password reset cancels all of them. */
export const ACCOUNT_LINKS: readonly TokenPurpose[] = ['login', 'verify', 'reset', 'social_link']

/** How the address was proven: a verification link, a one-time login link, a password reset. */
export type Proof = 'verify' | 'login' | 'reset'

/** Records that `user` proved the address by `proof`. Synchronous: one transaction. */
export function addressProven(s: Services, user: User, proof: Proof): void {
  s.db.transaction(() => {
    s.users.markVerified(user.id)
    s.tokens.cancel({ userId: user.id }, proof === 'reset' ? ACCOUNT_LINKS : ['verify'])
    if (proof === 'reset') s.sessions.revokeAllFor(user.id)
  })()
}
