// Throttle keys and the 429 answer shared by the auth routes.
import type { Context } from 'hono'
import { clientIp } from '../http/request-context'
import { ApiError } from '../http/errors'
import type { Services } from '../services'

export function throttled(retryAfterSec: number, what = 'attempts'): ApiError {
  return new ApiError(429, `Too many ${what}. Please try again in ${retryAfterSec} seconds.`, undefined, {
    'Retry-After': String(retryAfterSec),
  })
}

/** Counts one request against per-e-mail and per-IP limits; throws 429 when either is spent. */
export function spend(s: Services, c: Context, scope: string, limits: { email?: string; perEmail?: number; perIp: number }): void {
  const ip = clientIp(c, s.config.trustProxy)
  const keys = [{ key: `${scope}:ip:${ip}`, max: limits.perIp }]
  if (limits.email !== undefined && limits.perEmail !== undefined)
    keys.push({ key: `${scope}:email:${limits.email}`, max: limits.perEmail })
  const result = s.throttle.attempt(keys, s.config.throttles.windowMs)
  if (!result.allowed) throw throttled(result.retryAfterSec, scope === 'login' ? 'login attempts' : 'requests')
}
