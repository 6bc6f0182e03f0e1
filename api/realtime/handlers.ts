// Handles frames a client sends after the handshake: ping, subscribe, unsubscribe, signin, client-* events.
import type { ChannelRegistry, PresenceMember } from './channels'
import type { Client } from './connection'
import type { RealtimeLimits } from './limits'
import {
  ChannelDataSchema,
  ErrorCode,
  FrameSchema,
  SigninSchema,
  SubscribeSchema,
  UnsubscribeSchema,
  UserDataSchema,
  channelKind,
  decodeData,
  encodeError,
  encodeEvent,
  serverToUserChannel,
} from './protocol'
import { verifyChannelAuth, verifyUserAuth } from './signature'

export type HubContext = {
  app: { id: string; key: string; secret: string }
  registry: ChannelRegistry
  clients: ReadonlyMap<string, Client>
  limits: RealtimeLimits
}

/** Sends an already-encoded frame to every subscriber of a channel except one socket. */
export function publish(ctx: HubContext, channel: string, frame: string, exceptSocketId?: string): void {
  for (const socketId of ctx.registry.subscribers(channel)) {
    if (socketId !== exceptSocketId) ctx.clients.get(socketId)?.send(frame)
  }
}

/**
 * Entry point for one text frame. Never throws for bad input: everything a client can get wrong
 * becomes a pusher:error frame, so one bad client cannot take the process down.
 */
export function handleFrame(ctx: HubContext, client: Client, raw: string): void {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    client.send(encodeError(ErrorCode.GENERIC_RECONNECT, 'Invalid JSON'))
    return
  }
  const frame = FrameSchema.safeParse(json)
  if (!frame.success) {
    client.send(encodeError(ErrorCode.GENERIC_RECONNECT, 'Invalid message: expected {"event": string, "data"?: ...}'))
    return
  }
  const { event, channel, data } = frame.data

  switch (event) {
    case 'pusher:ping':
      client.send(encodeEvent('pusher:pong', {}))
      return
    case 'pusher:pong':
      return // The heartbeat was already touched by receiving any frame.
    case 'pusher:subscribe':
      subscribe(ctx, client, decodeData(data))
      return
    case 'pusher:unsubscribe':
      unsubscribe(ctx, client, decodeData(data))
      return
    case 'pusher:signin':
      signin(ctx, client, decodeData(data))
      return
  }
  if (event.startsWith('client-')) {
    clientEvent(ctx, client, event, channel, data)
    return
  }
  client.send(encodeError(ErrorCode.GENERIC_RECONNECT, `Unsupported event: ${event.slice(0, 100)}`))
}

type SubscriptionRefusal = { code: number; type: 'AuthError' | 'LimitReached'; status: number; message: string }

const authError = (message: string, status = 401): SubscriptionRefusal => ({
  code: ErrorCode.UNAUTHORIZED,
  type: 'AuthError',
  status,
  message,
})

/** A limit, not a fault: the socket stays open and may subscribe again once under the limit. */
const limitReached = (code: number, message: string): SubscriptionRefusal => ({ code, type: 'LimitReached', status: 429, message })

/**
 * A refused subscription gets both the pusher:error the protocol doc describes and a
 * channel-scoped pusher:subscription_error, which is what pusher-js/laravel-echo listen to.
 * pusher-js only reports a pusher:error on an open socket; it does not disconnect.
 */
function refuseSubscription(client: Client, channel: string | undefined, refusal: SubscriptionRefusal): void {
  client.send(encodeError(refusal.code, refusal.message))
  if (channel !== undefined && channel.length <= 200) {
    client.send(encodeEvent('pusher:subscription_error', { type: refusal.type, error: refusal.message, status: refusal.status }, channel))
  }
}

function subscribe(ctx: HubContext, client: Client, data: unknown): void {
  const parsed = SubscribeSchema.safeParse(data)
  // Every attempt counts, malformed and unauthorised ones too: they cost the server as much.
  if (!client.rates.subscribe.take()) {
    const { count, windowMs } = ctx.limits.subscribeRate
    const message = `Too many subscribe requests: at most ${count} per ${windowMs / 1000} s`
    refuseSubscription(client, parsed.success ? parsed.data.channel : undefined, limitReached(ErrorCode.EVENT_REJECTED, message))
    return
  }
  if (!parsed.success) {
    refuseSubscription(client, undefined, authError('Invalid pusher:subscribe payload', 400))
    return
  }
  const { channel, auth, channel_data: channelData } = parsed.data
  const kind = channelKind(channel)
  if (kind === null) {
    refuseSubscription(client, channel, authError('Invalid channel name', 400))
    return
  }
  const max = ctx.limits.maxChannelsPerConnection
  if (!client.channels.has(channel) && client.channels.size >= max) {
    refuseSubscription(client, channel, limitReached(ErrorCode.OVER_CAPACITY, `Too many channels: at most ${max} per connection`))
    return
  }

  const { key, secret } = ctx.app
  let member: PresenceMember | undefined
  switch (kind) {
    case 'public':
      break
    case 'private':
    case 'private-encrypted':
      if (!auth || !verifyChannelAuth({ key, secret, socketId: client.id, channel, auth })) {
        refuseSubscription(client, channel, authError(`Invalid signature for channel ${channel}`))
        return
      }
      break
    case 'presence': {
      if (!auth) {
        refuseSubscription(client, channel, authError(`Missing auth for channel ${channel}`))
        return
      }
      const resolved = resolvePresenceMember(ctx, client, channel, auth, channelData)
      if (typeof resolved === 'string') {
        refuseSubscription(client, channel, authError(resolved))
        return
      }
      member = resolved
      break
    }
    case 'server-to-user':
      // pusher-js subscribes here after signin with an empty auth; only the signed-in user may.
      if (client.userId === undefined || channel !== serverToUserChannel(client.userId)) {
        refuseSubscription(client, channel, authError('Sign in before subscribing to the server-to-user channel'))
        return
      }
      break
  }

  const { memberAdded } = ctx.registry.subscribe(channel, client.id, member)
  client.channels.add(channel)
  client.send(encodeEvent('pusher_internal:subscription_succeeded', kind === 'presence' ? ctx.registry.presence(channel) : {}, channel))
  if (memberAdded) {
    publish(ctx, channel, encodeEvent('pusher_internal:member_added', memberAdded, channel), client.id)
  }
}

/** Returns the presence member, or an error message. */
function resolvePresenceMember(
  ctx: HubContext,
  client: Client,
  channel: string,
  auth: string,
  channelData: string | undefined,
): PresenceMember | string {
  const { key, secret } = ctx.app
  if (channelData === undefined) {
    // pusher-js allows presence without channel_data when the user signed in first.
    if (client.userId === undefined) return `Missing channel_data for channel ${channel}`
    if (!verifyChannelAuth({ key, secret, socketId: client.id, channel, auth })) {
      return `Invalid signature for channel ${channel}`
    }
    return { user_id: client.userId, user_info: client.userInfo }
  }
  if (!verifyChannelAuth({ key, secret, socketId: client.id, channel, channelData, auth })) {
    return `Invalid signature for channel ${channel}`
  }
  let decoded: unknown
  try {
    decoded = JSON.parse(channelData)
  } catch {
    return 'channel_data is not valid JSON'
  }
  const parsed = ChannelDataSchema.safeParse(decoded)
  if (!parsed.success) return 'channel_data must contain user_id'
  return parsed.data.user_info === undefined
    ? { user_id: parsed.data.user_id }
    : { user_id: parsed.data.user_id, user_info: parsed.data.user_info }
}

function unsubscribe(ctx: HubContext, client: Client, data: unknown): void {
  const parsed = UnsubscribeSchema.safeParse(data)
  if (!parsed.success) {
    client.send(encodeError(ErrorCode.GENERIC_RECONNECT, 'Invalid pusher:unsubscribe payload'))
    return
  }
  leaveChannel(ctx, client, parsed.data.channel)
}

/** Removes a client from a channel and tells remaining members if the user is gone. */
export function leaveChannel(ctx: HubContext, client: Client, channel: string): void {
  client.channels.delete(channel)
  const { memberRemoved } = ctx.registry.unsubscribe(channel, client.id)
  if (memberRemoved) {
    publish(ctx, channel, encodeEvent('pusher_internal:member_removed', memberRemoved, channel))
  }
}

function signin(ctx: HubContext, client: Client, data: unknown): void {
  const parsed = SigninSchema.safeParse(data)
  if (!parsed.success) {
    client.send(encodeError(ErrorCode.UNAUTHORIZED, 'Invalid pusher:signin payload'))
    return
  }
  const { auth, user_data: userData } = parsed.data
  const { key, secret } = ctx.app
  if (!verifyUserAuth({ key, secret, socketId: client.id, userData, auth })) {
    client.send(encodeError(ErrorCode.UNAUTHORIZED, 'Invalid signin signature'))
    return
  }
  let decoded: unknown
  try {
    decoded = JSON.parse(userData)
  } catch {
    client.send(encodeError(ErrorCode.UNAUTHORIZED, 'user_data is not valid JSON'))
    return
  }
  const user = UserDataSchema.safeParse(decoded)
  if (!user.success) {
    client.send(encodeError(ErrorCode.UNAUTHORIZED, 'user_data must contain a non-empty string id'))
    return
  }
  client.userId = user.data.id
  client.userInfo = user.data.user_info
  client.send(encodeEvent('pusher:signin_success', { user_data: userData }))
}

function clientEvent(ctx: HubContext, client: Client, event: string, channel: string | undefined, data: unknown): void {
  if (!client.rates.clientEvent.take()) {
    const { count, windowMs } = ctx.limits.clientEventRate
    client.send(encodeError(ErrorCode.EVENT_REJECTED, `Client event rejected due to rate limit: at most ${count} per ${windowMs / 1000} s`))
    return
  }
  if (channel === undefined) {
    client.send(encodeError(ErrorCode.UNAUTHORIZED, 'Client events need a channel'))
    return
  }
  const kind = channelKind(channel)
  // Pusher only relays client events on authenticated channels, and never on encrypted ones
  // (the server cannot know the payload was encrypted).
  if (kind !== 'private' && kind !== 'presence') {
    client.send(encodeError(ErrorCode.UNAUTHORIZED, 'Client events are only allowed on private and presence channels'))
    return
  }
  if (!ctx.registry.isSubscribed(channel, client.id)) {
    client.send(encodeError(ErrorCode.UNAUTHORIZED, `Not subscribed to ${channel}`))
    return
  }
  const userId = kind === 'presence' ? ctx.registry.userOf(channel, client.id) : undefined
  publish(ctx, channel, encodeEvent(event, data ?? {}, channel, userId), client.id)
}
