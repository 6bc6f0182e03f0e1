// The durable outbox (docs/decisions/111): mail the API acknowledged arrives once the mail server
// is back, each message once; what waits, what was retried, delivered and given up shows on the
// API's metrics endpoint; and a mail is given up only past its bound, loudly.
import { afterEach, describe, expect, it } from 'vitest'
import { captureLogs } from '../log/testing'
import { serveMetrics } from '../metrics'
import { createTestApi, DAY, PRODUCTION_ENV } from '../testing'
import { configuredMailer } from './mailer'
import { retryDelay, DEFAULT_SCHEDULE, type DeliverySchedule } from './outbox'
import { freePort, startMailServer, tokenInMessage, until } from './test-smtp'

/** Retries in milliseconds instead of seconds; the delivery loop looks every 20 ms. */
const FAST: Partial<DeliverySchedule> = { firstRetryMs: 40, maxRetryMs: 160, pollMs: 20 }

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const contactBody = { name: 'Max', email: 'max@example.com', message: 'My payout has not arrived.' }

describe('the outbox', () => {
  it('delivers the verification mail and the contact notice, once each, when the mail server comes back', async () => {
    const port = await freePort()
    const t = createTestApi(
      { ...PRODUCTION_ENV, SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: 'help@operator.example' },
      { mailer: (config) => configuredMailer(config.smtpUrl), realClock: true, outboxSchedule: FAST },
    )
    // The mail server is down: both requests are answered as always.
    expect((await t.register('back-online@example.com')).status).toBe(200)
    expect((await t.post('/api/po/contact-us', contactBody)).status).toBe(200)
    await t.delivered()
    const waiting = t.db.prepare('SELECT kind, error FROM outbox WHERE next_attempt_at IS NOT NULL ORDER BY id').all()
    expect(waiting).toEqual([
      { kind: 'verify', error: expect.stringContaining('ECONNREFUSED') },
      { kind: 'notice', error: expect.stringContaining('ECONNREFUSED') },
    ])

    const mail = await startMailServer({ port })
    cleanups.push(mail.close)
    const settled = () =>
      (t.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE next_attempt_at IS NOT NULL').get() as { n: number }).n === 0
    await until(settled, 10_000, 'every mail delivered')
    await t.delivered()
    // A few more rounds of the loop send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 5 * FAST.pollMs!))
    expect(mail.received.map((m) => m.to).sort()).toEqual([['back-online@example.com'], ['help@operator.example']])

    // The verification link that arrived late works: the sealed copy kept the real one.
    const verification = mail.received.find((m) => m.to[0] === 'back-online@example.com')!
    const token = tokenInMessage(verification.raw)
    expect(token).not.toBeNull()
    const signed = await t.post('/auth/links/resolve', { token })
    expect(signed.status).toBe(200)
    expect((await t.post(String(signed.json.signed_url))).status).toBe(200)
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE payload IS NOT NULL OR sent_at IS NULL').get()).toEqual({ n: 0 })
  })

  it('shows pending, retried, delivered and given-up mail on the metrics endpoint, and logs each mail given up', async () => {
    const t = createTestApi({}, { realClock: true, outboxSchedule: FAST })
    let up = false
    const deliver = t.mailer.send.bind(t.mailer)
    t.mailer.send = async (mail) => {
      if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:25')
      return deliver(mail)
    }
    const metrics = await serveMetrics(t.app.metrics, { host: '127.0.0.1', port: 0 })
    cleanups.push(metrics.close)
    const scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`)
      expect(response.headers.get('content-type')).toContain('text/plain')
      return response.text()
    }
    const figure = async (line: string) =>
      Number(new RegExp(`^${line.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm').exec(await scrape())?.[1] ?? 0)

    // Down: both wait, and are retried.
    await t.register('figures@example.com')
    await t.post('/api/po/contact-us', contactBody)
    await t.delivered()
    expect(await figure('pollwise_api_outbox_pending')).toBe(2)
    await until(async () => (await figure('pollwise_api_outbox_retries_total{kind="notice"}')) >= 1, 10_000, 'a retry')

    // Up: delivered, nothing waits.
    up = true
    await until(async () => (await figure('pollwise_api_outbox_pending')) === 0, 10_000, 'nothing pending')
    expect(await figure('pollwise_api_outbox_delivered_total{kind="verify"}')).toBe(1)
    expect(await figure('pollwise_api_outbox_delivered_total{kind="notice"}')).toBe(1)
    expect(t.mailer.sent).toHaveLength(2)

    // Down again for longer than a notice is kept trying: given up.
    up = false
    const logs = captureLogs()
    cleanups.push(logs.restore)
    await t.post('/api/po/contact-us', { ...contactBody, message: 'Second try.' })
    await t.delivered()
    expect(await figure('pollwise_api_outbox_pending')).toBeGreaterThan(0)
    t.advance(3 * DAY + 1)
    await until(async () => (await figure('pollwise_api_outbox_pending')) === 0, 10_000, 'every mail settled')
    expect(await figure('pollwise_api_outbox_given_up_total{kind="notice"}')).toBe(1)
    const givenUp = logs.entries.filter((e) => e.msg === 'mail given up undelivered')
    expect(givenUp).toContainEqual(
      expect.objectContaining({
        level: 'error',
        component: 'mail',
        kind: 'notice',
        attempts: expect.any(Number),
        reason: expect.stringContaining('ECONNREFUSED'),
      }),
    )
    expect(givenUp.every((e) => e.level === 'error' && !('err' in e))).toBe(true)
    // Given up means wiped: no sealed copy is left of it.
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE payload IS NOT NULL').get()).toEqual({ n: 0 })
    expect(t.mailer.sent).toHaveLength(2)
  })

  it('logs an outage in a bounded number of lines, however many mails it fails', async () => {
    const t = createTestApi({}, { realClock: true, outboxSchedule: FAST })
    t.mailer.send = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25')
    }
    const logs = captureLogs()
    cleanups.push(logs.restore)
    for (let i = 0; i < 20; i++) await t.post('/api/po/contact-us', { ...contactBody, message: `Message ${i}` })
    await until(
      () => (t.db.prepare('SELECT MIN(attempts) AS n FROM outbox').get() as { n: number }).n >= 3,
      10_000,
      'three attempts of each mail',
    )
    const failures = logs.entries.filter((e) => e.component === 'mail')
    expect(failures).toEqual([expect.objectContaining({ level: 'warn', msg: 'mail delivery failed; it will be tried again' })])
  })

  it('gives up a sign-in link once it has expired, not a notice before three days', async () => {
    const t = createTestApi({}, { realClock: true, outboxSchedule: FAST })
    t.mailer.send = async () => {
      throw new Error('421 try again later')
    }
    const logs = captureLogs()
    cleanups.push(logs.restore)
    await t.register('expiring@example.com')
    await t.post('/api/po/contact-us', contactBody)
    await t.delivered()
    t.advance(DAY + 1)
    await until(() => logs.entries.some((e) => e.msg === 'mail given up undelivered'), 10_000, 'the verification mail given up')
    const rows = t.db
      .prepare('SELECT kind, failed_at IS NOT NULL AS given_up, next_attempt_at IS NOT NULL AS pending FROM outbox ORDER BY id')
      .all()
    expect(rows).toEqual([
      { kind: 'verify', given_up: 1, pending: 0 },
      { kind: 'notice', given_up: 0, pending: 1 },
    ])
  })
})

describe('retry waits', () => {
  it('double from the first up to the cap, each drawn from its upper half', () => {
    const at = (random: number) => (attempts: number) => retryDelay(attempts, { ...DEFAULT_SCHEDULE, random: () => random })
    expect([1, 2, 3, 4, 8, 9, 20].map(at(0.999_999))).toEqual([5_000, 10_000, 20_000, 40_000, 600_000, 600_000, 600_000])
    expect([1, 2, 8].map(at(0))).toEqual([2_500, 5_000, 300_000])
  })
})
