// End-to-end tests: the real pusher-js client (Node build) and raw `ws` clients against the server.
import type Pusher from 'pusher-js'
import type { Members, PresenceChannel } from 'pusher-js'
import { describe, expect, it } from 'vitest'
import { captureLogs } from '../log/testing'
import { signUserAuth } from './signature'
import {
  RawClient,
  connected,
  dataOf,
  once,
  pusherJs,
  startServer,
  testApp,
  trackOpened,
  until,
  type PusherJsOptions,
} from './test-helpers'

const { server, pushers, raws } = trackOpened()

async function raw(port: number, path?: string): Promise<RawClient> {
  const client = await RawClient.connect(port, path)
  raws.push(client)
  return client
}

function pusherClient(port: number, opts: PusherJsOptions = {}): Pusher {
  const pusher = pusherJs(port, opts)
  pushers.push(pusher)
  return pusher
}

describe('connection', () => {
  it('connects pusher-js and reports a Pusher-style socket id', async () => {
    const srv = await server()
    const pusher = pusherClient(srv.port)
    const socketId = await connected(pusher)
    expect(socketId).toMatch(/^\d+\.\d+$/)
    expect(srv.stats()).toEqual({ connections: 1, channels: 0 })
  })

  it('sends connection_established with a JSON-string payload', async () => {
    const srv = await server({ activityTimeoutSec: 30 })
    const client = await raw(srv.port)
    const frame = await client.next()
    expect(frame.event).toBe('pusher:connection_established')
    expect(typeof frame.data).toBe('string')
    expect(dataOf(frame)).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 30 })
  })

  it('refuses an unknown app key with 4001 and pusher-js stops retrying', async () => {
    const srv = await server()
    const pusher = pusherClient(srv.port, { key: 'wrong-key' })
    const error = await new Promise<{ error?: { data?: { code?: number } } }>((resolve) => {
      pusher.connection.bind('error', resolve)
    })
    expect(error.error?.data?.code).toBe(4001)
    await until(() => pusher.connection.state === 'disconnected')

    const client = await raw(srv.port, '/app/wrong-key?protocol=7')
    expect(await client.next()).toEqual({ event: 'pusher:error', data: { code: 4001, message: 'App key does not exist' } })
    expect((await client.closed).code).toBe(4001)
  })

  it('refuses missing and unsupported protocol versions', async () => {
    const srv = await server()
    const missing = await raw(srv.port, `/app/${testApp.key}`)
    expect((await missing.closed).code).toBe(4008)
    const old = await raw(srv.port, `/app/${testApp.key}?protocol=5`)
    expect((await old.closed).code).toBe(4007)
  })
})

describe('channels', () => {
  it('delivers a broadcast on a public channel, honouring exceptSocketId', async () => {
    const srv = await server()
    const a = pusherClient(srv.port)
    const b = pusherClient(srv.port)
    const [, bId] = await Promise.all([connected(a), connected(b)])
    const chA = a.subscribe('poll.1')
    const chB = b.subscribe('poll.1')
    await Promise.all([once(chA, 'pusher:subscription_succeeded'), once(chB, 'pusher:subscription_succeeded')])
    expect(srv.stats()).toEqual({ connections: 2, channels: 1 })

    const receivedByB: unknown[] = []
    chB.bind('VoteCast', (data: unknown) => receivedByB.push(data))
    const gotA = once(chA, 'VoteCast')
    srv.broadcast(['poll.1', 'poll.2'], 'VoteCast', { option: 3, total: 10 }, bId)
    expect(await gotA).toEqual({ option: 3, total: 10 })

    // A pre-encoded string is passed through untouched.
    const gotString = once(chB, 'Raw')
    srv.broadcast(['poll.1'], 'Raw', '{"already":"json"}')
    expect(await gotString).toEqual({ already: 'json' })
    expect(receivedByB).toEqual([])
  })

  it('subscribes to a private channel with valid auth and refuses a forged one', async () => {
    const srv = await server()
    const good = pusherClient(srv.port)
    const forged = pusherClient(srv.port, { forge: true })
    await Promise.all([connected(good), connected(forged)])

    await once(good.subscribe('private-poll.1'), 'pusher:subscription_succeeded')
    const error = await once<{ type: string; status: number }>(forged.subscribe('private-poll.1'), 'pusher:subscription_error')
    expect(error).toMatchObject({ type: 'AuthError', status: 401 })

    // Only the good socket is subscribed, so only it receives broadcasts.
    expect(srv.stats().channels).toBe(1)
  })

  it('sends pusher:error 4009 for bad auth and invalid channel names', async () => {
    const srv = await server()
    const client = await raw(srv.port)
    await client.next()
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-x', auth: `${testApp.key}:${'0'.repeat(64)}` } })
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4009 } })
    expect(await client.next()).toMatchObject({ event: 'pusher:subscription_error', channel: 'private-x' })

    client.send({ event: 'pusher:subscribe', data: { channel: 'bad name!' } })
    expect(await client.next()).toEqual({ event: 'pusher:error', data: { code: 4009, message: 'Invalid channel name' } })
    await client.next() // its subscription_error
    client.send({ event: 'pusher:subscribe', data: { channel: 'x'.repeat(201) } })
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4009 } })
    expect(srv.stats().channels).toBe(0)
  })

  it('tracks presence members across two clients', async () => {
    const srv = await server()
    const ada = pusherClient(srv.port, { user: { id: '1', info: { name: 'Ada' } } })
    const bob = pusherClient(srv.port, { user: { id: '2', info: { name: 'Bob' } } })
    await Promise.all([connected(ada), connected(bob)])

    const adaChannel = ada.subscribe('presence-poll.1') as PresenceChannel
    const adaMembers = await once<Members>(adaChannel, 'pusher:subscription_succeeded')
    expect(adaMembers.count).toBe(1)
    expect(adaMembers.me).toEqual({ id: '1', info: { name: 'Ada' } })

    const added = once<{ id: string; info: unknown }>(adaChannel, 'pusher:member_added')
    const bobChannel = bob.subscribe('presence-poll.1') as PresenceChannel
    const bobMembers = await once<Members>(bobChannel, 'pusher:subscription_succeeded')
    expect(bobMembers.count).toBe(2)
    expect(bobMembers.get('1')).toEqual({ id: '1', info: { name: 'Ada' } })
    expect(await added).toEqual({ id: '2', info: { name: 'Bob' } })

    const removed = once<{ id: string }>(adaChannel, 'pusher:member_removed')
    bob.disconnect()
    expect(await removed).toEqual({ id: '2', info: { name: 'Bob' } })
    expect(adaChannel.members.count).toBe(1)
  })

  it('relays client events between two clients on a private channel, not back to the sender', async () => {
    const srv = await server()
    const a = pusherClient(srv.port)
    const b = pusherClient(srv.port)
    await Promise.all([connected(a), connected(b)])
    const chA = a.subscribe('private-poll.1')
    const chB = b.subscribe('private-poll.1')
    await Promise.all([once(chA, 'pusher:subscription_succeeded'), once(chB, 'pusher:subscription_succeeded')])

    const echoedToSender: unknown[] = []
    chA.bind('client-typing', (data: unknown) => echoedToSender.push(data))
    const got = once(chB, 'client-typing')
    expect(chA.trigger('client-typing', { who: 'a' })).toBe(true)
    expect(await got).toEqual({ who: 'a' })
    // Frames to one socket keep their order: an echo would have reached A before this marker.
    const marker = once(chA, 'Marker')
    srv.broadcast(['private-poll.1'], 'Marker', {})
    await marker
    expect(echoedToSender).toEqual([])
  })

  it('rejects client events on public or unjoined channels', async () => {
    const srv = await server()
    const client = await raw(srv.port)
    await client.next()
    client.send({ event: 'pusher:subscribe', data: { channel: 'public-poll' } })
    await client.next()
    client.send({ event: 'client-x', channel: 'public-poll', data: {} })
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4009 } })
    client.send({ event: 'client-x', channel: 'private-not-joined', data: {} })
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4009 } })
  })

  it('unsubscribes and frees the channel', async () => {
    const srv = await server()
    const pusher = pusherClient(srv.port)
    await connected(pusher)
    await once(pusher.subscribe('poll.9'), 'pusher:subscription_succeeded')
    expect(srv.stats().channels).toBe(1)
    pusher.unsubscribe('poll.9')
    await until(() => srv.stats().channels === 0)
  })
})

describe('user sign-in', () => {
  it('signs in and receives events on the server-to-user channel', async () => {
    const srv = await server()
    const pusher = pusherClient(srv.port, { user: { id: '42', info: { name: 'Zed' } } })
    await connected(pusher)
    pusher.signin()
    await until(() => srv.stats().channels === 1)
    const got = new Promise((resolve) => pusher.user.bind('Notice', resolve))
    srv.broadcast(['#server-to-user-42'], 'Notice', { text: 'hi' })
    expect(await got).toEqual({ text: 'hi' })
  })

  it('refuses a forged signin', async () => {
    const srv = await server()
    const client = await raw(srv.port)
    const established = dataOf(await client.next()) as { socket_id: string }
    const userData = '{"id":"7"}'
    const forged = signUserAuth({ key: testApp.key, secret: 'nope', socketId: established.socket_id, userData })
    client.send({ event: 'pusher:signin', data: forged })
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4009 } })
    const good = signUserAuth({ key: testApp.key, secret: testApp.secret, socketId: established.socket_id, userData })
    client.send({ event: 'pusher:signin', data: good })
    const success = await client.next()
    expect(success.event).toBe('pusher:signin_success')
    expect(dataOf(success)).toEqual({ user_data: userData })
  })
})

describe('heartbeat', () => {
  it('answers pusher:ping with pusher:pong', async () => {
    const srv = await server()
    const client = await raw(srv.port)
    await client.next()
    client.send({ event: 'pusher:ping', data: {} })
    expect(await client.next()).toEqual({ event: 'pusher:pong', data: '{}' })
  })

  it('pings idle clients: pusher-js answers and stays connected', async () => {
    const srv = await server({ idleTimeoutMs: 50, pongTimeoutMs: 100 })
    const pusher = pusherClient(srv.port)
    const socketId = await connected(pusher)
    let pings = 0
    pusher.connection.bind('message', (frame: { event: string }) => {
      if (frame.event === 'pusher:ping') pings++
    })
    // Two pings answered in a row: the first pong was accepted as proof of life.
    await until(() => pings >= 2)
    // Same socket id: the connection survived rather than being closed and re-established.
    expect(pusher.connection.state).toBe('connected')
    expect(pusher.connection.socket_id).toBe(socketId)
    expect(srv.stats().connections).toBe(1)
  })

  it('closes a client that never answers a ping with 4201', async () => {
    const srv = await server({ idleTimeoutMs: 50, pongTimeoutMs: 50 })
    const client = await raw(srv.port)
    await client.next()
    expect((await client.next()).event).toBe('pusher:ping')
    expect((await client.closed).code).toBe(4201)
    await until(() => srv.stats().connections === 0)
  })
})

describe('robustness', () => {
  it('answers malformed and oversized frames with pusher:error and keeps serving', async () => {
    const srv = await server({ limits: { maxMessageBytes: 1024 } })
    const client = await raw(srv.port)
    await client.next()
    client.send('{not json')
    expect(await client.next()).toEqual({ event: 'pusher:error', data: { code: 4200, message: 'Invalid JSON' } })
    client.send('[1,2,3]')
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4200 } })
    client.send({ event: 'pusher:subscribe', data: 42 })
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4009 } })
    client.send({ event: 'client-x', channel: 'private-a', data: 'x'.repeat(2000) })
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4301 } })
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true })
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4200 } })

    // Same socket and a fresh one both still work.
    client.send({ event: 'pusher:ping' })
    expect((await client.next()).event).toBe('pusher:pong')
    const fresh = await raw(srv.port)
    expect((await fresh.next()).event).toBe('pusher:connection_established')
  })

  it('logs frames over the size limit as a warning without a stack, a bounded number of lines for 300 of them', async () => {
    const srv = await server({ limits: { maxMessageBytes: 1024, maxConnectionsPerIp: 1000 } })
    const logs = captureLogs()
    try {
      // ws closes a socket after its first frame over maxPayload (1009): 300 frames, 300 sockets.
      const oversized = 'x'.repeat(70 * 1024)
      for (let batch = 0; batch < 6; batch++) {
        const clients = await Promise.all(Array.from({ length: 50 }, () => RawClient.established(srv.port)))
        for (const { client } of clients) client.ws.send(oversized)
        const codes = await Promise.all(clients.map(async ({ client }) => (await client.closed).code))
        expect(new Set(codes)).toEqual(new Set([1009]))
      }
      const lines = logs.lines.join('').split('\n').filter(Boolean)
      expect(lines.length).toBeLessThanOrEqual(2)
      expect(logs.entries[0]).toMatchObject({
        level: 'warn',
        component: 'realtime',
        msg: 'websocket closed: the client broke the protocol',
        code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      })
      expect(logs.entries[0]).not.toHaveProperty('err')
    } finally {
      logs.restore()
    }
    // Still serving.
    const fresh = await raw(srv.port)
    expect((await fresh.next()).event).toBe('pusher:connection_established')
  })

  it('close() disconnects clients and frees the port', async () => {
    const srv = await startServer()
    const client = await RawClient.connect(srv.port)
    await client.next()
    await srv.close()
    await client.closed
    expect(srv.stats().connections).toBe(0)
    const again = await server({ port: srv.port })
    expect(again.port).toBe(srv.port)
  })
})
