// Budgets of the throttled routes and their 429 answer. Every route reserves its attempt with
// `spend` synchronously before its first await, so concurrent requests cannot overdraw a budget.
import type { Context } from 'hono'
import { clientNetwork } from '../http/request-context'
import { ApiError } from '../http/errors'
import type { ThrottleRule } from '../security/throttle'
import type { Services } from '../services'

export function throttled(retryAfterSec: number, what = 'requests'): ApiError {
  return new ApiError(429, `Too many ${what}. Please try again in ${retryAfterSec} seconds.`, undefined, {
    'Retry-After': String(retryAfterSec),
  })
}

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

/** The e-mail flows; each has a budget of its own, so using one never blocks another. */
export type MailFlow = 'login_link' | 'reset' | 'verify'

export function spendMail(s: Services, c: Context, flow: MailFlow, email: string): void {
  spend(s, c, `mail:${flow}`, { email, ...s.config.throttles.mail })
}
