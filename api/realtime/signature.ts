// Pusher-compatible HMAC signatures for channel authorization and user sign-in (node:crypto only).
import { createHmac, timingSafeEqual } from 'node:crypto'

export type ChannelAuthInput = {
  key: string
  secret: string
  socketId: string
  channel: string
  /** Presence channels sign the exact JSON string the client will send back. */
  channelData?: string
}

export type UserAuthInput = {
  key: string
  secret: string
  socketId: string
  userData: string
}

function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex')
}

function channelStringToSign(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`
}

/** Signs a private/presence subscription the way Pusher's server libraries do. */
export function signChannelAuth(opts: ChannelAuthInput): { auth: string; channel_data?: string } {
  const signature = hmacHex(opts.secret, channelStringToSign(opts.socketId, opts.channel, opts.channelData))
  const auth = `${opts.key}:${signature}`
  return opts.channelData === undefined ? { auth } : { auth, channel_data: opts.channelData }
}

/** Signs a `pusher:signin` payload (user authentication). */
export function signUserAuth(opts: UserAuthInput): { auth: string; user_data: string } {
  const signature = hmacHex(opts.secret, `${opts.socketId}::user::${opts.userData}`)
  return { auth: `${opts.key}:${signature}`, user_data: opts.userData }
}

/**
 * Constant-time comparison of two `key:hexsignature` strings. Length differences are
 * rejected up front; that leaks only the length, which is public (64 hex chars) anyway.
 */
function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** True when `auth` is a valid signature for this socket and channel (and channel data, if any). */
export function verifyChannelAuth(opts: ChannelAuthInput & { auth: string }): boolean {
  return safeEqual(signChannelAuth(opts).auth, opts.auth)
}

/** True when `auth` is a valid user-authentication signature for this socket and user data. */
export function verifyUserAuth(opts: UserAuthInput & { auth: string }): boolean {
  return safeEqual(signUserAuth(opts).auth, opts.auth)
}
