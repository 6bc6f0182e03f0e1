// Password, one-time link and verification endpoints under /auth (SPEC §7, DESIGN §5).
import { Hono } from 'hono'
import { endpoints } from '../../contract/endpoints'
import { background, openSession, resolveMailedLink, sendLoginLink, sendReset, sendVerification } from '../auth/links'
import { addressProven } from '../auth/proof'
import { maySendMail, spend, spendMailRequest } from '../auth/throttling'
import { serve } from '../http/endpoint-routes'
import { ApiError, validationError, validBody } from '../http/errors'
import { bearerToken, clientNetwork, userLocale, userPlatform } from '../http/request-context'
import { weakPasswordReason } from '../security/passwords'
import type { Services } from '../services'
import { EmailTakenError } from '../users'

// Identical wording whatever the account state, so answers do not reveal who is registered.
const LINK_SENT = 'If an account exists for this email address, we have sent it a sign-in link.'
const RESET_SENT = 'If an account exists for this email address, we have sent it a password reset link.'
const VERIFICATION_SENT = 'If this email address has an unverified account, we have sent it a new verification link.'

export function authRoutes(s: Services) {
  const app = new Hono()
  const t = s.config.throttles

  serve(app, endpoints.check, async (c) => {
    const { email } = await validBody(c, endpoints.check.body)
    spend(s, c, 'check', { perIp: t.checkPerIp })
    const user = s.users.findByEmail(email)
    return c.json({ exists: user !== null, socials: user ? s.users.socialsOf(user.id) : [], email })
  })

  serve(app, endpoints.register, async (c) => {
    const body = await validBody(c, endpoints.register.body)
    const weak = weakPasswordReason(body.password, body.email)
    if (weak) throw validationError({ password: [weak] })
    spend(s, c, 'register', { perIp: t.registerPerIp })
    const passwordHash = await s.hasher.hash(body.password)
    try {
      const user = s.users.create({
        email: body.email,
        passwordHash,
        mId: body.m_id,
        locale: body.locale,
        query: body.query,
        verified: false,
        marketingOptIn: body.marketing_opt_in,
      })
      background(sendVerification(s, user))
    } catch (error) {
      if (error instanceof EmailTakenError) throw validationError({ email: ['The email has already been taken.'] })
      throw error
    }
    return c.json({ message: 'Registration successful. Please check your email to verify your address.' })
  })

  serve(app, endpoints.login, async (c) => {
    const { email, password } = await validBody(c, endpoints.login.body)
    // Reserved before verifying, with no await in between: parallel guesses cannot outrun the count.
    const attempt = s.loginThrottle.reserve(email, clientNetwork(c, s.config.trustProxy))
    const user = s.users.findByEmail(email)
    const ok = await s.hasher.verify(user?.password_hash ?? null, password)
    if (!user || !ok) throw new ApiError(401, 'These credentials do not match our records.')
    attempt.succeeded()
    if (user.disabled_at !== null) throw new ApiError(403, 'This account has been disabled.')
    if (user.email_verified_at === null) throw new ApiError(403, 'Your email address is not verified.')
    return c.json(openSession(s, user, userPlatform(c)))
  })

  serve(app, endpoints.sendLoginLink, async (c) => {
    const { email } = await validBody(c, endpoints.sendLoginLink.body)
    spendMailRequest(s, c, 'login_link', email)
    const user = s.users.findByEmail(email)
    // In the language of the page that asked (X-User-Locale), else the account's (decision 109).
    if (user && user.disabled_at === null && maySendMail(s, 'login_link', user)) background(sendLoginLink(s, user, userLocale(c)))
    return c.json({ message: LINK_SENT })
  })

  serve(app, endpoints.forgotPassword, async (c) => {
    const { email } = await validBody(c, endpoints.forgotPassword.body)
    spendMailRequest(s, c, 'reset', email)
    const user = s.users.findByEmail(email)
    if (user && user.disabled_at === null && maySendMail(s, 'reset', user)) background(sendReset(s, user, userLocale(c)))
    return c.json({ message: RESET_SENT })
  })

  serve(app, endpoints.resendVerification, async (c) => {
    const { email } = await validBody(c, endpoints.resendVerification.body)
    spendMailRequest(s, c, 'verify', email)
    const user = s.users.findByEmail(email)
    if (user && user.email_verified_at === null && user.disabled_at === null && maySendMail(s, 'verify', user)) {
      background(sendVerification(s, user, userLocale(c)))
    }
    return c.json({ message: VERIFICATION_SENT })
  })

  serve(app, endpoints.resolveLink, async (c) => {
    const { token } = await validBody(c, endpoints.resolveLink.body)
    // A 256-bit token cannot be guessed; the budget only bounds the lookups one address makes.
    spend(s, c, 'resolve-link', { perIp: t.checkPerIp })
    const resolved = resolveMailedLink(s, token)
    if (!resolved) throw new ApiError(403, 'This link is invalid or has expired.')
    return c.json(resolved)
  })

  serve(app, endpoints.resetPassword, async (c) => {
    const body = await validBody(c, endpoints.resetPassword.body)
    const weak = weakPasswordReason(body.password, body.email)
    if (weak) throw validationError({ password: [weak] })
    // The token is checked before any budget: only failures are counted (per IP and per
    // address), so bogus submissions from elsewhere cannot stand in the way of the owner's link.
    const user = s.users.findByEmail(body.email)
    const row = user ? s.tokens.peek('reset', body.token) : null
    // Burnt before the first await, so parallel submissions of one token hash one password.
    const genuine = user !== null && row !== null && row.user_id === user.id && s.tokens.consume('reset', body.token) !== null
    if (!genuine) {
      spend(s, c, 'reset-failed', { email: body.email, ...t.reset })
      throw validationError({ email: ['This password reset token is invalid or has expired.'] })
    }
    const passwordHash = await s.hasher.hash(body.password)
    // The reset proved the mailbox; every other link and every session may belong to whoever
    // knew the old password, so they end with it.
    s.db.transaction(() => {
      s.users.setPassword(user.id, passwordHash)
      addressProven(s, user, 'reset')
    })()
    return c.json({ message: 'Your password has been reset.' })
  })

  serve(app, endpoints.currentUser, (c) => {
    const token = bearerToken(c)
    const userId = token ? s.sessions.resolve(token) : null
    const user = userId === null ? null : s.users.findById(userId)
    if (!user) throw new ApiError(401, 'Unauthenticated.')
    return c.json({
      id: user.id,
      email: user.email,
      m_id: user.m_id,
      locale: user.locale,
      email_verified: user.email_verified_at !== null,
      socials: s.users.socialsOf(user.id),
    })
  })

  serve(app, endpoints.logout, (c) => {
    const token = bearerToken(c)
    if (!token || !s.sessions.revoke(token)) throw new ApiError(401, 'Unauthenticated.')
    return c.json({ message: 'Signed out.' })
  })

  return app
}
