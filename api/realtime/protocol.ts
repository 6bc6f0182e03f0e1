// Pusher Channels protocol v7 vocabulary: error codes, frame schemas, channel-name rules and encoders.
import { z } from 'zod'

export const PROTOCOL_VERSION = 7

/**
 * Error/close codes from the Pusher protocol doc. 4000-4099: client must not reconnect;
 * 4100-4199: reconnect with back-off; 4200-4299: reconnect immediately; 4300+: other.
 */
export const ErrorCode = {
  APP_NOT_FOUND: 4001,
  /** "Application is over connection quota": we send it when one client address holds too many sockets. */
  OVER_CONNECTION_QUOTA: 4004,
  PATH_NOT_FOUND: 4005,
  UNSUPPORTED_PROTOCOL: 4007,
  NO_PROTOCOL: 4008,
  UNAUTHORIZED: 4009,
  /** "Over capacity": the server holds its maximum of sockets, or a socket its maximum of channels. */
  OVER_CAPACITY: 4100,
  /** Used for frames we cannot understand; sent as pusher:error only, the socket stays open. */
  GENERIC_RECONNECT: 4200,
  PONG_NOT_RECEIVED: 4201,
  /** Pusher's "client event rejected due to rate limit"; also oversized frames and too-fast subscribes. */
  EVENT_REJECTED: 4301,
} as const

export type ChannelKind = 'public' | 'private' | 'private-encrypted' | 'presence' | 'server-to-user'

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/
export const MAX_CHANNEL_NAME_LENGTH = 200
const SERVER_TO_USER_PREFIX = '#server-to-user-'

/** Classifies a channel name, or returns null when the name is not allowed. */
export function channelKind(name: string): ChannelKind | null {
  if (name.length === 0 || name.length > MAX_CHANNEL_NAME_LENGTH) return null
  // pusher-js subscribes to this reserved name after pusher:signin; '#' is otherwise forbidden.
  if (name.startsWith(SERVER_TO_USER_PREFIX)) {
    return name.length > SERVER_TO_USER_PREFIX.length ? 'server-to-user' : null
  }
  if (!CHANNEL_NAME.test(name)) return null
  if (name.startsWith('private-encrypted-')) return 'private-encrypted'
  if (name.startsWith('private-')) return 'private'
  if (name.startsWith('presence-')) return 'presence'
  return 'public'
}

/** Pusher socket ids: two decimal numbers joined by a dot. */
export const SOCKET_ID = /^\d+\.\d+$/

/** Event names pusher-js treats as its own; a published event must not impersonate them. */
export function isReservedEventName(name: string): boolean {
  return name.startsWith('pusher:') || name.startsWith('pusher_internal:')
}

export function serverToUserChannel(userId: string): string {
  return `${SERVER_TO_USER_PREFIX}${userId}`
}

/** Outer frame every client message must match. `data` is an object or a JSON string. */
export const FrameSchema = z.object({
  event: z.string().min(1).max(200),
  channel: z.string().optional(),
  data: z.unknown().optional(),
})
export type Frame = z.infer<typeof FrameSchema>

export const SubscribeSchema = z.object({
  channel: z.string(),
  auth: z.string().optional(),
  channel_data: z.string().optional(),
})

export const UnsubscribeSchema = z.object({ channel: z.string() })

export const SigninSchema = z.object({ auth: z.string(), user_data: z.string() })

/** Presence channel_data: Pusher ids are strings, but Laravel often sends numbers. */
export const ChannelDataSchema = z.object({
  user_id: z.union([z.string().min(1), z.number()]).transform(String),
  user_info: z.unknown().optional(),
})

export const UserDataSchema = z.looseObject({ id: z.string().min(1) })

/** Some clients send `data` as a JSON string rather than an object; accept both. */
export function decodeData(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return data
  }
}

/** Encodes a server→client frame. `data` is JSON-encoded into a string, as Pusher does. */
export function encodeEvent(event: string, data: unknown, channel?: string, userId?: string): string {
  const frame: Record<string, unknown> = { event }
  if (channel !== undefined) frame.channel = channel
  frame.data = typeof data === 'string' ? data : data === undefined ? '{}' : JSON.stringify(data)
  if (userId !== undefined) frame.user_id = userId
  return JSON.stringify(frame)
}

/** pusher:error carries an object (not a string) in Pusher's own server, and pusher-js reads either. */
export function encodeError(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } })
}

/** Validates the upgrade URL `/app/{key}?protocol=7…`; returns the error to send, or null. */
export function checkHandshake(rawUrl: string, appKey: string): { code: number; message: string } | null {
  const url = new URL(rawUrl, 'http://localhost')
  const match = /^\/app\/([^/]+)\/?$/.exec(url.pathname)
  if (!match) return { code: ErrorCode.PATH_NOT_FOUND, message: 'Path not found' }
  if (decodeURIComponent(match[1] ?? '') !== appKey) {
    return { code: ErrorCode.APP_NOT_FOUND, message: 'App key does not exist' }
  }
  const protocol = url.searchParams.get('protocol')
  if (protocol === null || protocol === '') {
    return { code: ErrorCode.NO_PROTOCOL, message: 'No protocol version supplied' }
  }
  if (Number(protocol) !== PROTOCOL_VERSION) {
    return { code: ErrorCode.UNSUPPORTED_PROTOCOL, message: `Unsupported protocol version ${protocol}; use ${PROTOCOL_VERSION}` }
  }
  return null
}
