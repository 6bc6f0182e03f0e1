// Pusher HTTP API request authentication (auth_version 1.0): the query carries auth_key,
// auth_timestamp, auth_version, body_md5 (for a body) and auth_signature, an HMAC-SHA256 with the
// app secret of "METHOD\nPATH\nsorted query without auth_signature". Signing is here too, so the
// tests can make requests the official SDK would refuse to make (stale, tampered).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** Pusher refuses timestamps further than this from its own clock, either way. */
export const MAX_CLOCK_SKEW_SEC = 600

export type SignedRequest = {
  method: string
  /** The request path exactly as sent, without the query. */
  path: string
  /**
   * The same path percent-decoded. The SDKs sign the path as they were given it, and an HTTP
   * client may then percent-encode it on the wire; either form is accepted.
   */
  decodedPath?: string
  /** Decoded query parameters, auth_signature included. */
  query: ReadonlyMap<string, string>
  body: Buffer
}

export type VerifyOptions = { key: string; secret: string; nowSec: number }

function md5Hex(body: Buffer | string): string {
  return createHash('md5').update(body).digest('hex')
}

/** The string Pusher signs: keys sorted by code unit, `key=value` joined by `&`, values not re-encoded. */
function stringToSign(method: string, path: string, params: Iterable<[string, string]>): string {
  const sorted = [...params].filter(([key]) => key !== 'auth_signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${method.toUpperCase()}\n${path}\n${sorted.map(([key, value]) => `${key}=${value}`).join('&')}`
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex')
}

/** Compares two strings in constant time for equal lengths; the length itself is public (64 hex). */
function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Returns null when the request is authentic, else the reason (answered with 401). */
export function verifyRequestSignature(request: SignedRequest, opts: VerifyOptions): string | null {
  const { query } = request
  const signature = query.get('auth_signature')
  const timestamp = query.get('auth_timestamp')
  if (query.get('auth_key') === undefined || signature === undefined || timestamp === undefined) {
    return 'Missing auth_key, auth_timestamp or auth_signature'
  }
  if (query.get('auth_key') !== opts.key) return 'Unknown auth_key'
  if (query.get('auth_version') !== '1.0') return 'auth_version must be 1.0'
  // The signature is checked before anything it covers is trusted.
  const paths =
    request.decodedPath === undefined || request.decodedPath === request.path ? [request.path] : [request.path, request.decodedPath]
  if (!paths.some((path) => safeEqual(hmacHex(opts.secret, stringToSign(request.method, path, query)), signature))) {
    return 'Invalid signature: check the app secret and that the request is signed as sent'
  }
  const at = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN
  if (!Number.isFinite(at) || Math.abs(opts.nowSec - at) > MAX_CLOCK_SKEW_SEC) {
    return `Timestamp expired: auth_timestamp must be within ${MAX_CLOCK_SKEW_SEC} s of the server time (${opts.nowSec})`
  }
  const bodyMd5 = query.get('body_md5')
  if (request.body.length > 0 || bodyMd5 !== undefined) {
    if (bodyMd5 === undefined) return 'Missing body_md5 for a request with a body'
    if (!safeEqual(md5Hex(request.body), bodyMd5)) return 'Invalid body_md5: the body is not the one that was signed'
  }
  return null
}

/** Signs a request as Pusher's server libraries do; returns the query string to append after `?`. */
export function signRequest(opts: {
  key: string
  secret: string
  method: string
  path: string
  body?: string
  params?: Record<string, string>
  timestampSec: number
}): string {
  const params: [string, string][] = [
    ['auth_key', opts.key],
    ['auth_timestamp', String(opts.timestampSec)],
    ['auth_version', '1.0'],
    ...Object.entries(opts.params ?? {}),
  ]
  if (opts.body) params.push(['body_md5', md5Hex(opts.body)])
  const signature = hmacHex(opts.secret, stringToSign(opts.method, opts.path, params))
  const encoded = params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
  return `${encoded.join('&')}&auth_signature=${signature}`
}
