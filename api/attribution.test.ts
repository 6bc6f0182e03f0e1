// Attribution records campaigns, not people (docs/decisions/110): whatever query a client sends
// with a registration, a social registration, a pending identity or an analytics record, only its
// campaign parameters are stored; rows stored before the rule are cleaned once by a migration.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { migrate, openDatabase } from './db/database'
import { createTestApi, type TestApi } from './testing'

const DIRTY = '?utm_source=news&gclid=abc&name=Alice&message=bank%2012345'
const CLEAN = '?utm_source=news&gclid=abc'

const storedQuery = (t: TestApi, email: string) =>
  (t.db.prepare('SELECT query FROM users WHERE email = ?').get(email) as { query: string | null } | undefined)?.query

const payloads = (t: TestApi, kind: string) =>
  (t.db.prepare('SELECT payload FROM analytics_events WHERE kind = ? ORDER BY id').all(kind) as { payload: string }[]).map(
    (row) => JSON.parse(row.payload) as Record<string, unknown>,
  )

/** A development provider's id_token for an identity, signed in through POST auth/social/token. */
async function socialToken(t: TestApi, subject: string, email: string, verified: boolean) {
  const issued = await t.post('/dev/oauth/token', { provider: 'facebook', subject, email, email_verified: verified })
  return t.post('/auth/social/token', { provider: 'facebook', id_token: String(issued.json.id_token) })
}

describe('users.query', () => {
  it('a registration stores only the campaign parameters of its query', async () => {
    const t = createTestApi()
    expect((await t.register('alice@example.com', { query: DIRTY })).status).toBe(200)
    expect(storedQuery(t, 'alice@example.com')).toBe(CLEAN)
    // Development can read it back (the end-to-end test does).
    expect((await t.get('/dev/account.json?email=alice@example.com')).json).toEqual({
      email: 'alice@example.com',
      m_id: 'mid-1',
      query: CLEAN,
    })
    expect((await t.get('/dev/account.json?email=nobody@example.com')).status).toBe(404)
  })

  it('a query with no campaign is stored as NULL, not refused; the operator’s names are kept', async () => {
    const t = createTestApi({ CAMPAIGN_PARAMS: 'partner' })
    expect((await t.register('bob@example.com', { query: '?name=Bob&email=bob%40example.com&message=hi' })).status).toBe(200)
    expect(storedQuery(t, 'bob@example.com')).toBeNull()
    expect((await t.register('carol@example.com', { query: '?partner=acme&name=Carol' })).status).toBe(200)
    expect(storedQuery(t, 'carol@example.com')).toBe('?partner=acme')
  })

  it('a social registration stores only the campaign parameters', async () => {
    const t = createTestApi()
    const started = await socialToken(t, 'f-1', 'dave@example.com', true)
    expect(started.status).toBe(202)
    const done = await t.post(String(started.json.signed_url), { m_id: 'mid-s', query: DIRTY })
    expect(done.status).toBe(200)
    expect(storedQuery(t, 'dave@example.com')).toBe(CLEAN)
  })

  it('an identity whose address was proven by mail (a pending identity) stores only the campaign parameters', async () => {
    const t = createTestApi()
    expect((await socialToken(t, 'f-2', 'erin@example.com', false)).status).toBe(403)
    const [mail] = await t.mails('erin@example.com')
    const signed = t.signedUrlOf(new URL(mail!.links[0]!).searchParams.get('token')!)
    const done = await t.post(signed!, { query: DIRTY })
    expect(done.status).toBe(200)
    expect(storedQuery(t, 'erin@example.com')).toBe(CLEAN)
  })
})

describe('analytics payloads', () => {
  it('the attribution keeps the campaign of its query and the referrer’s origin and path', async () => {
    const t = createTestApi()
    const sent = {
      m_id: 'abc-1',
      source: 'news',
      medium: 'alice@example.com',
      int_attr_id: '42',
      query: DIRTY,
      referrer: 'https://pollwise.example/en-us/contact?name=Alice&email=alice%40example.com#form',
    }
    expect((await t.post('/auth/store-meta/attribution', sent)).status).toBe(200)
    expect(payloads(t, 'attribution')).toEqual([
      { source: 'news', medium: null, int_attr_id: '42', query: CLEAN, referrer: 'https://pollwise.example/en-us/contact' },
    ])
    // Nothing campaign left: the query is stored as null, and the record is still taken.
    expect((await t.post('/auth/store-meta/attribution', { m_id: 'abc-2', query: '?name=Alice' })).status).toBe(200)
    expect(payloads(t, 'attribution')[1]).toEqual({ query: null })
  })

  it('store-meta and track keep campaign parameters only in what carries a query or an address', async () => {
    const t = createTestApi()
    const data = { locale: 'en-us', landing_path: '/en-us/?utm_medium=cpc&email=alice%40example.com', viewport: 'desktop' }
    expect((await t.post('/auth/store-meta', { m_id: 'abc-1', data })).status).toBe(200)
    expect(payloads(t, 'meta')).toEqual([{ locale: 'en-us', landing_path: '/en-us/?utm_medium=cpc', viewport: 'desktop' }])
    const track = {
      event: 'qr_code_scan',
      url: `https://pollwise.example/redirect-by-qr-code${DIRTY}`,
      data: { platform: 'ios', page: 'www.pollwise.example/x?name=Alice', query: 'message=hi&utm_term=t', count: 3 },
    }
    expect((await t.post('/api/track', track)).status).toBe(200)
    expect(payloads(t, 'track')).toEqual([
      {
        url: `https://pollwise.example/redirect-by-qr-code${CLEAN}`,
        platform: 'ios',
        page: 'www.pollwise.example/x',
        query: '?utm_term=t',
        count: 3,
      },
    ])
  })
})

describe('rows stored before the rule', () => {
  it('are cleaned once by migration 006, with the operator’s names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pollwise-attribution-'))
    try {
      const file = join(dir, 'api.sqlite')
      const before = openDatabase(file)
      const user = before.prepare(
        "INSERT INTO users (email, password_hash, m_id, locale, query, created_at, updated_at) VALUES (?, NULL, 'm', 'en', ?, 0, 0)",
      )
      user.run('dirty@example.com', DIRTY)
      user.run('people@example.com', '?name=Alice&message=hi')
      user.run('partner@example.com', '?partner=acme&email=p%40example.com')
      user.run('none@example.com', null)
      const event = before.prepare("INSERT INTO analytics_events (kind, m_id, payload, created_at) VALUES (?, 'm', ?, 0)")
      event.run('attribution', JSON.stringify({ source: 'news', query: DIRTY, referrer: 'https://x.example/p?q=alice' }))
      event.run('meta', JSON.stringify({ landing_path: '/en-us/?name=Alice', viewport: 'mobile' }))
      event.run('track', '{"platform": "ios"}')
      // As the database was before the migration ran.
      before.prepare("DELETE FROM schema_migrations WHERE name = '006_campaign_queries.ts'").run()
      before.close()

      const db = openDatabase(file, { campaignParams: ['partner'] })
      expect(db.prepare('SELECT email, query FROM users ORDER BY id').all()).toEqual([
        { email: 'dirty@example.com', query: CLEAN },
        { email: 'people@example.com', query: null },
        { email: 'partner@example.com', query: '?partner=acme' },
        { email: 'none@example.com', query: null },
      ])
      expect(db.prepare('SELECT payload FROM analytics_events ORDER BY id').all()).toEqual([
        { payload: JSON.stringify({ source: 'news', query: CLEAN, referrer: 'https://x.example/p' }) },
        { payload: JSON.stringify({ landing_path: '/en-us/', viewport: 'mobile' }) },
        // Untouched rows keep their exact text.
        { payload: '{"platform": "ios"}' },
      ])
      expect(db.prepare("SELECT COUNT(*) AS n FROM schema_migrations WHERE name = '006_campaign_queries.ts'").get()).toEqual({ n: 1 })
      db.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('goes through a table larger than one batch', () => {
    const db = openDatabase(':memory:')
    const insert = db.prepare("INSERT INTO analytics_events (kind, m_id, payload, created_at) VALUES ('attribution', 'm', ?, 0)")
    for (let i = 0; i < 1234; i++) insert.run(JSON.stringify({ query: `?utm_source=s${i}&name=n${i}` }))
    db.prepare("DELETE FROM schema_migrations WHERE name = '006_campaign_queries.ts'").run()
    expect(migrate(db)).toEqual(['006_campaign_queries.ts'])
    const rows = db.prepare('SELECT payload FROM analytics_events ORDER BY id').all() as { payload: string }[]
    expect(rows.map((row) => JSON.parse(row.payload) as unknown)).toEqual(
      Array.from({ length: 1234 }, (_, i) => ({ query: `?utm_source=s${i}` })),
    )
    db.close()
  })
})

describe('CAMPAIGN_PARAMS', () => {
  it('is refused when a name would re-admit a person', () => {
    expect(loadConfig({ CAMPAIGN_PARAMS: 'partner' }).campaignParams).toEqual(['partner'])
    expect(loadConfig({}).campaignParams).toEqual([])
    expect(() => loadConfig({ CAMPAIGN_PARAMS: 'partner,message' })).toThrow(
      /CAMPAIGN_PARAMS: "message" is one of the site’s own parameters/,
    )
  })
})
