// POST /auth/signed/{purpose}: the single-use signed URLs that end one-time login, e-mail
// verification (of an account, or of a pending social identity, which creates the account) and
// social registration, each answering `{ token, email, m_id, locale }`, and
// the social link, which joins a pending identity to the bearer's account (`{ message, socials }`).
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { endpoints } from '../../contract/endpoints'
import { openSession } from '../auth/links'
import { isPendingLink, redeemPendingLink } from '../auth/pending-identity'
import { addressProven } from '../auth/proof'
import { serve } from '../http/endpoint-routes'
import { ApiError, validBody } from '../http/errors'
import { bearerToken, userLocale, userPlatform } from '../http/request-context'
import { verifySignedUrl } from '../security/signed-url'
import type { Services } from '../services'
import { offerSocialLink, redeemSocialLink } from '../social/link'
import { socialRegistrationPayloadSchema } from '../social/resolve'
import { EmailTakenError, type User } from '../users'

const INVALID = 'This link is invalid or has already been used.'

export function signedRoutes(s: Services) {
  const app = new Hono()

  const sessionUser = (token: string | undefined): User => {
    const userId = token ? s.sessions.resolve(token) : null
    const user = userId === null ? null : s.users.findById(userId)
    if (!user) throw new ApiError(401, 'Unauthenticated.')
    return user
  }

  // Before the sign-in route, whose path has the same shape.
  serve(app, endpoints.socialLink, async (c) => {
    // The session first: a visitor who is not signed in must not burn (or probe) the link.
    const user = sessionUser(bearerToken(c))
    await validBody(c, endpoints.socialLink.body)
    const check = verifySignedUrl(s.config.signingKey, 'social_link', c.req.query(), s.clock())
    if (!check.ok) throw new ApiError(403, check.reason === 'expired' ? 'This link has expired.' : 'Invalid signature.')
    return c.json(redeemSocialLink(s, user, check.token))
  })

  serve(app, endpoints.signedSignIn, async (c) => {
    const purpose = c.req.param('purpose')
    if (purpose !== 'login' && purpose !== 'verify' && purpose !== 'social_register') throw new ApiError(404, 'Not Found')
    // Validate the body before burning the token, so a 422 leaves the link usable.
    const body = await validBody(c, endpoints.signedSignIn.body)
    const check = verifySignedUrl(s.config.signingKey, purpose, c.req.query(), s.clock())
    if (!check.ok) throw new ApiError(403, check.reason === 'expired' ? 'This link has expired.' : 'Invalid signature.')
    const platform = userPlatform(c)

    if (purpose === 'social_register') {
      const row = s.tokens.consume('social_register', check.token)
      const identity = row && socialRegistrationPayloadSchema.safeParse(JSON.parse(row.payload ?? 'null'))
      if (!identity?.success) throw new ApiError(403, INVALID)
      const { provider, subject, email } = identity.data
      const linked = s.users.findByIdentity(provider, subject)
      if (linked) return c.json(openSession(s, linked, platform))
      try {
        const user = s.users.create(
          {
            email,
            passwordHash: null,
            mId: body.m_id ?? randomUUID(),
            locale: body.locale ?? userLocale(c) ?? 'en',
            query: body.query,
            verified: true,
            marketingOptIn: body.marketing_opt_in,
          },
          { provider, subject },
        )
        return c.json(openSession(s, user, platform))
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error
        const existing = s.users.findByEmail(email)
        // Registration payloads exist only for addresses the provider verified.
        const signed_url = existing ? offerSocialLink(s, existing, { provider, subject, email, emailVerified: true }) : undefined
        return c.json(
          {
            message: 'An account with this email address already exists.',
            email,
            socials: existing ? s.users.socialsOf(existing.id) : [],
            social_auth_provider: provider,
            ...(signed_url ? { signed_url } : {}),
          },
          400,
        )
      }
    }

    const row = s.tokens.consume(purpose, check.token)
    if (purpose === 'verify' && row && isPendingLink(row)) {
      const answer = redeemPendingLink(s, row, {
        mId: body.m_id,
        locale: body.locale ?? userLocale(c),
        query: body.query,
        marketingOptIn: body.marketing_opt_in,
        platform,
      })
      return c.json(answer.body, answer.status)
    }
    const user = row?.user_id != null ? s.users.findById(row.user_id) : null
    if (!user) throw new ApiError(403, INVALID)
    if (user.disabled_at !== null) throw new ApiError(403, 'This account has been disabled.')
    // Opening a link sent to the mailbox proves the address, for login links as well.
    addressProven(s, user, purpose)
    return c.json(openSession(s, user, platform))
  })

  return app
}
