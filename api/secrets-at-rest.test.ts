// Nothing usable at rest: in production the outbox keeps no link token, and the database files
// are readable by their owner only.
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from './db/database'
import type { OutgoingMail } from './mail/mailer'
import { captureLogs } from './log/testing'
import { REDACTED, redact } from './mail/outbox'
import { until } from './mail/test-smtp'
import { createTestApi, STRONG_PASSWORD } from './testing'

const PRODUCTION = {
  NODE_ENV: 'production',
  PUSHER_APP_ID: 'prod-app',
  PUSHER_APP_KEY: 'prod-key',
  PUSHER_APP_SECRET: 'prod-secret-0123456789',
  API_SIGNING_KEY: 'p'.repeat(48),
}

/** Every text value of every row of every table. */
function everyStoredText(db: Db): string {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
  return tables
    .flatMap(({ name }) => db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[])
    .flatMap((row) => Object.values(row).map(String))
    .join('\n')
}

/** The token inside a link as the mail transport received it (sign-in, verification or reset). */
function tokenIn(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0]
  if (!link) throw new Error(`no link in ${text}`)
  const token = new URL(link).searchParams.get('token')
  if (!token) throw new Error(`no token in ${link}`)
  return token
}

describe('outbox in production', () => {
  it('keeps no usable link after sending, while the transport got a working one', async () => {
    const t = createTestApi(PRODUCTION)
    const r = await t.register('prod@example.com')
    expect(r.status).toBe(200)
    await t.delivered()
    const verifyMail = t.mailer.sent.at(-1)!
    const verifyToken = tokenIn(verifyMail.text)
    expect(verifyMail.html).toContain(verifyToken)
    const signedUrl = String((await t.post('/auth/links/resolve', { token: verifyToken })).json.signed_url)
    expect((await t.post(signedUrl)).status).toBe(200)

    await t.post('/auth/send-one-time-login-link', { email: 'prod@example.com' })
    await t.post('/auth/forgot-password', { email: 'prod@example.com' })
    await t.delivered()
    const tokens = [verifyToken, ...t.mailer.sent.slice(-2).map((m) => tokenIn(m.text))]
    expect(new Set(tokens).size).toBe(3)

    const stored = everyStoredText(t.db)
    for (const token of tokens) {
      expect(stored).not.toContain(token)
      expect(stored).not.toContain(encodeURIComponent(token))
    }
    const rows = t.db.prepare('SELECT subject, body, html, links, sent_at FROM outbox ORDER BY id').all() as {
      subject: string
      body: string
      html: string
      links: string
      sent_at: number | null
    }[]
    expect(rows).toHaveLength(3)
    for (const row of rows) {
      expect(row.sent_at).not.toBeNull()
      expect(row.body).toContain(REDACTED)
      expect(row.html).toContain(REDACTED)
      expect(row.links).toContain(REDACTED)
    }

    // The reset link the owner received still works: only the stored copy lost its token.
    const password = 'a-fresh-production-passphrase'
    const reset = await t.post('/auth/reset-password', {
      email: 'prod@example.com',
      token: tokens[2],
      password,
      password_confirmation: password,
    })
    expect(reset.status).toBe(200)
    expect((await t.post('/auth/login', { email: 'prod@example.com', password: STRONG_PASSWORD })).status).toBe(401)
  })

  it('keeps a mail waiting for delivery sealed, its link nowhere readable, and wipes it once delivered', async () => {
    const t = createTestApi(PRODUCTION, { realClock: true, outboxSchedule: { firstRetryMs: 40, maxRetryMs: 160, pollMs: 20 } })
    const attempts: OutgoingMail[] = []
    let up = false
    const deliver = t.mailer.send.bind(t.mailer)
    // A failing relay that quotes the message in its error, as some do.
    t.mailer.send = async (mail) => {
      attempts.push(mail)
      if (!up) throw new Error(`451 temporarily rejected: ${mail.text}`)
      return deliver(mail)
    }
    const logs = captureLogs()
    try {
      expect((await t.register('waiting@example.com')).status).toBe(200)
      await t.delivered()
    } finally {
      logs.restore()
    }
    const token = tokenIn(attempts[0]!.text)
    expect(logs.lines.join('')).toContain(REDACTED)
    expect(logs.lines.join('')).not.toContain(token)

    const stored = everyStoredText(t.db)
    expect(stored).not.toContain(token)
    expect(stored).not.toContain(encodeURIComponent(token))
    const pending = t.db.prepare('SELECT payload, error, sent_at FROM outbox').get() as { payload: Buffer; error: string; sent_at: null }
    expect(pending.sent_at).toBeNull()
    expect(Buffer.isBuffer(pending.payload)).toBe(true)
    expect(pending.payload.includes(token)).toBe(false)
    expect(pending.payload.includes('waiting@example.com')).toBe(false)
    expect(pending.error).toContain(REDACTED)

    up = true
    await until(() => t.mailer.sent.length === 1, 10_000, 'the delivery')
    await t.delivered()
    expect(tokenIn(t.mailer.sent[0]!.text)).toBe(token)
    expect(t.db.prepare('SELECT payload, sent_at IS NOT NULL AS sent FROM outbox').get()).toEqual({ payload: null, sent: 1 })
    expect(everyStoredText(t.db)).not.toContain(token)
  })

  it('keeps the full mail outside production for the development mailbox', async () => {
    const t = createTestApi()
    await t.register('dev@example.com')
    const [mail] = await t.mails('dev@example.com')
    expect(mail!.text).toContain(tokenIn(t.mailer.sent.at(-1)!.text))
    expect(mail!.text).not.toContain(REDACTED)
  })

  it('redacts plain and URL-encoded forms of the secret', () => {
    const secret = 'abc+/=def'
    const text = `a ${secret} b ${encodeURIComponent(secret)} c ${encodeURIComponent(encodeURIComponent(secret))}`
    expect(redact(text, secret)).toBe(`a ${REDACTED} b ${REDACTED} c ${REDACTED}`)
    expect(redact('nothing here', '')).toBe('nothing here')
  })
})

describe('database files', () => {
  const mode = (path: string) => statSync(path).mode & 0o777

  it.skipIf(process.platform === 'win32')('are created 0600 (with -wal and -shm) in a 0700 directory', () => {
    const root = mkdtempSync(join(tmpdir(), 'pollwise-perms-'))
    try {
      const file = join(root, 'data', 'api.sqlite')
      const db = openDatabase(file)
      db.prepare('INSERT INTO claims (name, amount, currency, category, brand, tier, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        'A',
        1,
        'USD',
        'charity',
        'WWF',
        'gold',
        0,
      )
      expect(mode(join(root, 'data'))).toBe(0o700)
      for (const path of [file, `${file}-wal`, `${file}-shm`]) {
        expect(existsSync(path), path).toBe(true)
        expect(mode(path), path).toBe(0o600)
      }
      db.close()
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it.skipIf(process.platform === 'win32')('tighten a database file an earlier version left readable by others', () => {
    const root = mkdtempSync(join(tmpdir(), 'pollwise-perms-'))
    try {
      const file = join(root, 'api.sqlite')
      openDatabase(file).close()
      chmodSync(file, 0o644)
      const db = openDatabase(file)
      expect(mode(file)).toBe(0o600)
      db.close()
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
