// Cross-site requests and abuse: JSON-only state-changing routes, the member app's same-origin
// sign-out, per-IP budgets of the marketing endpoints and the retention purge.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApi } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import { createMemoryMailer } from './mail/mailer'
import { createTestApi, DAY, HOUR } from './testing'

describe('state-changing routes take JSON only', () => {
  const body = JSON.stringify({ email: 'a@example.com', password: 'whatever-it-is' })

  it('answers 415 to text/plain and form bodies, as a cross-site form would send them', async () => {
    const t = createTestApi()
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ]) {
      const r = await t.post('/auth/login', body, { 'content-type': type })
      expect(r.status, type).toBe(415)
      expect(r.json).toEqual({ message: 'The request body must be JSON, sent as Content-Type: application/json.' })
    }
    expect((await t.post('/api/track', 'event=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect(t.argon2.verifications).toBe(0)
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM analytics_events').get()).toEqual({ n: 0 })
  })

  it('accepts application/json with or without a UTF-8 charset, and empty posts without a type', async () => {
    const t = createTestApi()
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"']) {
      expect((await t.post('/auth/check', { email: 'a@example.com' }, { 'content-type': type })).status, type).toBe(200)
    }
    const { token } = await t.registerVerified('empty@example.com')
    expect((await t.post('/auth/logout', undefined, { authorization: `Bearer ${token}` })).status).toBe(200)
    expect((await t.post('/auth/logout', 'x', { 'content-type': '' })).status).toBe(415)
  })

  it('still takes forms where pusher-js, Apple and the API pages post them', async () => {
    const t = createTestApi()
    const { token } = await t.registerVerified('forms@example.com')
    const form = { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` }
    expect((await t.post('/broadcasting/user-auth', 'socket_id=1.2', form)).status).toBe(200)
    expect((await t.post('/auth/social/apple/form-post', 'code=c&state=s', form)).status).toBe(303)
  })
})

describe('member app sign-out', () => {
  async function signedIn() {
    const t = createTestApi()
    const { token } = await t.registerVerified('member@example.com')
    const signOut = (headers: Record<string, string>) =>
      t.app.request('http://api.test/app/sign-out', {
        method: 'POST',
        headers: { cookie: `auth-token=${token}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      })
    const stillSignedIn = async () => (await t.get('/app', { cookie: `auth-token=${token}` })).text.includes('Signed in as')
    return { signOut, stillSignedIn }
  }

  it('refuses a cross-site form and keeps the session', async () => {
    const { signOut, stillSignedIn } = await signedIn()
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://other.api.test' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
    ]
    for (const headers of attempts) {
      const res = await signOut(headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.headers.get('set-cookie')).toBeNull()
      expect(await stillSignedIn()).toBe(true)
    }
  })

  it('signs out from its own page, told by Sec-Fetch-Site or Origin', async () => {
    const viaOrigin = await signedIn()
    expect((await viaOrigin.signOut({ origin: 'http://api.test' })).status).toBe(303)
    expect(await viaOrigin.stillSignedIn()).toBe(false)
    const viaFetchMetadata = await signedIn()
    expect((await viaFetchMetadata.signOut({ 'sec-fetch-site': 'same-origin' })).status).toBe(303)
    expect(await viaFetchMetadata.stillSignedIn()).toBe(false)
  })
})

describe('per-IP budgets of the marketing endpoints', () => {
  const visitor = { 'x-forwarded-for': '198.51.100.30' }

  it('stops storing api/track posts once the IP has spent its budget', async () => {
    const t = createTestApi()
    const data = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 'x'.repeat(2000)]))
    const results = await Promise.all(Array.from({ length: 200 }, () => t.post('/api/track', { event: 'flood', data }, visitor)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(120)
    expect(results.filter((r) => r.status === 429)).toHaveLength(80)
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM analytics_events').get()).toEqual({ n: 120 })
    expect((await t.post('/api/track', { event: 'other_visitor' }, { 'x-forwarded-for': '198.51.100.31' })).status).toBe(200)
  })

  it('gives contact-us, notify-me and data-sell a budget each', async () => {
    const t = createTestApi({ CONTACT_MAX_PER_IP: '2', NOTIFY_ME_MAX_PER_IP: '3', DATA_SELL_MAX_PER_IP: '1' })
    const contact = () => t.post('/api/po/contact-us', { name: 'N', email: 'n@example.com', message: 'Hello' }, visitor)
    const notify = () => t.post('/api/contact/notify-me', { email: 'n@example.com' }, visitor)
    const dataSell = () => t.post('/api/contact/data-sell', { email: 'n@example.com' }, visitor)
    expect((await Promise.all([contact(), contact(), contact()])).map((r) => r.status).sort()).toEqual([200, 200, 429])
    expect((await Promise.all([notify(), notify(), notify(), notify()])).map((r) => r.status).sort()).toEqual([200, 200, 200, 429])
    expect((await Promise.all([dataSell(), dataSell()])).map((r) => r.status).sort()).toEqual([200, 429])
    expect(t.db.prepare('SELECT kind, COUNT(*) AS n FROM contact_requests GROUP BY kind ORDER BY kind').all()).toEqual([
      { kind: 'contact', n: 2 },
      { kind: 'data_sell', n: 1 },
      { kind: 'notify_me', n: 3 },
    ])
  })

  it('limits store-meta and attribution too', async () => {
    const t = createTestApi({ STORE_META_MAX_PER_IP: '2' })
    expect((await t.post('/auth/store-meta', { m_id: 'm-1', data: { a: 1 } }, visitor)).status).toBe(200)
    expect((await t.post('/auth/store-meta/attribution', { m_id: 'm-1', source: 'x' }, visitor)).status).toBe(200)
    expect((await t.post('/auth/store-meta', { m_id: 'm-1', data: { a: 1 } }, visitor)).status).toBe(429)
  })
})

describe('retention', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('purges analytics and contact rows past their periods, periodically, with the API clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const t = createTestApi({ ANALYTICS_RETENTION_DAYS: '30', CONTACT_RETENTION_DAYS: '365', RETENTION_PURGE_INTERVAL_MIN: '60' })
    const count = (table: string) => (t.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
    await t.post('/api/track', { event: 'old' })
    await t.post('/api/po/contact-us', { name: 'N', email: 'old@example.com', message: 'Old' })
    t.advance(20 * DAY)
    await t.post('/api/track', { event: 'newer' })

    t.advance(11 * DAY)
    expect(count('analytics_events')).toBe(2)
    vi.advanceTimersByTime(HOUR)
    expect(count('analytics_events')).toBe(1)
    expect(count('contact_requests')).toBe(1)

    t.advance(335 * DAY)
    vi.advanceTimersByTime(HOUR)
    expect(count('analytics_events')).toBe(0)
    expect(count('contact_requests')).toBe(0)
  })

  it('purges at start-up', () => {
    const db = openDatabase(':memory:')
    const now = new Date('2026-06-01T00:00:00Z')
    const insert = db.prepare('INSERT INTO analytics_events (kind, payload, created_at) VALUES (?, ?, ?)')
    insert.run('track', '{}', now.getTime() - 100 * DAY)
    insert.run('track', '{}', now.getTime() - DAY)
    createApi({
      db,
      clock: () => now,
      mailer: createMemoryMailer(),
      config: loadConfig({ NODE_ENV: 'test' }),
      broadcaster: { broadcast: () => {} },
    })
    expect(db.prepare('SELECT COUNT(*) AS n FROM analytics_events').get()).toEqual({ n: 1 })
  })
})
