// What a request says about its sender: client IP (for throttling), X-User-Platform,
// X-User-Locale and the bearer token (SPEC §7).
import type { Context } from 'hono'
import { clientAddress, parseIp, type TrustProxy } from '../../contract/client-ip'
import type { UserPlatform } from '../../contract/vocabulary'
import { isLocaleCode } from '../../contract/locales'

/** What @hono/node-server puts in `c.env` (the IncomingMessage); tests pass the same shape to `app.request`. */
export interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string }; destroyed?: boolean; errored?: Error | null }
}

/**
 * The visitor's IP. The site calls the API server-to-server, so behind it every request comes
 * from the site, which appends the visitor's address to X-Forwarded-For. Only hops added by
 * trusted proxies are believed: the rightmost untrusted hop is the client (contract/client-ip.ts).
 * Without a socket peer (no Node server) nothing is believed and the address is `unknown`.
 */
export function clientIp(c: Context, trust: TrustProxy): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? null
  return clientAddress(peer, c.req.header('x-forwarded-for') ?? null, trust)?.slice(0, 64) ?? 'unknown'
}

/**
 * The key per-IP budgets count under: an IPv4 address, or the /64 network of an IPv6 one (a
 * single subscriber usually holds a whole /64, so per-address budgets would be endless).
 */
export function clientNetwork(c: Context, trust: TrustProxy): string {
  const address = clientIp(c, trust)
  const ip = parseIp(address)
  if (!ip) return address
  if (ip.version === 4) return [24n, 16n, 8n, 0n].map((shift) => String((ip.value >> shift) & 0xffn)).join('.')
  const prefix = ip.value >> 64n
  return `${[48n, 32n, 16n, 0n].map((shift) => ((prefix >> shift) & 0xffffn).toString(16)).join(':')}::/64`
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
