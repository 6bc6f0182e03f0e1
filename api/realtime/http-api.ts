// Pusher Channels HTTP API on the realtime server's port: publish (events, batch_events) and
// channel queries (channels, channel, users), each request authenticated by Pusher's request
// signature. Statuses and JSON shapes follow Pusher's HTTP API reference, so the official SDKs
// (and anything pointed at Pusher, Reverb or soketi) work unchanged.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { publish, type HubContext } from './handlers'
import { SOCKET_ID, channelKind, encodeEvent, isReservedEventName } from './protocol'
import { verifyRequestSignature } from './request-signature'

/** Pusher's documented limits: channels per published event and events per batch. */
export const MAX_CHANNELS_PER_EVENT = 100
export const MAX_BATCH_SIZE = 10

export type HttpApiContext = HubContext & { nowMs: () => number }

type Answer = { status: number; body: unknown; headers?: Record<string, string> }

const answer = (status: number, body: unknown): Answer => ({ status, body })
/** Errors are short plain-text explanations, as Pusher sends them. */
const fail = (status: number, message: string, headers?: Record<string, string>): Answer => ({ status, body: message, headers })

class BodyTooLarge extends Error {}
class BodyIncomplete extends Error {}

/** Reads at most `max` bytes; a longer body stops the read (the socket is closed after the 413). */
function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > max) {
      reject(new BodyTooLarge())
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > max) {
        req.removeAllListeners('data')
        req.pause()
        reject(new BodyTooLarge())
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    // A caller that hangs up mid-body (or is timed out) is not a server error worth logging.
    req.on('error', () => reject(new BodyIncomplete()))
    req.on('close', () => reject(new BodyIncomplete()))
  })
}

/** Decoded query parameters; a repeated key is refused rather than guessed at. */
function parseQuery(search: string): Map<string, string> | string {
  const query = new Map<string, string>()
  for (const [key, value] of new URLSearchParams(search)) {
    if (query.has(key)) return `Duplicate query parameter ${key.slice(0, 50)}`
    query.set(key, value)
  }
  return query
}

const ROUTE = /^\/apps\/([^/]+)\/(events|batch_events|channels)(?:\/([^/]+)(\/users)?)?\/?$/

type Route =
  { kind: 'events' | 'batch_events' } | { kind: 'channels' } | { kind: 'channel'; channel: string } | { kind: 'users'; channel: string }

/** Percent-decodes a path or one of its segments; null when malformed. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** Handles one request under /apps/; never throws for anything a caller can get wrong. */
export async function handleHttpApi(ctx: HttpApiContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const rawUrl = req.url ?? '/'
  const queryAt = rawUrl.indexOf('?')
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
  const result = await dispatch(ctx, req, path, queryAt === -1 ? '' : rawUrl.slice(queryAt + 1))
  const text = typeof result.body === 'string' ? `${result.body}\n` : JSON.stringify(result.body)
  res.writeHead(result.status, {
    'content-type': typeof result.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...result.headers,
  })
  res.end(text)
}

async function dispatch(ctx: HttpApiContext, req: IncomingMessage, path: string, search: string): Promise<Answer> {
  const match = ROUTE.exec(path)
  if (!match) return fail(404, 'Not found')
  const [, rawAppId = '', resource, rawChannel, users] = match
  if (decodeSegment(rawAppId) !== ctx.app.id) return fail(404, 'Unknown app id')
  if (resource !== 'channels' && rawChannel !== undefined) return fail(404, 'Not found')
  const method = resource === 'channels' ? 'GET' : 'POST'
  if (req.method !== method) return fail(405, `Use ${method}`, { allow: method })

  let body: Buffer
  try {
    body = await readBody(req, ctx.limits.maxRequestBytes)
  } catch (error) {
    // The rest of the body is not read; closing the connection is the only way to discard it.
    if (error instanceof BodyTooLarge) return fail(413, `Request body exceeds ${ctx.limits.maxRequestBytes} bytes`, { connection: 'close' })
    if (error instanceof BodyIncomplete) return fail(400, 'Request body incomplete')
    throw error
  }
  const query = parseQuery(search)
  if (typeof query === 'string') return fail(400, query)
  const refused = verifyRequestSignature(
    { method, path, decodedPath: decodeSegment(path) ?? undefined, query, body },
    { key: ctx.app.key, secret: ctx.app.secret, nowSec: Math.floor(ctx.nowMs() / 1000) },
  )
  if (refused) return fail(401, refused)

  // Only an authenticated caller learns anything about channels, even that a name is malformed.
  let route: Route
  if (resource === 'events' || resource === 'batch_events') route = { kind: resource }
  else if (rawChannel === undefined) route = { kind: 'channels' }
  else {
    const channel = decodeSegment(rawChannel)
    if (channel === null || channelKind(channel) === null) return fail(400, 'Invalid channel name')
    route = users ? { kind: 'users', channel } : { kind: 'channel', channel }
  }
  switch (route.kind) {
    case 'events':
      return triggerEvent(ctx, body)
    case 'batch_events':
      return triggerBatch(ctx, body)
    case 'channels':
      return listChannels(ctx, query)
    case 'channel':
      return channelInfo(ctx, route.channel, query)
    case 'users':
      return channelUsers(ctx, route.channel)
  }
}

const NOT_JSON = Symbol('not JSON')

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    return NOT_JSON
  }
}

/** The first problem zod found, short enough to be an error body. */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid body'
}

const EventFields = {
  name: z.string().min(1).max(200),
  /** Pusher takes the payload as a string (usually JSON) and delivers it untouched. */
  data: z.string(),
  socket_id: z.string().regex(SOCKET_ID).optional(),
  info: z.string().optional(),
}
const EventSchema = z.object({ ...EventFields, channels: z.array(z.string()).optional(), channel: z.string().optional() })
const BatchSchema = z.object({ batch: z.array(z.object({ ...EventFields, channel: z.string() })) })

type ChannelAttributes = { user_count?: number; subscription_count?: number }
type InfoAttribute = 'user_count' | 'subscription_count'

/** Parses `info=a,b`; returns the attributes or the name of an unsupported one. */
function parseInfo(info: string | undefined, allowed: readonly InfoAttribute[]): InfoAttribute[] | string {
  if (info === undefined || info === '') return []
  const wanted = info.split(',').map((part) => part.trim())
  const unknown = wanted.find((attribute) => !(allowed as readonly string[]).includes(attribute))
  return unknown === undefined ? (wanted as InfoAttribute[]) : `Unsupported info attribute: ${unknown.slice(0, 50)}`
}

function attributesOf(ctx: HttpApiContext, channel: string, info: readonly InfoAttribute[]): ChannelAttributes {
  const attributes: ChannelAttributes = {}
  // user_count exists only for presence channels; Pusher leaves it out for the others.
  if (info.includes('user_count') && channelKind(channel) === 'presence') attributes.user_count = ctx.registry.userCount(channel)
  if (info.includes('subscription_count')) attributes.subscription_count = ctx.registry.subscriptionCount(channel)
  return attributes
}

type CheckedEvent = { name: string; data: string; channels: string[]; socketId?: string; info: InfoAttribute[] }

/** The checks shared by events and batch_events; returns the event ready to publish or the answer to refuse it. */
function checkEvent(
  ctx: HttpApiContext,
  event: { name: string; data: string; channels: string[]; socket_id?: string; info?: string },
): CheckedEvent | Answer {
  if (isReservedEventName(event.name)) return fail(400, 'Event names starting with pusher: or pusher_internal: are reserved')
  if (event.channels.length === 0) return fail(400, 'Give channels (an array) or channel')
  if (event.channels.length > MAX_CHANNELS_PER_EVENT) return fail(400, `At most ${MAX_CHANNELS_PER_EVENT} channels per event`)
  const invalid = event.channels.find((channel) => channelKind(channel) === null)
  if (invalid !== undefined) return fail(400, `Invalid channel name: ${invalid.slice(0, 200)}`)
  const info = parseInfo(event.info, ['user_count', 'subscription_count'])
  if (typeof info === 'string') return fail(400, info)
  if (Buffer.byteLength(event.data, 'utf8') > ctx.limits.maxEventBytes) {
    return fail(413, `Event data exceeds ${ctx.limits.maxEventBytes} bytes`)
  }
  return { name: event.name, data: event.data, channels: [...new Set(event.channels)], socketId: event.socket_id, info }
}

function deliver(ctx: HttpApiContext, event: CheckedEvent): void {
  for (const channel of event.channels) publish(ctx, channel, encodeEvent(event.name, event.data, channel), event.socketId)
}

function triggerEvent(ctx: HttpApiContext, body: Buffer): Answer {
  const json = parseJson(body)
  if (json === NOT_JSON) return fail(400, 'Invalid JSON body')
  const parsed = EventSchema.safeParse(json)
  if (!parsed.success) return fail(400, problemOf(parsed.error))
  const { channels, channel, ...rest } = parsed.data
  if (channels !== undefined && channel !== undefined) return fail(400, 'Give channels or channel, not both')
  const checked = checkEvent(ctx, { ...rest, channels: channels ?? (channel === undefined ? [] : [channel]) })
  if ('status' in checked) return checked
  deliver(ctx, checked)
  if (checked.info.length === 0) return answer(200, {})
  return answer(200, { channels: Object.fromEntries(checked.channels.map((name) => [name, attributesOf(ctx, name, checked.info)])) })
}

function triggerBatch(ctx: HttpApiContext, body: Buffer): Answer {
  const json = parseJson(body)
  if (json === NOT_JSON) return fail(400, 'Invalid JSON body')
  const parsed = BatchSchema.safeParse(json)
  if (!parsed.success) return fail(400, problemOf(parsed.error))
  const { batch } = parsed.data
  if (batch.length > MAX_BATCH_SIZE) return fail(400, `Batch too large: at most ${MAX_BATCH_SIZE} events`)
  // All or nothing: every event is checked before the first is published.
  const checked: CheckedEvent[] = []
  for (const { channel, ...rest } of batch) {
    const event = checkEvent(ctx, { ...rest, channels: [channel] })
    if ('status' in event) return event
    checked.push(event)
  }
  for (const event of checked) deliver(ctx, event)
  if (checked.every((event) => event.info.length === 0)) return answer(200, {})
  return answer(200, { batch: checked.map((event) => attributesOf(ctx, event.channels[0] ?? '', event.info)) })
}

/** Channels that exist for the API: occupied ones, without pusher-js's internal server-to-user channels. */
function* listedChannels(ctx: HttpApiContext, prefix: string): Generator<string> {
  for (const channel of ctx.registry.occupiedChannels()) {
    if (channel.startsWith(prefix) && channelKind(channel) !== 'server-to-user') yield channel
  }
}

function listChannels(ctx: HttpApiContext, query: ReadonlyMap<string, string>): Answer {
  const prefix = query.get('filter_by_prefix') ?? ''
  const info = parseInfo(query.get('info'), ['user_count'])
  if (typeof info === 'string') return fail(400, info)
  if (info.includes('user_count') && !prefix.startsWith('presence-')) {
    return fail(400, 'user_count may only be requested for presence channels (filter_by_prefix=presence-)')
  }
  const channels: Record<string, ChannelAttributes> = {}
  for (const channel of listedChannels(ctx, prefix)) channels[channel] = attributesOf(ctx, channel, info)
  return answer(200, { channels })
}

function channelInfo(ctx: HttpApiContext, channel: string, query: ReadonlyMap<string, string>): Answer {
  const info = parseInfo(query.get('info'), ['user_count', 'subscription_count'])
  if (typeof info === 'string') return fail(400, info)
  if (info.includes('user_count') && channelKind(channel) !== 'presence') {
    return fail(400, 'user_count may only be requested for presence channels')
  }
  return answer(200, { occupied: ctx.registry.subscriptionCount(channel) > 0, ...attributesOf(ctx, channel, info) })
}

function channelUsers(ctx: HttpApiContext, channel: string): Answer {
  if (channelKind(channel) !== 'presence') return fail(400, 'Users can only be listed for presence channels')
  return answer(200, { users: ctx.registry.userIds(channel).map((id) => ({ id })) })
}
