// The Pusher HTTP API of the realtime server, driven by the official `pusher` SDK (and by hand for
// what the SDK will not send), with pusher-js and raw sockets on the receiving end.
import PusherServer from 'pusher'
import type Pusher from 'pusher-js'
import { describe, expect, it } from 'vitest'
import { CLAIM_CREATED_EVENT, CLAIMS_CHANNEL } from '../../contract/claims'
import { MAX_CLOCK_SKEW_SEC } from './request-signature'
import type { RealtimeServer } from './server'
import { RawClient, apiRequest, connected, joined, once, pusherJs, testApp, trackOpened, until, type PusherJsOptions } from './test-helpers'

const { server, pushers, raws } = trackOpened()

function client(port: number, opts: PusherJsOptions = {}): Pusher {
  const pusher = pusherJs(port, opts)
  pushers.push(pusher)
  return pusher
}

async function raw(port: number): Promise<{ client: RawClient; socketId: string }> {
  const established = await RawClient.established(port)
  raws.push(established.client)
  return established
}

/** The official server SDK pointed at the test server, as the API's publisher is. */
function sdk(port: number, overrides: Partial<{ appId: string; key: string; secret: string }> = {}): PusherServer {
  return new PusherServer({
    appId: testApp.id,
    key: testApp.key,
    secret: testApp.secret,
    host: '127.0.0.1',
    port: String(port),
    ...overrides,
  })
}

/** The HTTP status of an SDK call, whether it resolved or was rejected with a RequestError. */
async function statusOf(call: Promise<{ status: number }>): Promise<number> {
  try {
    return (await call).status
  } catch (error) {
    if (error instanceof PusherServer.RequestError && error.status !== undefined) return error.status
    throw error
  }
}

async function json(call: Promise<{ json(): Promise<unknown> }>): Promise<unknown> {
  return (await call).json()
}

const claim = { id: 7, name: 'Je****er', amount: 12.5, currency: 'EUR', tier: 'diamond' }

describe('publishing with the official pusher SDK', () => {
  it('triggers ClaimCreated on claims and pusher-js receives it; the answer is {}', async () => {
    const srv = await server()
    const listener = client(srv.port)
    const claims = await joined(listener, CLAIMS_CHANNEL)
    const received = once(claims, CLAIM_CREATED_EVENT)

    const response = await sdk(srv.port).trigger(CLAIMS_CHANNEL, CLAIM_CREATED_EVENT, claim)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
    expect(await received).toEqual(claim)
  })

  it('leaves out the socket_id given and answers info per channel', async () => {
    const srv = await server()
    const ada = client(srv.port, { user: { id: '1' } })
    const bob = client(srv.port, { user: { id: '2' } })
    const [, bobId] = await Promise.all([connected(ada), connected(bob)])
    const [adaRoom, bobRoom] = await Promise.all([joined(ada, 'presence-room'), joined(bob, 'presence-room')])
    await joined(ada, 'claims')

    const toBob: unknown[] = []
    bobRoom.bind('Moved', (data: unknown) => toBob.push(data))
    const toAda = once(adaRoom, 'Moved')
    const response = await sdk(srv.port).trigger(
      ['presence-room', 'claims'],
      'Moved',
      { to: 3 },
      {
        socket_id: bobId,
        info: 'user_count,subscription_count',
      },
    )
    expect(await response.json()).toEqual({
      channels: { 'presence-room': { user_count: 2, subscription_count: 2 }, claims: { subscription_count: 1 } },
    })
    expect(await toAda).toEqual({ to: 3 })
    // Frames to one socket keep their order: had Bob been sent "Moved", it would precede this marker.
    const marker = once(bobRoom, 'Marker')
    await sdk(srv.port).trigger('presence-room', 'Marker', {})
    await marker
    expect(toBob).toEqual([])
  })

  it('triggerBatch delivers every event and answers {} or the info of each event', async () => {
    const srv = await server()
    const listener = client(srv.port)
    const [first, second] = await Promise.all([joined(listener, 'batch-a'), joined(listener, 'batch-b')])
    const gotFirst = once(first, 'One')
    const gotSecond = once(second, 'Two')

    const plain = await sdk(srv.port).triggerBatch([
      { channel: 'batch-a', name: 'One', data: { n: 1 } },
      { channel: 'batch-b', name: 'Two', data: { n: 2 } },
    ])
    expect(await plain.json()).toEqual({})
    expect(await Promise.all([gotFirst, gotSecond])).toEqual([{ n: 1 }, { n: 2 }])

    const withInfo = await sdk(srv.port).triggerBatch([
      { channel: 'batch-a', name: 'One', data: {}, info: 'subscription_count' },
      { channel: 'batch-b', name: 'Two', data: {} },
    ])
    expect(await withInfo.json()).toEqual({ batch: [{ subscription_count: 1 }, {}] })
  })

  it('sendToUser reaches the signed-in user on #server-to-user-{id}', async () => {
    const srv = await server()
    const pusher = client(srv.port, { user: { id: '42' } })
    await connected(pusher)
    pusher.signin()
    await until(() => srv.stats().channels === 1)
    const got = new Promise((resolve) => pusher.user.bind('Notice', resolve))
    expect(await statusOf(sdk(srv.port).sendToUser('42', 'Notice', { text: 'hi' }))).toBe(200)
    expect(await got).toEqual({ text: 'hi' })
  })
})

describe('request authentication', () => {
  it('answers 401 to a wrong secret and a wrong key, and delivers nothing', async () => {
    const srv = await server()
    const { client: listener } = await raw(srv.port)
    listener.send({ event: 'pusher:subscribe', data: { channel: 'claims' } })
    expect((await listener.next()).event).toBe('pusher_internal:subscription_succeeded')

    const forged = sdk(srv.port, { secret: 'not-the-secret' }).trigger('claims', 'Forged', {})
    await expect(forged).rejects.toMatchObject({ status: 401, body: expect.stringMatching(/^Invalid signature/) })
    const wrongKey = sdk(srv.port, { key: 'other-key' }).trigger('claims', 'Forged', {})
    await expect(wrongKey).rejects.toMatchObject({ status: 401, body: 'Unknown auth_key\n' })

    // Nothing reached the subscriber: the next frame it gets is the answer to its own ping.
    listener.send({ event: 'pusher:ping' })
    expect((await listener.next()).event).toBe('pusher:pong')
  })

  it(`answers 401 to a timestamp more than ${MAX_CLOCK_SKEW_SEC} s away, either way`, async () => {
    const srv = await server()
    const body = JSON.stringify({ name: 'E', channel: 'claims', data: '{}' })
    const at = (offsetSec: number) =>
      apiRequest(srv.port, 'POST', `/apps/${testApp.id}/events`, {
        body,
        sign: { timestampSec: Math.floor(Date.now() / 1000) + offsetSec },
      })

    const stale = await at(-(MAX_CLOCK_SKEW_SEC + 5))
    expect(stale.status).toBe(401)
    expect(stale.text).toMatch(/^Timestamp expired/)
    expect((await at(MAX_CLOCK_SKEW_SEC + 5)).status).toBe(401)
    expect((await at(-(MAX_CLOCK_SKEW_SEC - 5))).status).toBe(200)
  })

  it('answers 401 to a body that is not the one signed, a missing body_md5 and a tampered signature', async () => {
    const srv = await server()
    const path = `/apps/${testApp.id}/events`
    const body = JSON.stringify({ name: 'E', channel: 'claims', data: '{}' })
    const tampered = await apiRequest(srv.port, 'POST', path, { body, sign: { body: body.replace('E', 'F') } })
    expect(tampered).toMatchObject({ status: 401, text: expect.stringMatching(/^Invalid body_md5/) })
    // Signed as if there were no body: no body_md5 in the query.
    expect((await apiRequest(srv.port, 'POST', path, { body, sign: { body: '' } })).status).toBe(401)

    const good = await apiRequest(srv.port, 'GET', `/apps/${testApp.id}/channels`)
    expect(good.status).toBe(200)
    const res = await fetch(
      `http://127.0.0.1:${srv.port}/apps/${testApp.id}/channels?auth_key=${testApp.key}&auth_timestamp=1&auth_version=1.0`,
    )
    expect(res.status).toBe(401)
  })

  it('answers 404 to an unknown app id, before looking at the signature', async () => {
    const srv = await server()
    expect(await statusOf(sdk(srv.port, { appId: 'other-app' }).trigger('claims', 'E', {}))).toBe(404)
  })
})

describe('bad publish requests', () => {
  const path = `/apps/${testApp.id}/events`
  const post = (port: number, body: unknown) =>
    apiRequest(port, 'POST', path, { body: typeof body === 'string' ? body : JSON.stringify(body) })

  it('answers 400 with a short reason to malformed events', async () => {
    const srv = await server()
    const cases: [unknown, RegExp][] = [
      ['{not json', /^Invalid JSON body/],
      [{ channel: 'claims', data: '{}' }, /^name:/],
      [{ name: 'E', channel: 'claims', data: { not: 'a string' } }, /^data:/],
      [{ name: 'E', data: '{}' }, /^Give channels/],
      [{ name: 'E', channel: 'claims', channels: ['claims'], data: '{}' }, /not both/],
      [{ name: 'E', channels: ['bad name!'], data: '{}' }, /^Invalid channel name/],
      [{ name: 'pusher_internal:member_added', channel: 'presence-x', data: '{}' }, /reserved/],
      [{ name: 'E', channel: 'claims', data: '{}', socket_id: 'abc' }, /^socket_id:/],
      [{ name: 'E', channel: 'claims', data: '{}', info: 'cache' }, /^Unsupported info attribute: cache/],
      [{ name: 'E', channels: Array.from({ length: 101 }, (_, i) => `c${i}`), data: '{}' }, /^At most 100 channels/],
    ]
    for (const [body, reason] of cases) {
      const answer = await post(srv.port, body)
      expect({ body, status: answer.status, text: answer.text }).toEqual({ body, status: 400, text: expect.stringMatching(reason) })
    }
    expect((await post(srv.port, { name: 'E', channels: Array.from({ length: 100 }, (_, i) => `c${i}`), data: '{}' })).status).toBe(200)
  })

  it('answers 413 to event data over 10 KB, through the SDK too', async () => {
    const srv = await server()
    expect(await statusOf(sdk(srv.port).trigger('claims', 'Big', 'x'.repeat(10 * 1024 + 1)))).toBe(413)
    expect(await statusOf(sdk(srv.port).trigger('claims', 'Big', 'x'.repeat(10 * 1024)))).toBe(200)
    const batch = sdk(srv.port).triggerBatch([{ channel: 'claims', name: 'Big', data: 'x'.repeat(10 * 1024 + 1) }])
    expect(await statusOf(batch)).toBe(413)
  })

  it('answers 400 to a batch of more than 10 events and publishes none of them', async () => {
    const srv = await server()
    const { client: listener } = await raw(srv.port)
    listener.send({ event: 'pusher:subscribe', data: { channel: 'claims' } })
    await listener.next()
    const eleven = Array.from({ length: 11 }, (_, i) => ({ channel: 'claims', name: `E${i}`, data: {} }))
    expect(await statusOf(sdk(srv.port).triggerBatch(eleven))).toBe(400)
    const badLast = [...eleven.slice(0, 9), { channel: 'bad name!', name: 'E', data: {} }]
    expect(await statusOf(sdk(srv.port).triggerBatch(badLast))).toBe(400)
    listener.send({ event: 'pusher:ping' })
    expect((await listener.next()).event).toBe('pusher:pong')
  })

  it('bounds request bodies: 413 over the limit, and the server keeps serving', async () => {
    const srv = await server({ limits: { maxRequestBytes: 2048 } })
    const body = JSON.stringify({ name: 'E', channel: 'claims', data: 'x'.repeat(4096) })
    const answer = await apiRequest(srv.port, 'POST', path, { body })
    expect(answer).toMatchObject({ status: 413, text: 'Request body exceeds 2048 bytes\n' })
    expect(await statusOf(sdk(srv.port).trigger('claims', 'Small', {}))).toBe(200)
  })

  it('keeps /health, refuses other methods and paths', async () => {
    const srv = await server()
    const base = `http://127.0.0.1:${srv.port}`
    expect((await fetch(`${base}/health`)).status).toBe(200)
    const get = await fetch(`${base}${path}`)
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST'])
    expect((await fetch(`${base}/apps/${testApp.id}/nothing`)).status).toBe(404)
    expect((await fetch(`${base}/app/${testApp.key}`)).status).toBe(426)
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404)
  })
})

describe('channel queries', () => {
  /** Ada twice (two tabs) and Bob in presence-room, one socket on claims. */
  async function occupied(): Promise<RealtimeServer> {
    const srv = await server()
    const adaTabs = [client(srv.port, { user: { id: '1' } }), client(srv.port, { user: { id: '1' } })]
    const bob = client(srv.port, { user: { id: '2' } })
    await Promise.all([...adaTabs, bob].map((pusher) => joined(pusher, 'presence-room')))
    await joined(bob, 'claims')
    return srv
  }

  it('lists occupied channels, with user_count only for a presence- prefix', async () => {
    const srv = await occupied()
    const api = sdk(srv.port)
    expect(await json(api.get({ path: '/channels' }))).toEqual({ channels: { 'presence-room': {}, claims: {} } })
    expect(await json(api.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } }))).toEqual({
      channels: { 'presence-room': { user_count: 2 } },
    })
    expect(await json(api.get({ path: '/channels', params: { filter_by_prefix: 'cl' } }))).toEqual({ channels: { claims: {} } })
    expect(await statusOf(api.get({ path: '/channels', params: { info: 'user_count' } }))).toBe(400)
  })

  it('describes one channel: occupied, user_count and subscription_count', async () => {
    const srv = await occupied()
    const api = sdk(srv.port)
    const info = 'user_count,subscription_count'
    expect(await json(api.get({ path: '/channels/presence-room', params: { info } }))).toEqual({
      occupied: true,
      user_count: 2,
      subscription_count: 3,
    })
    expect(await json(api.get({ path: '/channels/claims', params: { info: 'subscription_count' } }))).toEqual({
      occupied: true,
      subscription_count: 1,
    })
    expect(await json(api.get({ path: '/channels/nobody-here' }))).toEqual({ occupied: false })
    expect(await statusOf(api.get({ path: '/channels/claims', params: { info: 'user_count' } }))).toBe(400)
    expect(await statusOf(api.get({ path: '/channels/bad name!' }))).toBe(400)
  })

  it('lists the users of a presence channel, once each, and only for presence channels', async () => {
    const srv = await occupied()
    const api = sdk(srv.port)
    expect(await json(api.get({ path: '/channels/presence-room/users' }))).toEqual({ users: [{ id: '1' }, { id: '2' }] })
    expect(await statusOf(api.get({ path: '/channels/claims/users' }))).toBe(400)
  })
})
