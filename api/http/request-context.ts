// What a request says about its sender: client IP (for throttling), X-User-Platform,
// X-User-Locale and the bearer token (SPEC §7).
import type { Context } from 'hono'
import type { UserPlatform } from '../../contract/vocabulary'
import { isLocaleCode } from '../../contract/locales'
import type { Config } from '../config'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

function isLoopback(ip: string | undefined): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1'
}

/**
 * The visitor's IP. The site calls the API server-to-server, so behind it every request comes
 * from the site; the site forwards the visitor's address in X-Forwarded-For, which is believed
 * only from a trusted peer (by default one on this machine, or an in-process test request).
 */
export function clientIp(c: Context, trust: Config['trustProxy']): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  const trusted = trust === 'all' || (trust === 'loopback' && (peer === undefined || isLoopback(peer)))
  if (trusted && forwarded) return forwarded.slice(0, 64)
  return peer ?? 'unknown'
}

export function userPlatform(c: Context): UserPlatform | undefined {
  const value = c.req.header('x-user-platform')
  return value === 'web' || value === 'web-mobile' ? value : undefined
}

export function userLocale(c: Context): string | undefined {
  const value = c.req.header('x-user-locale')?.toLowerCase()
  return value && isLocaleCode(value) ? value : undefined
}

export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(c.req.header('authorization') ?? '')
  return match?.[1]
}
