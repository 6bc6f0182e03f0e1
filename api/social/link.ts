// Linking a social identity to an existing password account (SPEC §4 linkExistingToSocial).
// When a verified provider identity meets an account that has a password and no socials, the
// social answer carries a `social_link` signed URL. Its single-use token (stored hashed) carries
// the pending identity, so nobody can forge which identity gets linked; the owner signs in with
// the password and POSTs the URL with that session's bearer token (docs/decisions/104).
import { z } from 'zod'
import type { SocialLinkResponse } from '../../contract/auth'
import { socialProviderField } from '../../contract/auth'
import type { SocialProvider } from '../../contract/vocabulary'
import { signedUrlFor } from '../auth/links'
import { ApiError } from '../http/errors'
import { TTL } from '../security/tokens'
import type { Services } from '../services'
import type { User } from '../users'

const pendingIdentitySchema = z.object({ provider: socialProviderField(), subject: z.string().min(1), email: z.string().min(1) })
export type PendingIdentity = z.output<typeof pendingIdentitySchema>

const INVALID = 'This link is invalid or has already been used.'

/**
 * The `signed_url` offered with a 409/400 "account exists, no socials" answer, or undefined when
 * linking is not offered: only for an account without socials, and only for an address the
 * provider has verified (else whoever controls the provider account could get their identity
 * linked to someone else's account by luring the owner to the link).
 */
export function offerSocialLink(
  s: Services,
  account: User,
  identity: { provider: SocialProvider; subject: string; email: string; emailVerified: boolean },
): string | undefined {
  if (!identity.emailVerified || s.users.socialsOf(account.id).length > 0) return undefined
  const payload: PendingIdentity = { provider: identity.provider, subject: identity.subject, email: identity.email.toLowerCase() }
  // Newest-only: an earlier offer for this account stops working.
  return signedUrlFor(s, 'social_link', { userId: account.id, payload, ttlMs: TTL.socialLink, supersede: true })
}

/** Links the identity behind `token` to the signed-in `user`; throws 403 for anything else. */
export function redeemSocialLink(s: Services, user: User, token: string): SocialLinkResponse {
  const row = s.tokens.peek('social_link', token)
  const pending = row && pendingIdentitySchema.safeParse(JSON.parse(row.payload ?? 'null'))
  if (!row || !pending?.success) throw new ApiError(403, INVALID)
  // Checked before the token is burnt: a visitor signed in to the wrong account leaves it usable.
  if (row.user_id !== user.id || pending.data.email !== user.email.toLowerCase()) {
    throw new ApiError(403, 'This link belongs to another account.')
  }
  if (!s.tokens.consume('social_link', token)) throw new ApiError(403, INVALID)
  const { provider } = pending.data
  if (s.users.linkIdentity(user.id, pending.data) === 'taken') {
    throw new ApiError(403, `This ${provider} account is already linked to another account.`)
  }
  return { message: `Your ${provider} account is now linked.`, socials: s.users.socialsOf(user.id) }
}
