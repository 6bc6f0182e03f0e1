// Country, claims, contact and analytics endpoints; development pages; broadcasting auth; the
// member app; and the HTTP edge cases (bad JSON, oversized bodies, unknown routes).
import { describe, expect, it } from 'vitest'
import { CLAIM_CREATED_EVENT } from '../contract/claims'
import { countries } from './countries'
import { localeCodes } from '../contract/locales'
import { captureLogs } from './log/testing'
import { createTestApi, PRODUCTION_ENV } from './testing'

const claimBody = {
  name: 'Jennifer',
  amount: 25,
  currency: 'usd',
  category: 'gift_cards',
  brand: 'Amazon',
  tier: 'gold',
  country_code: 'US',
}

describe('api/country', () => {
  it('knows every country of the locales', async () => {
    const t = createTestApi({ BLOCKED_COUNTRIES: 'cn' })
    for (const code of new Set(localeCodes.filter((l) => l !== 'en').map((l) => l.split('-')[1]!))) {
      expect(Object.hasOwn(countries, code), code).toBe(true)
    }
    expect((await t.get('/api/country?code=GB')).json).toEqual({
      code: 'gb',
      currency: 'GBP',
      minimum_payout: 4,
      reward_categories: ['transfers', 'gift_cards', 'prepaid_cards', 'charity'],
      blocked: false,
    })
    expect((await t.get('/api/country?code=cn')).json.blocked).toBe(true)
    expect((await t.get('/api/country?code=zz')).status).toBe(404)
    expect((await t.get('/api/country?code=<script>')).status).toBe(422)
    expect((await t.get('/api/country')).status).toBe(422)
  })
})

describe('claims', () => {
  it('POST /dev/claims stores, masks and broadcasts; GET api/claims lists newest first', async () => {
    const t = createTestApi()
    const created = await t.post('/dev/claims', claimBody)
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      name: 'Je****er',
      amount: 25,
      currency: 'USD',
      category: 'gift_cards',
      brand: 'Amazon',
      tier: 'gold',
      country_code: 'us',
      created_at: '2026-03-01T10:00:00.000Z',
    })
    expect(t.broadcasts).toEqual([{ channels: ['claims'], event: CLAIM_CREATED_EVENT, data: created.json }])
    expect(CLAIM_CREATED_EVENT).toBe('App\\Events\\ClaimCreated')
    t.advance(1000)
    await t.post('/dev/claims', { ...claimBody, name: 'Ann', tier: undefined })
    const list = await t.get('/api/claims?limit=5')
    expect((list.json.data as { name: string; tier: string }[]).map((c) => [c.name, c.tier])).toEqual([
      ['A*n', 'bronze'],
      ['Je****er', 'gold'],
    ])
    expect((await t.get('/api/claims?limit=500')).status).toBe(422)
  })

  it('validates the claim body', async () => {
    const t = createTestApi()
    const r = await t.post('/dev/claims', { ...claimBody, amount: -1, category: 'cash', currency: 'dollars' })
    expect(r.status).toBe(422)
    expect(Object.keys(r.json.errors as object).sort()).toEqual(['amount', 'category', 'currency'])
    expect(t.broadcasts).toHaveLength(0)
  })
})

describe('contact and analytics', () => {
  it('persists contact, notify-me and data-sell requests', async () => {
    const t = createTestApi()
    const headers = { 'x-user-locale': 'de-de', 'x-user-platform': 'web-mobile' }
    expect((await t.post('/api/po/contact-us', { name: 'Max', email: 'max@example.com', message: 'Hallo' }, headers)).status).toBe(200)
    expect((await t.post('/api/contact/notify-me', { email: 'nm@example.com', country_code: 'CN' })).status).toBe(200)
    expect((await t.post('/api/contact/data-sell', { email: 'ccpa@example.com', state: 'CA' })).status).toBe(200)
    const rows = t.db.prepare('SELECT kind, email, locale, platform FROM contact_requests ORDER BY id').all()
    expect(rows).toEqual([
      { kind: 'contact', email: 'max@example.com', locale: 'de-de', platform: 'web-mobile' },
      { kind: 'notify_me', email: 'nm@example.com', locale: null, platform: null },
      { kind: 'data_sell', email: 'ccpa@example.com', locale: null, platform: null },
    ])
    const bad = await t.post('/api/po/contact-us', { email: 'x' })
    expect(bad.json.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      message: ['The message field is required.'],
    })
    expect((await t.post('/api/contact/notify-me', {})).status).toBe(422)
    expect((await t.post('/api/contact/data-sell', { email: 'bad' })).status).toBe(422)
  })

  it('e-mails each contact request to the support address, without making the visitor wait', async () => {
    const t = createTestApi({ SUPPORT_EMAIL: 'help@operator.example' })
    const headers = { 'x-user-locale': 'fr-fr', 'x-user-platform': 'web' }
    const body = { name: 'Zoé\r\nBcc: victim@example.com', email: 'zoe@example.com', message: 'Mon paiement du 3 mars n’est pas arrivé.' }
    expect((await t.post('/api/po/contact-us', body, headers)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(t.mailer.sent).toHaveLength(1)
    const mail = t.mailer.sent[0]!
    expect(mail.to).toBe('help@operator.example')
    expect(mail.replyTo).toBe('zoe@example.com')
    expect(mail.subject).toBe('[Pollwise] Contact request from Zoé Bcc: victim@example.com')
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.text).toContain('E-mail: zoe@example.com')
    expect(mail.text).toContain('Language: fr-fr')
    expect(mail.text).toContain('Mon paiement du 3 mars n’est pas arrivé.')
    expect(t.db.prepare('SELECT to_address, sent_at IS NOT NULL AS sent FROM outbox').all()).toEqual([
      { to_address: 'help@operator.example', sent: 1 },
    ])
    // Notify-me is a waiting list: stored, not e-mailed.
    await t.post('/api/contact/notify-me', { email: 'nm@example.com' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(t.mailer.sent).toHaveLength(1)
  })

  it('e-mails each CCPA opt-out to the support address too, with its deadline, one line per field', async () => {
    const t = createTestApi({ SUPPORT_EMAIL: 'help@operator.example' })
    const body = { email: 'ccpa@example.com', name: 'Jordan\nBcc: x@example.com', state: 'California', message: 'Please stop.' }
    expect((await t.post('/api/contact/data-sell', body, { 'x-user-locale': 'en-us' })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(t.mailer.sent).toHaveLength(1)
    const mail = t.mailer.sent[0]!
    expect(mail.to).toBe('help@operator.example')
    expect(mail.replyTo).toBe('ccpa@example.com')
    expect(mail.subject).toBe('[Pollwise] Do not sell or share request from ccpa@example.com')
    expect(mail.text).toContain('15 business days')
    expect(mail.text).toContain('Name: Jordan Bcc: x@example.com')
    expect(mail.text).toContain('State: California')
    expect(mail.text).toContain('Please stop.')
  })

  it('still answers 200 when the mailer fails, and records the failure for the retry', async () => {
    const t = createTestApi()
    t.mailer.send = async () => {
      throw new Error('SMTP down')
    }
    const logs = captureLogs()
    try {
      expect((await t.post('/api/po/contact-us', { name: 'Max', email: 'max@example.com', message: 'Hallo' })).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 0))
    } finally {
      logs.restore()
    }
    expect(t.db.prepare('SELECT to_address, error, attempts, next_attempt_at IS NOT NULL AS pending FROM outbox').all()).toEqual([
      { to_address: 'support@pollwise.com', error: 'SMTP down', attempts: 1, pending: 1 },
    ])
    expect(logs.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        component: 'mail',
        msg: 'mail delivery failed; it will be tried again',
        kind: 'notice',
        reason: 'SMTP down',
      }),
    ])
  })

  it('persists track, store-meta and attribution, linking the bearer user', async () => {
    const t = createTestApi()
    const { token, id } = await t.registerVerified('meta@example.com')
    expect((await t.post('/api/track', { event: 'qr_scan', m_id: 'abc-1', data: { os: 'ios' } })).status).toBe(200)
    expect(
      (await t.post('/auth/store-meta', { m_id: 'abc-1', data: { screen: '390x844' } }, { authorization: `Bearer ${token}` })).status,
    ).toBe(200)
    expect((await t.post('/auth/store-meta/attribution', { m_id: 'abc-1', source: 'newsletter', int_attr_id: '42' })).status).toBe(200)
    const rows = t.db.prepare('SELECT kind, event, m_id, user_id FROM analytics_events ORDER BY id').all()
    expect(rows).toEqual([
      { kind: 'track', event: 'qr_scan', m_id: 'abc-1', user_id: null },
      { kind: 'meta', event: null, m_id: 'abc-1', user_id: id },
      { kind: 'attribution', event: null, m_id: 'abc-1', user_id: null },
    ])
    expect((await t.post('/api/track', { event: 'bad event!' })).status).toBe(422)
    expect((await t.post('/auth/store-meta', { m_id: 'x', data: { nested: { no: 1 } } })).status).toBe(422)
    expect((await t.post('/auth/store-meta/attribution', {})).status).toBe(422)
  })

  it('shows development the events recorded, with the platform and locale each page sent', async () => {
    const t = createTestApi()
    const page = { 'x-user-platform': 'web-mobile', 'x-user-locale': 'de-de' }
    await t.post(
      '/api/track',
      { event: 'qr_code_scan', url: 'https://pollwise.example/de-de/redirect-by-qr-code', data: { platform: 'ios' } },
      page,
    )
    await t.post('/api/track', { event: 'app_store_click' }, { 'x-user-platform': 'web' })
    const scans = (await t.get('/dev/analytics.json?event=qr_code_scan')).json as unknown as Record<string, unknown>[]
    expect(scans).toEqual([
      expect.objectContaining({
        kind: 'track',
        event: 'qr_code_scan',
        platform: 'web-mobile',
        locale: 'de-de',
        payload: expect.objectContaining({ platform: 'ios' }),
      }),
    ])
    const all = (await t.get('/dev/analytics.json')).json as unknown as { event: string; platform: string }[]
    expect(all.map((row) => [row.event, row.platform])).toEqual([
      ['app_store_click', 'web'],
      ['qr_code_scan', 'web-mobile'],
    ])
  })
})

describe('HTTP edges', () => {
  it('answers malformed JSON with 400, oversized bodies with 413, unknown routes with 404 — all JSON', async () => {
    const t = createTestApi()
    const bad = await t.post('/auth/login', '{"email": ')
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual({ message: 'The request body is not valid JSON.' })
    expect((await t.post('/auth/login', '[1,2]')).status).toBe(400)
    const big = await t.post('/api/po/contact-us', { name: 'x', email: 'a@example.com', message: 'y'.repeat(70 * 1024) })
    expect(big.status).toBe(413)
    expect(big.json.message).toMatch(/64 KB/)
    const chunked = await t.app.request('http://api.test/api/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode(' '.repeat(65 * 1024)))
          c.close()
        },
      }),
    } as RequestInit)
    expect(chunked.status).toBe(413)
    const unknown = await t.get('/nope/nothing')
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ message: 'Not Found' })
    expect((await t.request('DELETE', '/auth/login')).status).toBe(404)
    expect((await t.post('/auth/check', { email: 12 })).status).toBe(422)
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('development mailbox', () => {
  it('lists mail newest first with links, filters by recipient, escapes HTML and is off in production', async () => {
    const t = createTestApi()
    await t.register('a.<b>@example.com'.replace('<b>', 'b'))
    await t.register('second@example.com')
    const all = (await t.get('/dev/mail.json')).json as unknown as { to: string; links: string[]; created_at: string }[]
    expect(all.map((m) => m.to)).toEqual(['second@example.com', 'a.b@example.com'])
    expect(all[0]!.links).toHaveLength(1)
    expect((await t.get('/dev/mail.json?to=a.b@example.com')).json as unknown as unknown[]).toHaveLength(1)
    const html = await t.get('/dev/mail?to=<script>')
    expect(html.status).toBe(200)
    expect(html.text).not.toContain('<script>')
    expect(html.text).toContain('&lt;script&gt;')
    const prod = createTestApi(PRODUCTION_ENV)
    expect((await prod.get('/dev/mail.json')).status).toBe(404)
    expect((await prod.get('/dev/mail')).status).toBe(404)
    expect((await prod.get('/dev/analytics.json')).status).toBe(404)
    expect((await prod.post('/dev/claims', claimBody)).status).toBe(404)
  })
})

describe('broadcasting auth', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
  const formHeaders = (token?: string) => ({
    'content-type': 'application/x-www-form-urlencoded',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  })

  it("signs the bearer's own private and presence channels and nothing else", async () => {
    const t = createTestApi()
    const me = await t.registerVerified('rt@example.com')
    const other = await t.registerVerified('other@example.com')
    const priv = await t.post(
      '/broadcasting/auth',
      form({ socket_id: '123.456', channel_name: `private-App.Models.User.${me.id}` }),
      formHeaders(me.token),
    )
    expect(priv.status).toBe(200)
    expect(priv.json.auth).toMatch(/^pollwise-key:[0-9a-f]{64}$/)
    const presence = await t.post(
      '/broadcasting/auth',
      form({ socket_id: '123.456', channel_name: `presence-App.Models.User.${me.id}` }),
      formHeaders(me.token),
    )
    expect(JSON.parse(String(presence.json.channel_data))).toEqual({ user_id: String(me.id), user_info: { email: 'rt@example.com' } })
    expect(
      (
        await t.post(
          '/broadcasting/auth',
          form({ socket_id: '123.456', channel_name: `private-App.Models.User.${other.id}` }),
          formHeaders(me.token),
        )
      ).status,
    ).toBe(403)
    expect((await t.post('/broadcasting/auth', form({ socket_id: '123.456', channel_name: 'claims' }), formHeaders(me.token))).status).toBe(
      403,
    )
    expect(
      (await t.post('/broadcasting/auth', form({ socket_id: '123.456', channel_name: `private-App.Models.User.${me.id}` }), formHeaders()))
        .status,
    ).toBe(403)
    expect(
      (
        await t.post(
          '/broadcasting/auth',
          form({ socket_id: 'nope', channel_name: `private-App.Models.User.${me.id}` }),
          formHeaders(me.token),
        )
      ).status,
    ).toBe(422)
    const user = await t.post('/broadcasting/user-auth', form({ socket_id: '1.2' }), formHeaders(me.token))
    expect(user.status).toBe(200)
    expect(JSON.parse(String(user.json.user_data))).toMatchObject({ id: String(me.id) })
    expect((await t.post('/broadcasting/user-auth', form({ socket_id: '1.2' }), formHeaders())).status).toBe(403)
  })
})

describe('member app', () => {
  it('shows the signed-in user from the auth-token cookie and signs out', async () => {
    const t = createTestApi()
    expect((await t.get('/app')).text).toContain('No one is signed in.')
    const { token } = await t.registerVerified('member@example.com')
    const page = await t.get('/app', { cookie: `auth-token=${token}` })
    expect(page.text).toContain('Signed in as <strong>member@example.com</strong>')
    const out = await t.app.request('http://api.test/app/sign-out', {
      method: 'POST',
      headers: { cookie: `auth-token=${token}`, 'sec-fetch-site': 'same-origin' },
    })
    expect(out.status).toBe(303)
    expect(out.headers.get('set-cookie')).toMatch(/^auth-token=;/)
    expect((await t.get('/app', { cookie: `auth-token=${token}` })).text).toContain('No one is signed in.')
  })
})
