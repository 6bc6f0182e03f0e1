// A social identity whose provider does not vouch for its e-mail address, waiting for the address
// to be proven by mail (docs/decisions/106). No account is created for it, so nobody can prepare
// an account in someone else's name through a provider that does not check addresses: a
// single-use `verify` link carrying the identity goes to the address, and opening it creates the
// account, verified, with the identity linked as vouched for. A pending identity never joins an
// account that exists.
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { LoginResponse, SocialStatusData } from '../../contract/auth'
import { socialProviderField } from '../../contract/auth'
import { ApiError } from '../http/errors'
import { TTL, type TokenRow } from '../security/tokens'
import type { Services } from '../services'
import { siteLoginUrl } from '../site-urls'
import { EmailTakenError } from '../users'
import { background, openSession } from './links'
import { spendMailSend } from './throttling'

const pendingIdentitySchema = z.object({
  provider: socialProviderField(),
  subject: z.string().min(1),
  email: z.string().min(1),
  /** The language of the sign-in that asked, for the e-mail and the new account. */
  locale: z.string().optional(),
})
export type PendingIdentity = z.output<typeof pendingIdentitySchema>

function pendingOf(row: TokenRow): PendingIdentity | null {
  const parsed = pendingIdentitySchema.safeParse(JSON.parse(row.payload ?? 'null'))
  return parsed.success ? parsed.data : null
}

/** Whether `row` is a pending identity's link rather than an account's verification link. */
export const isPendingLink = (row: TokenRow): boolean => row.user_id === null

/**
 * Mails `identity.email` a link that proves the address and creates the account. Synchronous up
 * to the mail, which goes in the background; the caller answers the same whatever happens here.
 *
 * - Newest-only: a newer link for the same identity supersedes the older.
 * - When another identity asked for the same address within a link's lifetime, every live link
 *   for the address dies and none is sent: the owner, waiting for their link, must never find
 *   one for an attacker's identity in the mailbox — they would open it.
 * - At most `MAIL_MAX_PER_EMAIL` such mails per address per window (the verification flow's
 *   budget); beyond it nothing new is sent and the identity's live link, if any, keeps working.
 */
export function requestPendingLink(s: Services, identity: PendingIdentity): void {
  const email = identity.email.toLowerCase()
  const sameIdentity = (row: TokenRow) => {
    const other = pendingOf(row)
    return other?.provider === identity.provider && other.subject === identity.subject
  }
  if (!s.tokens.issuedWithin('verify', { email }, TTL.verify).every(sameIdentity)) {
    s.tokens.cancel({ email }, ['verify'])
    return
  }
  if (!spendMailSend(s, 'verify', email)) return
  const locale = identity.locale ?? 'en'
  const { token } = s.tokens.issue({ purpose: 'verify', email, payload: { ...identity, email }, ttlMs: TTL.verify, supersede: true })
  background(s.outbox.send('verify', email, locale, siteLoginUrl(s.config.siteUrl, locale, token), token))
}

export interface AccountChoices {
  mId?: string
  locale?: string
  query?: string
  marketingOptIn?: boolean
  platform?: string
}

export type PendingAnswer = { status: 200; body: LoginResponse } | { status: 400; body: SocialStatusData }

const INVALID = 'This link is invalid or has already been used.'

/**
 * Finishes a pending identity whose link (already burnt) was opened: creates the account,
 * verified, with the identity linked as vouched for, and signs in. When the address has an
 * account by now, 400 like a social registration that lost the race — without a `social_link`
 * offer: proving the mailbox says nothing about who controls the identity.
 */
export function redeemPendingLink(s: Services, row: TokenRow, choices: AccountChoices): PendingAnswer {
  const pending = pendingOf(row)
  if (!pending) throw new ApiError(403, INVALID)
  const { provider, subject, email } = pending
  const exists = (socials: SocialStatusData['socials']): PendingAnswer => ({
    status: 400,
    body: { message: 'An account with this email address already exists.', email, socials, social_auth_provider: provider },
  })
  const existing = s.users.findByEmail(email)
  if (existing) return exists(s.users.socialsOf(existing.id))
  if (s.users.findIdentity(provider, subject)) throw new ApiError(403, `This ${provider} account is already linked to another account.`)
  try {
    const user = s.users.create(
      {
        email,
        passwordHash: null,
        mId: choices.mId ?? randomUUID(),
        locale: choices.locale ?? pending.locale ?? 'en',
        query: choices.query,
        verified: true,
        marketingOptIn: choices.marketingOptIn,
      },
      { provider, subject },
    )
    return { status: 200, body: openSession(s, user, choices.platform) }
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error
    const taken = s.users.findByEmail(email)
    return exists(taken ? s.users.socialsOf(taken.id) : [])
  }
}
