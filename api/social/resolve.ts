// Turns a provider identity into one of the social answers of SPEC §4 "Social callback
// statuses". Shared by the OAuth callback and POST auth/social/token.
import { z } from 'zod'
import type { LoginResponse, SocialStatusData } from '../../contract/auth'
import { socialProviderField } from '../../contract/auth'
import type { SocialProvider } from '../../contract/vocabulary'
import { signedUrlFor, openSession } from '../auth/links'
import { requestPendingLink } from '../auth/pending-identity'
import { TTL } from '../security/tokens'
import type { Services } from '../services'
import { offerSocialLink } from './link'

export interface SocialProfile {
  provider: SocialProvider
  subject: string
  email: string | null
  emailVerified: boolean
}

/** What a provider told us: an identity, or (development provider only) a disabled account. */
export type ProviderOutcome = { kind: 'identity'; profile: SocialProfile } | { kind: 'disabled'; provider: SocialProvider }

export const socialRegistrationPayloadSchema = z.object({
  provider: socialProviderField(),
  subject: z.string(),
  email: z.string(),
})

export type SocialAnswer =
  | { status: 200; body: LoginResponse }
  | { status: 202 | 400 | 403 | 409; body: SocialStatusData }
  | { status: 403; body: { message: string } }

const DISABLED = 'This account has been disabled.'

export function resolveSocial(s: Services, outcome: ProviderOutcome, ctx: { platform?: string; locale?: string } = {}): SocialAnswer {
  if (outcome.kind === 'disabled') return { status: 403, body: { message: DISABLED } }
  const { provider, subject } = outcome.profile
  const email = outcome.profile.email?.trim().toLowerCase() || null
  const data = (message: string, socials: SocialProvider[], extra: { signed_url?: string } = {}): SocialStatusData => ({
    message,
    email,
    socials,
    social_auth_provider: provider,
    ...extra,
  })

  const linked = s.users.findIdentity(provider, subject)
  if (linked) {
    const known = linked.user
    if (known.disabled_at !== null) return { status: 403, body: { message: DISABLED } }
    // An identity linked without anyone vouching for its address (before decision 106) signs in
    // only once its provider vouches for the account's address; that upgrades it for good.
    if (!linked.vouched) {
      if (!outcome.profile.emailVerified || email !== known.email) {
        return { status: 403, body: { ...data('Your email address is not verified.', s.users.socialsOf(known.id)), email: known.email } }
      }
      s.users.vouchIdentity(provider, subject)
    }
    if (known.email_verified_at === null) {
      return { status: 403, body: { ...data('Your email address is not verified.', s.users.socialsOf(known.id)), email: known.email } }
    }
    return { status: 200, body: openSession(s, known, ctx.platform) }
  }

  if (!email) return { status: 400, body: data('The provider did not share an email address.', []) }

  const existing = s.users.findByEmail(email)
  if (existing) {
    if (existing.disabled_at !== null) return { status: 403, body: { message: DISABLED } }
    // Without socials the site asks for the password; this link then joins the identity to the account.
    const signed_url = offerSocialLink(s, existing, { provider, subject, email, emailVerified: outcome.profile.emailVerified })
    return {
      status: 409,
      body: data('An account with this email address already exists.', s.users.socialsOf(existing.id), signed_url ? { signed_url } : {}),
    }
  }

  if (!outcome.profile.emailVerified) {
    // The provider vouches for the identity but not the mailbox. No account yet (whoever controls
    // the identity may not own the address): the mailbox owner gets a link that creates it (the
    // site's confirm_email step; docs/decisions/106).
    requestPendingLink(s, { provider, subject, email, ...(ctx.locale ? { locale: ctx.locale } : {}) })
    return { status: 403, body: data('Your email address is not verified.', []) }
  }

  // Newest-only per address: an earlier registration link for it stops working.
  const signed_url = signedUrlFor(s, 'social_register', {
    email,
    payload: { provider, subject, email },
    ttlMs: TTL.socialRegister,
    supersede: true,
  })
  return { status: 202, body: data('Complete your registration.', [], { signed_url }) }
}
