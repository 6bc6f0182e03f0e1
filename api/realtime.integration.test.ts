// End to end over real sockets: the Hono API on @hono/node-server publishing through the official
// `pusher` SDK (its configured publisher) to the realtime server's HTTP API, and the real pusher-js
// client authorising a private channel through /broadcasting/auth and receiving the ClaimCreated
// event caused by POST /dev/claims.
import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import Pusher, { type Channel } from 'pusher-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from './app'
import { loadConfig } from './config'
import { CLAIM_CREATED_EVENT, type Claim } from '../contract/claims'
import { openDatabase } from './db/database'
import { createMemoryMailer } from './mail/mailer'
import { publisherFor } from './realtime/publisher'
import { until } from './realtime/test-helpers'
import { createRealtimeServer, type RealtimeServer } from './realtime/server'
import { STRONG_PASSWORD } from './testing'

const app = { id: 'it-app', key: 'it-key', secret: 'it-secret' }
let realtime: RealtimeServer
let http: ServerType
let base: string
const clients: Pusher[] = []
/** Publish failures the API would log. */
const publishFailures: string[] = []

beforeAll(async () => {
  realtime = await createRealtimeServer({ port: 0, host: '127.0.0.1', app })
  // Listen first: the API's public URL (in its signed links) needs the port it got.
  const late: { api?: ReturnType<typeof createApi> } = {}
  const port = await new Promise<number>((resolve) => {
    http = serve({ fetch: (req, env) => late.api!.fetch(req, env), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    )
  })
  base = `http://127.0.0.1:${port}`
  const config = loadConfig({
    NODE_ENV: 'test',
    API_PUBLIC_URL: base,
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    PUSHER_APP_ID: app.id,
    PUSHER_APP_KEY: app.key,
    PUSHER_APP_SECRET: app.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(realtime.port),
  })
  late.api = createApi({
    db: openDatabase(':memory:'),
    clock: () => new Date(),
    mailer: createMemoryMailer(),
    config,
    broadcaster: publisherFor(config, { log: (line) => publishFailures.push(line) }),
  })
})

afterAll(async () => {
  for (const client of clients) client.disconnect()
  await realtime.close()
  await new Promise<void>((resolve) => http.close(() => resolve()))
})

async function call(path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(
    `${base}${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  )
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

/** Registers, verifies through the e-mailed link and returns the session token and user id. */
async function verifiedUser(email: string): Promise<{ token: string; id: number }> {
  expect(
    (await call('/auth/register', { email, password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD, locale: 'en', m_id: 'it' }))
      .status,
  ).toBe(200)
  const mails = (await call(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json as unknown as { links: string[] }[]
  const linkToken = new URL(mails[0]!.links[0]!).searchParams.get('token')!
  const signed = String((await call('/auth/links/resolve', { token: linkToken })).json.signed_url)
  const res = await fetch(signed, { method: 'POST' })
  const token = String(((await res.json()) as { token: string }).token)
  const me = await fetch(`${base}/auth/user`, { headers: { authorization: `Bearer ${token}` } })
  return { token, id: Number(((await me.json()) as { id: number }).id) }
}

function connect(token: string): Pusher {
  const client = new Pusher(app.key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: realtime.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: `${base}/broadcasting/auth`, transport: 'ajax', headers: { Authorization: `Bearer ${token}` } },
  })
  clients.push(client)
  return client
}

function subscribed(client: Pusher, name: string): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const channel = client.subscribe(name)
    channel.bind('pusher:subscription_succeeded', () => resolve(channel))
    channel.bind('pusher:subscription_error', (error: { status?: number }) =>
      reject(Object.assign(new Error(`subscription to ${name} failed`), { status: error.status })),
    )
  })
}

describe('realtime with the API', () => {
  it('authorises the own private channel, refuses others, and delivers ClaimCreated on claims', async () => {
    const me = await verifiedUser('live@example.com')
    const other = await verifiedUser('other-live@example.com')
    const client = connect(me.token)

    const claims = await subscribed(client, 'claims')
    await subscribed(client, `private-App.Models.User.${me.id}`)
    const refused = await subscribed(client, `private-App.Models.User.${other.id}`).then(
      () => null,
      (error: { status?: number }) => error,
    )
    expect(refused?.status).toBe(403)

    const received = new Promise<Claim>((resolve) => claims.bind(CLAIM_CREATED_EVENT, resolve))
    const created = await call('/dev/claims', {
      name: 'Jennifer',
      amount: 12.5,
      currency: 'EUR',
      category: 'charity',
      brand: 'UNICEF',
      tier: 'diamond',
      country_code: 'de',
    })
    expect(created.status).toBe(201)
    const claim = await received
    expect(claim).toEqual(created.json)
    expect(claim).toMatchObject({ name: 'Je****er', amount: 12.5, currency: 'EUR', tier: 'diamond' })
    expect(publishFailures).toEqual([])
  })

  // Last: it stops the realtime server for good.
  it('still stores and answers a claim while the realtime server is down, logging one line', async () => {
    await realtime.close()
    const created = await call('/dev/claims', { name: 'Offline', amount: 5, currency: 'EUR', category: 'charity', brand: 'UNICEF' })
    expect(created.status).toBe(201)
    const recent = (await call('/api/claims?limit=1')).json as unknown as { data: { id: number }[] }
    expect(recent.data.map((claim) => claim.id)).toEqual([created.json.id])
    await until(() => publishFailures.length === 1)
    expect(publishFailures[0]).toMatch(
      /^\[api\] realtime publish of App\\Events\\ClaimCreated to claims via http:\/\/127\.0\.0\.1:\d+ failed: ECONNREFUSED$/,
    )
  })
})
