// Budgets of the throttled routes. Every route reserves its attempt with `spend` synchronously
// before its first await, so concurrent requests cannot overdraw a budget.
import type { Context } from 'hono'
import { clientNetwork } from '../http/request-context'
import { throttled } from '../http/errors'
import type { ThrottleRule } from '../security/throttle'
import type { TokenPurpose } from '../security/tokens'
import type { Services } from '../services'
import type { User } from '../users'

export interface Budget {
  perIp: number
  /** With `email`: the address's budget from everywhere… */
  perEmail?: number
  /** …and from this IP alone, so one IP cannot spend an address's whole budget. */
  perEmailIp?: number
  email?: string
}

/** Counts one request of `scope` against each budget; throws 429 when any is spent. */
export function spend(s: Services, c: Context, scope: string, budget: Budget): void {
  const windowMs = s.config.throttles.windowMs
  const ip = clientNetwork(c, s.config.trustProxy)
  const rules: ThrottleRule[] = [{ kind: 'window', key: `${scope}:ip:${ip}`, max: budget.perIp, windowMs }]
  if (budget.email !== undefined) {
    if (budget.perEmail !== undefined) rules.push({ kind: 'window', key: `${scope}:email:${budget.email}`, max: budget.perEmail, windowMs })
    if (budget.perEmailIp !== undefined) {
      rules.push({ kind: 'window', key: `${scope}:email-ip:${budget.email}|${ip}`, max: budget.perEmailIp, windowMs })
    }
  }
  const result = s.throttle.reserve(rules)
  if (!result.allowed) throw throttled(result.retryAfterSec)
}

/**
 * Reserves one attempt of `scope` against the IP's budget, or throws 429; the returned function
 * gives it back, for an attempt that turned out legitimate (a passkey whose signature verified),
 * so that only failures stay counted, as with passwords (login-throttle.ts). Synchronous.
 */
export function reserveAttempt(s: Services, c: Context, scope: string, perIp: number, what = 'requests'): () => void {
  const ip = clientNetwork(c, s.config.trustProxy)
  const result = s.throttle.reserve([{ kind: 'window', key: `${scope}:ip:${ip}`, max: perIp, windowMs: s.config.throttles.windowMs }])
  if (!result.allowed) throw throttled(result.retryAfterSec, what)
  return () => result.release()
}

/** Counts one request of `scope` against an account's own budget, wherever it comes from; throws 429 when spent. */
export function spendForUser(s: Services, scope: string, userId: number, max: number): void {
  const result = s.throttle.reserve([{ kind: 'window', key: `${scope}:user:${userId}`, max, windowMs: s.config.throttles.windowMs }])
  if (!result.allowed) throw throttled(result.retryAfterSec)
}

/** The e-mail flows; each has budgets of its own, so using one never blocks another. */
export type MailFlow = 'login_link' | 'reset' | 'verify'

const LINK_OF: Record<MailFlow, TokenPurpose> = { login_link: 'login', reset: 'reset', verify: 'verify' }

/**
 * Counts one request of `flow` for `email` against the requester's own budgets: per IP, and per
 * address from this IP. No budget here is shared with other IPs, so nobody else can spend the
 * owner's requests. Throws 429 when one is spent; counted whether or not the account exists, so
 * the answers stay the same for every address.
 */
export function spendMailRequest(s: Services, c: Context, flow: MailFlow, email: string): void {
  const { perIp, perEmailIp } = s.config.throttles.mail
  spend(s, c, `mail:${flow}`, { email, perIp, perEmailIp })
}

/**
 * Whether a mail of `flow` may be sent to `user` now; counts it when it may. The address's budget
 * bounds how many mails anyone can have sent to it. Past that budget a mail goes only when the
 * user holds no live link of the flow's purpose: the newest link already in the mailbox keeps
 * working (nothing newer supersedes it), and at most one more mail per link lifetime gets through.
 * Synchronous, like `spend`.
 */
export function maySendMail(s: Services, flow: MailFlow, user: User): boolean {
  return spendMailSend(s, flow, user.email) || s.tokens.live(LINK_OF[flow], { userId: user.id }).length === 0
}

/** Counts one mail of `flow` to `email` against the address's budget; false (nothing counted) when spent. */
export function spendMailSend(s: Services, flow: MailFlow, email: string): boolean {
  const { mail, windowMs } = s.config.throttles
  return s.throttle.reserve([{ kind: 'window', key: `mail:${flow}:sent:${email.toLowerCase()}`, max: mail.perEmail, windowMs }]).allowed
}
