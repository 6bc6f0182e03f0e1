// Realtime limits: each refusal is a Pusher protocol error, never a crash, and a well-behaved
// client keeps being served (its pings answered, broadcasts delivered) while another is refused.
import { describe, expect, it } from 'vitest'
import { ConnectionQuota, RollingWindow, addressBucket } from './limits'
import { RawClient, connected, dataOf, joined, once, pusherJs, testApp, trackOpened, until } from './test-helpers'

const { server, pushers, raws } = trackOpened()

async function raw(port: number, headers: Record<string, string> = {}): Promise<RawClient> {
  const { client } = await RawClient.established(port, headers)
  raws.push(client)
  return client
}

/** A socket whose first frame is expected to be a refusal. */
async function refused(port: number, headers: Record<string, string> = {}) {
  const client = await RawClient.connect(port, undefined, headers)
  raws.push(client)
  const first = await client.next()
  // An accepted socket would never close by itself: fail at once rather than at the test timeout.
  if (first.event !== 'pusher:error') return { first, closed: { code: 0, reason: 'not refused' } }
  return { first, closed: await client.closed }
}

async function subscribed(client: RawClient, channel: string): Promise<void> {
  client.send({ event: 'pusher:subscribe', data: { channel } })
  expect(await client.next()).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel })
}

/** The two frames a refused subscription gets: pusher:error, then the channel's subscription_error. */
async function refusal(client: RawClient): Promise<{ code: unknown; subscriptionError: unknown; channel?: string }> {
  const error = await client.next()
  const scoped = await client.next()
  expect([error.event, scoped.event]).toEqual(['pusher:error', 'pusher:subscription_error'])
  return { code: (error.data as { code: unknown }).code, subscriptionError: dataOf(scoped), channel: scoped.channel }
}

/** Round trip of a client's own ping: proves the socket is open and served. */
async function pongs(client: RawClient): Promise<void> {
  client.send({ event: 'pusher:ping', data: {} })
  expect((await client.nextOf('pusher:pong')).event).toBe('pusher:pong')
}

describe('RollingWindow', () => {
  it('allows count takes in any window and refuses the next until the oldest leaves it', () => {
    let now = 1_000_000
    const window = new RollingWindow({ count: 3, windowMs: 1000 }, () => now)
    const takeAt = (at: number) => {
      now = 1_000_000 + at
      return window.take()
    }
    expect([takeAt(0), takeAt(100), takeAt(200), takeAt(300)]).toEqual([true, true, true, false])
    expect(takeAt(999)).toBe(false)
    // The take at 0 has left the window; the one at 100 has not.
    expect([takeAt(1000), takeAt(1000)]).toEqual([true, false])
    expect(takeAt(1100)).toBe(true)
  })
})

describe('addressBucket and ConnectionQuota', () => {
  it('counts IPv4 and IPv4-mapped IPv6 as one address, and IPv6 per /64', () => {
    expect(addressBucket('::ffff:203.0.113.5')).toBe(addressBucket('203.0.113.5'))
    expect(addressBucket('203.0.113.5')).not.toBe(addressBucket('203.0.113.6'))
    expect(addressBucket('2001:db8:0:1::1')).toBe(addressBucket('2001:db8:0:1:ffff::2'))
    expect(addressBucket('2001:db8:0:1::1')).not.toBe(addressBucket('2001:db8:0:2::1'))
    expect(addressBucket(null)).toBe('raw:unknown')
  })

  it('refuses over the total with 4100 and over one address with 4004, and frees slots on release', () => {
    const quota = new ConnectionQuota({ maxConnections: 3, maxConnectionsPerIp: 2 })
    expect([quota.admit('a'), quota.admit('a')]).toEqual([null, null])
    expect(quota.admit('a')?.code).toBe(4004)
    expect(quota.admit('b')).toBeNull()
    expect(quota.admit('c')?.code).toBe(4100)
    quota.release('a')
    expect([quota.admit('c'), quota.size]).toEqual([null, 3])
  })
})

describe('channels per connection', () => {
  it('refuses a subscription over the cap with LimitReached, keeps the socket, and allows it again after an unsubscribe', async () => {
    const srv = await server({ limits: { maxChannelsPerConnection: 3 } })
    const greedy = await raw(srv.port)
    for (const channel of ['c1', 'c2', 'c3']) await subscribed(greedy, channel)

    greedy.send({ event: 'pusher:subscribe', data: { channel: 'c4' } })
    expect(await refusal(greedy)).toEqual({
      code: 4100,
      channel: 'c4',
      subscriptionError: { type: 'LimitReached', error: 'Too many channels: at most 3 per connection', status: 429 },
    })
    // Already subscribed is not "one more".
    await subscribed(greedy, 'c3')
    await pongs(greedy)
    expect(srv.stats().channels).toBe(3)

    greedy.send({ event: 'pusher:unsubscribe', data: { channel: 'c1' } })
    await subscribed(greedy, 'c4')
  })

  it('pusher-js sees subscription_error on the refused channel and stays connected; a bystander keeps receiving', async () => {
    const srv = await server({ limits: { maxChannelsPerConnection: 1 } })
    const bystander = pusherJs(srv.port)
    const greedy = pusherJs(srv.port)
    pushers.push(bystander, greedy)
    const claims = await joined(bystander, 'claims')
    await joined(greedy, 'first')

    const error = await once<{ type: string; status: number }>(greedy.subscribe('second'), 'pusher:subscription_error')
    expect(error).toMatchObject({ type: 'LimitReached', status: 429 })
    const delivered = once(claims, 'Tick')
    srv.broadcast(['claims'], 'Tick', { n: 1 })
    expect(await delivered).toEqual({ n: 1 })
    expect([greedy.connection.state, srv.stats().connections]).toEqual(['connected', 2])
  })

  it('one socket asking for 10 000 channels gets 100, and a bystander is still answered and served', async () => {
    const srv = await server()
    const bystander = await raw(srv.port)
    await subscribed(bystander, 'claims')
    const greedy = await raw(srv.port)

    // All frames in one go, as the socket that once made a bystander's ping take 1.3 s did. How long
    // the bystander waits is a figure for a benchmark, not a timed test: here, that it is answered.
    for (let i = 0; i < 10_000; i++) greedy.send({ event: 'pusher:subscribe', data: { channel: `flood-${i}` } })
    bystander.send({ event: 'pusher:ping', data: {} })
    expect((await bystander.next(30_000)).event).toBe('pusher:pong')
    srv.broadcast(['claims'], 'Tick', {})
    expect(await bystander.next(30_000)).toMatchObject({ event: 'Tick', channel: 'claims' })

    greedy.send({ event: 'pusher:ping', data: {} })
    expect((await greedy.nextOf('pusher:pong', 30_000)).event).toBe('pusher:pong')
    expect(srv.stats()).toEqual({ connections: 2, channels: 101 })
  })
})

describe('subscribe rate', () => {
  it('refuses subscribes over the rate with 4301 until the window has passed, without closing', async () => {
    let now = Date.now()
    const srv = await server({ now: () => now, limits: { subscribeRate: { count: 3, windowMs: 10_000 } } })
    const fast = await raw(srv.port)
    const calm = await raw(srv.port)
    for (const channel of ['r1', 'r2', 'r3']) await subscribed(fast, channel)

    fast.send({ event: 'pusher:subscribe', data: { channel: 'r4' } })
    expect(await refusal(fast)).toEqual({
      code: 4301,
      channel: 'r4',
      subscriptionError: { type: 'LimitReached', error: 'Too many subscribe requests: at most 3 per 10 s', status: 429 },
    })
    // Malformed subscribes are rate-limited too (and then have no channel to scope an error to).
    fast.send({ event: 'pusher:subscribe', data: 42 })
    expect(await fast.next()).toMatchObject({ event: 'pusher:error', data: { code: 4301 } })
    await pongs(fast)
    // The limit is per connection: another socket subscribes freely meanwhile.
    await subscribed(calm, 'r4')

    now += 10_000
    await subscribed(fast, 'r4')
  })
})

describe('client events rate', () => {
  it('relays client events up to the rate and rejects the rest with 4301', async () => {
    const srv = await server({ limits: { clientEventRate: { count: 2, windowMs: 60_000 } } })
    const sender = pusherJs(srv.port)
    const receiver = pusherJs(srv.port)
    pushers.push(sender, receiver)
    const [out, inbox] = await Promise.all([joined(sender, 'private-chat'), joined(receiver, 'private-chat')])
    const got: unknown[] = []
    inbox.bind('client-typing', (data: unknown) => got.push(data))
    const rejected = new Promise<{ data?: { code?: number } }>((resolve) => sender.connection.bind('error', resolve))

    for (const n of [1, 2, 3]) out.trigger('client-typing', { n })
    expect((await rejected).data?.code).toBe(4301)
    // The refused third event never follows the first two: a later broadcast arrives right after them.
    const marker = once(inbox, 'Marker')
    srv.broadcast(['private-chat'], 'Marker', {})
    await marker
    expect(got).toEqual([{ n: 1 }, { n: 2 }])
    expect(sender.connection.state).toBe('connected')
  })
})

describe('connections', () => {
  it('refuses a connection over the total with 4100 (over capacity) while the others keep working', async () => {
    const srv = await server({ limits: { maxConnections: 2 } })
    const first = await raw(srv.port)
    await subscribed(first, 'claims')
    const second = await raw(srv.port)

    const over = await refused(srv.port)
    expect(over.first).toEqual({
      event: 'pusher:error',
      data: { code: 4100, message: 'Over capacity: the server holds its maximum of connections' },
    })
    expect(over.closed.code).toBe(4100)
    srv.broadcast(['claims'], 'Tick', {})
    expect((await first.next()).event).toBe('Tick')
    await pongs(second)

    await second.close()
    await until(() => srv.stats().connections === 1)
    await raw(srv.port)
  })

  it('pusher-js backs off and gets in once a slot is free', async () => {
    const srv = await server({ limits: { maxConnections: 1 } })
    const holder = await raw(srv.port)
    const waiting = pusherJs(srv.port)
    pushers.push(waiting)
    const error = await new Promise<{ error?: { data?: { code?: number } } }>((resolve) => waiting.connection.bind('error', resolve))
    expect(error.error?.data?.code).toBe(4100)
    await holder.close()
    await connected(waiting)
  })

  it('refuses a client address over its quota with 4004; X-Forwarded-For counts only from a trusted proxy', async () => {
    const srv = await server({ limits: { maxConnectionsPerIp: 2 } })
    const viaProxy = (address: string) => ({ 'x-forwarded-for': `198.51.100.1, ${address}` })
    const kept = await raw(srv.port, viaProxy('203.0.113.5'))
    await raw(srv.port, viaProxy('203.0.113.5'))

    const over = await refused(srv.port, viaProxy('203.0.113.5'))
    expect(over.first).toMatchObject({ event: 'pusher:error', data: { code: 4004 } })
    expect(over.closed.code).toBe(4004)
    // Other addresses, the loopback peer itself and one IPv6 /64 each have their own quota.
    await raw(srv.port, viaProxy('203.0.113.6'))
    await raw(srv.port)
    await raw(srv.port, viaProxy('2001:db8:0:1::1'))
    await raw(srv.port, viaProxy('2001:db8:0:1::2'))
    expect((await refused(srv.port, viaProxy('2001:db8:0:1::3'))).closed.code).toBe(4004)
    await pongs(kept)
  })

  it('ignores X-Forwarded-For when the proxy is not trusted, and pusher-js stops retrying on 4004', async () => {
    const srv = await server({ trustProxy: 'none', limits: { maxConnectionsPerIp: 1 } })
    await raw(srv.port, { 'x-forwarded-for': '203.0.113.5' })
    expect((await refused(srv.port, { 'x-forwarded-for': '203.0.113.6' })).closed.code).toBe(4004)

    const pusher = pusherJs(srv.port)
    pushers.push(pusher)
    const error = await new Promise<{ error?: { data?: { code?: number } } }>((resolve) => pusher.connection.bind('error', resolve))
    expect(error.error?.data?.code).toBe(4004)
    await until(() => pusher.connection.state === 'disconnected')
  })

  it('refused sockets free nothing they never held: the count stays right after refusals', async () => {
    const srv = await server({ limits: { maxConnections: 1 } })
    const holder = await raw(srv.port)
    for (let i = 0; i < 3; i++) expect((await refused(srv.port)).closed.code).toBe(4100)
    expect(srv.stats().connections).toBe(1)
    await holder.close()
    await until(() => srv.stats().connections === 0)
    const next = await RawClient.connect(srv.port, `/app/${testApp.key}?protocol=7`)
    raws.push(next)
    expect((await next.next()).event).toBe('pusher:connection_established')
  })
})
