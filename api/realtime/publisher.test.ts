// The API's publisher (official `pusher` SDK over Pusher's HTTP API) and the claim service using
// it: delivery when realtime is up; when it is down, refuses or hangs, the claim is still stored
// and each failure is one short log line.
import { createServer, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { CLAIM_CREATED_EVENT, CLAIMS_CHANNEL } from '../../contract/claims'
import { createClaimService, type Broadcaster, type NewClaim } from '../claims'
import { openDatabase } from '../db/database'
import { captureLogs } from '../log/testing'
import { createPusherPublisher, type PublisherOptions } from './publisher'
import type { RealtimeServer } from './server'
import { RawClient, dataOf, startServer, testApp, until } from './test-helpers'

let servers: RealtimeServer[] = []
let raws: RawClient[] = []
let hanging: Server[] = []
const held: Socket[] = []

afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(raws.map((raw) => raw.close()))
  await Promise.all(servers.map((server) => server.close()))
  for (const socket of held.splice(0)) socket.destroy()
  await Promise.all(hanging.map((server) => new Promise((resolve) => server.close(resolve))))
  servers = []
  raws = []
  hanging = []
})

async function server(): Promise<RealtimeServer> {
  const started = await startServer()
  servers.push(started)
  return started
}

/** A port nothing listens on: a server's port after it closed. */
async function closedPort(): Promise<number> {
  const srv = await startServer()
  await srv.close()
  return srv.port
}

function publisher(port: number, overrides: Partial<PublisherOptions> = {}) {
  const lines: string[] = []
  const publish = createPusherPublisher({
    appId: testApp.id,
    key: testApp.key,
    secret: testApp.secret,
    host: '127.0.0.1',
    port,
    scheme: 'http',
    log: (line) => lines.push(line),
    ...overrides,
  })
  return { publish, lines }
}

async function subscriber(port: number, channel: string): Promise<RawClient> {
  const { client } = await RawClient.established(port)
  raws.push(client)
  client.send({ event: 'pusher:subscribe', data: { channel } })
  expect((await client.next()).event).toBe('pusher_internal:subscription_succeeded')
  return client
}

const newClaim: NewClaim = { name: 'Jennifer', amount: 12.5, currency: 'EUR', category: 'charity', brand: 'UNICEF', tier: 'gold' }

describe('pusher SDK publisher', () => {
  it('publishes ClaimCreated on claims to the realtime server', async () => {
    const srv = await server()
    const listener = await subscriber(srv.port, CLAIMS_CHANNEL)
    const { publish, lines } = publisher(srv.port)
    await publish.broadcast([CLAIMS_CHANNEL], CLAIM_CREATED_EVENT, { id: 1 })
    const frame = await listener.next()
    expect([frame.event, frame.channel, dataOf(frame)]).toEqual([CLAIM_CREATED_EVENT, CLAIMS_CHANNEL, { id: 1 }])
    expect(lines).toEqual([])
  })

  it('splits more than 100 channels into several requests', async () => {
    const srv = await server()
    const last = await subscriber(srv.port, 'c149')
    const { publish, lines } = publisher(srv.port)
    await publish.broadcast(
      Array.from({ length: 150 }, (_, i) => `c${i}`),
      'Wide',
      {},
    )
    expect((await last.next()).event).toBe('Wide')
    expect(lines).toEqual([])
  })

  it('reports a wrong secret as one line with the status and the server’s reason', async () => {
    const srv = await server()
    const { publish, lines } = publisher(srv.port, { secret: 'not-the-secret' })
    await expect(publish.broadcast([CLAIMS_CHANNEL], CLAIM_CREATED_EVENT, {})).resolves.toBeUndefined()
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[api\] realtime publish of App\\Events\\ClaimCreated to claims via http:\/\/127\.0\.0\.1:\d+ failed: HTTP 401 \(Invalid signature/,
      ),
    ])
  })

  it('gives up on a server that accepts and never answers, after the timeout', async () => {
    const silent = createServer((socket) => void held.push(socket))
    hanging.push(silent)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const address = silent.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    const { publish, lines } = publisher(address.port, { timeoutMs: 200 })
    await publish.broadcast([CLAIMS_CHANNEL], CLAIM_CREATED_EVENT, {})
    expect(lines).toEqual([expect.stringMatching(/failed: no answer within 200 ms$/)])
  })
})

describe('claim service with realtime down', () => {
  it('stores every claim and logs one short line per failed publish, no stack', async () => {
    const logs = captureLogs()
    onTestFinished(logs.restore)
    const { publish, lines } = publisher(await closedPort())
    const claims = createClaimService(openDatabase(':memory:'), () => new Date('2026-11-23T10:00:00Z'), publish)

    const first = claims.create(newClaim)
    const second = claims.create({ ...newClaim, name: 'Bob' })
    expect(claims.recent(5).map((claim) => claim.id)).toEqual([second.id, first.id])
    await until(() => lines.length === 2)
    for (const line of lines) {
      expect(line).toMatch(
        /^\[api\] realtime publish of App\\Events\\ClaimCreated to claims via http:\/\/127\.0\.0\.1:\d+ failed: ECONNREFUSED$/,
      )
    }
    // The publisher never rejects, so the claim service has nothing of its own to log.
    expect(logs.entries).toEqual([])
  })

  it('survives a broadcaster that throws or rejects, logging one line each', async () => {
    const logs = captureLogs()
    onTestFinished(logs.restore)
    const db = openDatabase(':memory:')
    const throwing: Broadcaster = {
      broadcast: () => {
        throw new Error('boom')
      },
    }
    const rejecting: Broadcaster = { broadcast: () => Promise.reject(new Error('refused')) }

    expect(createClaimService(db, () => new Date(), throwing).create(newClaim).name).toBe('Je****er')
    createClaimService(db, () => new Date(), rejecting).create(newClaim)
    await until(() => logs.entries.length === 2)
    expect(logs.entries.map(({ level, component, msg, reason, err }) => ({ level, component, msg, reason, err }))).toEqual([
      { level: 'warn', component: 'claims', msg: 'claim broadcast failed', reason: 'boom', err: undefined },
      { level: 'warn', component: 'claims', msg: 'claim broadcast failed', reason: 'refused', err: undefined },
    ])
    expect(createClaimService(db, () => new Date(), throwing).recent(5)).toHaveLength(2)
  })
})
