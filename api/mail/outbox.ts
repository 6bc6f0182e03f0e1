// Every e-mail goes through here: rendered (HTML with a text alternative) in the language asked for,
// recorded in the outbox table before the request that caused it is answered, then delivered at
// least once by the outbox itself (docs/decisions/111). Delivery failures are recorded and
// retried, never thrown at the visitor: enumeration-safe endpoints must answer the same either way.
//
// Delivery: each mail is tried at once, and a failed one again by the delivery loop, with
// exponential backoff, across mail-server outages and API restarts (the loop starts by taking up
// what an earlier run left), until it is delivered or its bound passes: a link is useless once it
// has expired, a notice waits `noticeGiveUpMs`. A mail given up is logged as an error and counted,
// never dropped in silence. A row is claimed before it is sent, so one send of it is under way at
// a time.
//
// The link's secret (a sign-in, verification or reset token) lives only in the message handed to
// the transport and in the row's sealed copy of it (sealed.ts), which is wiped once the mail is
// delivered or given up. Unless `keepSecrets` is set (outside production, for the development
// mailbox), the readable columns have the secret replaced in subject, body and links, so a
// database leak yields no usable link — the promise security/tokens.ts makes for the token table.
import { Counter, Gauge, Registry } from 'prom-client'
import type { Db } from '../db/database'
import { logger } from '../log/logger'
import { rateLimited } from '../log/rate-limited'
import { TTL } from '../security/tokens'
import type { Mailer, OutgoingMail } from './mailer'
import { renderMailHtml, type MailLayoutProps } from './layout'
import { createSealer } from './sealed'
import { composeMail, type MailKind } from './templates'

const log = logger('mail')

export type OutboxKind = MailKind | 'notice'

export interface StoredMail {
  id: number
  to: string
  subject: string
  text: string
  /** The HTML part; null for a notice sent as text only. */
  html: string | null
  links: string[]
  created_at: string
}

/** When the outbox tries again, and when it stops trying. */
export interface DeliverySchedule {
  /** The wait after the first failed attempt; it doubles after each further one… */
  firstRetryMs: number
  /** …up to this. */
  maxRetryMs: number
  /** How often the delivery loop looks for mail that is due. */
  pollMs: number
  /** How long a notice (no link to expire) is tried before it is given up. */
  noticeGiveUpMs: number
  /** 0 ≤ x < 1; each wait is drawn from its upper half, so mail failed together spreads out. */
  random: () => number
}

export const DEFAULT_SCHEDULE: DeliverySchedule = {
  firstRetryMs: 5_000,
  maxRetryMs: 10 * 60_000,
  pollMs: 1_000,
  noticeGiveUpMs: 3 * 24 * 60 * 60_000,
  random: Math.random,
}

export interface OutboxOptions {
  from: string
  siteName: string
  /** Store mail as sent, links included; only where a development mailbox needs them. */
  keepSecrets: boolean
  /** API_SIGNING_KEY: the sealed copies' key is derived from it (sealed.ts). */
  signingKey: string
  /** Where the outbox's figures are registered (metrics.ts serves them). */
  metrics?: Registry
  /** Overrides of DEFAULT_SCHEDULE (tests retry in milliseconds). */
  schedule?: Partial<DeliverySchedule>
}

export const REDACTED = '[redacted]'

/**
 * How long a claim holds a row against another process: longer than a send can take (the SMTP
 * transport's timeouts, mailer.ts). Within a process, a row being sent is never taken again.
 */
const LEASE_MS = 15 * 60_000
/** Sends under way at once from the loop: a stalled mail server holds a few, not the whole queue. */
const MAX_PARALLEL = 4

/** `text` with every occurrence of `secret` (also URL-encoded, as inside a nested URL) replaced. */
export function redact(text: string, secret: string): string {
  if (!secret) return text
  return [secret, encodeURIComponent(secret), encodeURIComponent(encodeURIComponent(secret))].reduce(
    (out, form) => out.split(form).join(REDACTED),
    text,
  )
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: exponential, capped, jittered. */
export function retryDelay(attempts: number, schedule: DeliverySchedule): number {
  const ceiling = Math.min(schedule.maxRetryMs, schedule.firstRetryMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(ceiling / 2 + (ceiling / 2) * schedule.random())
}

/** What the sealed copy holds: the message as the transport gets it, and the secret to keep out of error texts. */
interface SealedMail {
  to: string
  subject: string
  text: string
  /** Once rendered; until then `layout`, which it is rendered from. */
  html?: string
  layout?: MailLayoutProps
  replyTo?: string
  secret?: string
}

interface PendingRow {
  id: number
  kind: OutboxKind
  payload: Buffer | null
  attempts: number
  give_up_at: number
  error: string | null
}

/** The outbox's figures: what waits (read from the table at each scrape), what was retried, delivered and given up. */
function outboxFigures(registry: Registry, pending: () => number | null) {
  const labelNames = ['kind'] as const
  new Gauge({
    name: 'pollwise_api_outbox_pending',
    help: 'Mail acknowledged and neither delivered nor given up yet',
    registers: [registry],
    collect() {
      const count = pending()
      if (count !== null) this.set(count)
    },
  })
  return {
    retried: new Counter({
      name: 'pollwise_api_outbox_retries_total',
      help: 'Delivery attempts after the first, by mail kind',
      labelNames,
      registers: [registry],
    }),
    delivered: new Counter({
      name: 'pollwise_api_outbox_delivered_total',
      help: 'Mail delivered, by kind',
      labelNames,
      registers: [registry],
    }),
    givenUp: new Counter({
      name: 'pollwise_api_outbox_given_up_total',
      help: 'Mail given up undelivered (link expired, or a notice past its bound), by kind',
      labelNames,
      registers: [registry],
    }),
  }
}

export function createOutbox(db: Db, clock: () => Date, mailer: Mailer, options: OutboxOptions) {
  const schedule: DeliverySchedule = { ...DEFAULT_SCHEDULE, ...options.schedule }
  const sealer = createSealer(options.signingKey)
  const giveUpAfter: Record<OutboxKind, number> = { ...TTL, notice: schedule.noticeGiveUpMs }
  // An outage fails every mail on every retry: one line a minute says so, with the count.
  const failures = rateLimited(log, { windowMs: 60_000 })

  const insert = db.prepare(
    `INSERT INTO outbox (to_address, subject, body, html, links, created_at, kind, payload, next_attempt_at, give_up_at)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)`,
  )
  const setHtml = db.prepare('UPDATE outbox SET html = ? WHERE id = ?')
  const reseal = db.prepare('UPDATE outbox SET payload = ? WHERE id = ? AND payload IS NOT NULL')
  // The claim: due, and not claimed by a send still within its lease.
  const claim = db.prepare(
    'UPDATE outbox SET claimed_at = ?, next_attempt_at = ?, attempts = attempts + 1 WHERE id = ? AND next_attempt_at <= ?',
  )
  const readClaimed = db.prepare('SELECT id, kind, payload, attempts, give_up_at, error FROM outbox WHERE id = ?')
  const markSent = db.prepare(
    'UPDATE outbox SET sent_at = ?, error = NULL, payload = NULL, next_attempt_at = NULL, claimed_at = NULL WHERE id = ?',
  )
  const markRetry = db.prepare('UPDATE outbox SET error = ?, next_attempt_at = ?, claimed_at = NULL WHERE id = ?')
  const markGivenUp = db.prepare(
    'UPDATE outbox SET error = ?, failed_at = ?, payload = NULL, next_attempt_at = NULL, claimed_at = NULL WHERE id = ?',
  )
  const due = db.prepare('SELECT id FROM outbox WHERE next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?')
  const countPending = db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE next_attempt_at IS NOT NULL')
  // One API process per database: a claim found at start was left by a run that stopped mid-send.
  const releaseLeftOver = db.prepare('UPDATE outbox SET claimed_at = NULL, next_attempt_at = ? WHERE claimed_at IS NOT NULL')

  const figures = outboxFigures(options.metrics ?? new Registry(), () => (db.open ? (countPending.get() as { n: number }).n : null))

  // What is still under way: HTML parts being rendered (the development mailbox waits for them),
  // and delivery attempts (tests wait for them; so does the API's stop).
  const rendering = new Set<Promise<unknown>>()
  const sending = new Set<Promise<unknown>>()
  const track = <T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> => {
    set.add(promise)
    void promise.then(
      () => set.delete(promise),
      () => set.delete(promise),
    )
    return promise
  }
  const allOf = async (set: Set<Promise<unknown>>) => {
    while (set.size > 0) await Promise.allSettled([...set])
  }
  /** Rows this process is sending: never claimed again meanwhile, whatever their lease says. */
  const inFlight = new Set<number>()

  /** Records a mail due at once; the sealed copy is what will be sent. */
  function record(kind: OutboxKind, stored: { to: string; subject: string; text: string; links: string[] }, mail: SealedMail): number {
    const now = clock().getTime()
    const { to, subject, text, links } = stored
    const id = insert.run(to, subject, text, JSON.stringify(links), now, kind, sealer.seal(mail), now, now + giveUpAfter[kind])
    return Number(id.lastInsertRowid)
  }

  function giveUp(row: PendingRow, reason: string): void {
    markGivenUp.run(reason, clock().getTime(), row.id)
    figures.givenUp.inc({ kind: row.kind })
    // Each one is an acknowledged mail that will not arrive: an operator must see every one.
    log.error({ kind: row.kind, attempts: row.attempts, reason }, 'mail given up undelivered')
  }

  /** Sends the sealed message, its HTML part rendered first when it has none yet. */
  async function transmit(mail: SealedMail, html: Promise<string> | undefined): Promise<void> {
    const part = mail.html ?? (html ? await html : mail.layout ? await renderMailHtml(mail.layout) : undefined)
    await mailer.send({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(part ? { html: part } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    } satisfies OutgoingMail)
  }

  /**
   * One delivery attempt of row `id`, if it is due and nobody is sending it: claims it, sends it,
   * records the outcome (delivered, to be retried, or given up). Never rejects. `html`: the HTML
   * part being rendered for a mail just recorded.
   */
  async function attempt(id: number, html?: Promise<string>): Promise<void> {
    if (inFlight.has(id) || !db.open) return
    const now = clock().getTime()
    if (claim.run(now, now + LEASE_MS, id, now).changes === 0) return
    inFlight.add(id)
    try {
      const row = readClaimed.get(id) as PendingRow
      if (row.attempts > 1) figures.retried.inc({ kind: row.kind })
      let mail: SealedMail
      try {
        mail = sealer.open(row.payload!) as SealedMail
      } catch {
        giveUp(row, 'its sealed copy cannot be opened (was API_SIGNING_KEY changed?)')
        return
      }
      // Kept out of the error column (unless the row keeps secrets anyway) and of the log.
      const secret = mail.secret ?? ''
      const stored = (text: string) => (options.keepSecrets ? text : redact(text, secret))
      if (now >= row.give_up_at) {
        giveUp(row, stored(row.error ?? 'not delivered before its bound'))
        return
      }
      try {
        await transmit(mail, html)
      } catch (error) {
        failed(row, error instanceof Error ? error.message : String(error), stored, secret)
        return
      }
      markSent.run(clock().getTime(), id)
      figures.delivered.inc({ kind: row.kind })
    } catch (error) {
      // The bookkeeping itself failed (a closed database at the very end of a stop): the claim
      // stays, and the next start takes the row up again.
      failures.error({ reason: error instanceof Error ? error.message : String(error) }, 'outbox bookkeeping failed')
    } finally {
      inFlight.delete(id)
    }
  }

  /** A failed send: tried again after the backoff, or given up when the next try would come too late. */
  function failed(row: PendingRow, message: string, stored: (text: string) => string, secret: string): void {
    const now = clock().getTime()
    const next = now + retryDelay(row.attempts, schedule)
    if (next >= row.give_up_at) {
      giveUp(row, stored(message))
      return
    }
    markRetry.run(stored(message), next, row.id)
    failures.warn(
      { kind: row.kind, attempts: row.attempts, reason: redact(message, secret), retry_in_ms: next - now },
      'mail delivery failed; it will be tried again',
    )
  }

  /** Takes up what is due, a few at a time. */
  function tick(): void {
    if (!db.open) return stop()
    try {
      const room = MAX_PARALLEL - inFlight.size
      if (room <= 0) return
      for (const { id } of due.all(clock().getTime(), room) as { id: number }[]) void track(sending, attempt(id))
    } catch (error) {
      failures.error({ reason: error instanceof Error ? error.message : String(error) }, 'outbox delivery loop failed')
    }
  }

  let loop: NodeJS.Timeout | undefined
  function stop(): void {
    clearInterval(loop)
    loop = undefined
  }

  return {
    /**
     * Records (before its first await, so the mail is in the outbox when the request that caused
     * it is answered), renders the HTML part and sends, in the language of `locale`; resolves once
     * this first attempt has finished (delivered, or failed and left to the delivery loop).
     * `secret` is the link's token.
     */
    async send(kind: MailKind, to: string, locale: string, link: string, secret: string): Promise<void> {
      const mail = composeMail(kind, locale, { site: options.siteName, link, email: to })
      const stored = (text: string) => (options.keepSecrets ? text : redact(text, secret))
      const message: SealedMail = { to, subject: mail.subject, text: mail.text, layout: mail.layout, secret }
      const id = record(kind, { to, subject: stored(mail.subject), text: stored(mail.text), links: [stored(link)] }, message)
      const html = track(
        rendering,
        renderMailHtml(mail.layout).then((html) => {
          setHtml.run(stored(html), id)
          // Retries send the HTML part exactly as it was rendered now.
          reseal.run(sealer.seal({ ...message, layout: undefined, html }), id)
          return html
        }),
      )
      return track(sending, attempt(id, html))
    },
    /** Resolves once every HTML part begun so far is rendered and recorded. */
    rendered: () => allOf(rendering),
    /** Resolves once every delivery attempt begun so far has finished (delivered, or failed and waiting for its retry). */
    settled: () => allOf(sending),
    /**
     * A notice to the operator (a contact request): no link and no secret, so it is stored as sent.
     * Resolves once its first delivery attempt has finished.
     */
    async notify(to: string, subject: string, text: string, replyTo?: string): Promise<void> {
      const id = record(
        'notice',
        { to: to.toLowerCase(), subject, text, links: [] },
        { to, subject, text, ...(replyTo ? { replyTo } : {}) },
      )
      return track(sending, attempt(id))
    },
    /**
     * Starts the delivery loop: first what an earlier run left claimed (stopped mid-send), then
     * every `pollMs` whatever is due. The timer never keeps the process alive.
     */
    start(): void {
      if (loop) return
      const now = clock().getTime()
      const leftOver = releaseLeftOver.run(now).changes
      const pending = (countPending.get() as { n: number }).n
      if (pending > 0) log.info({ pending, interrupted: leftOver }, 'delivering mail left unsent by an earlier run')
      loop = setInterval(tick, schedule.pollMs)
      loop.unref()
      tick()
    },
    /** Stops taking up mail; sends under way finish (`settled`), the rest waits in the table for the next start. */
    stop,
    /** Newest first, optionally for one recipient. */
    list(to?: string, limit = 100): StoredMail[] {
      const rows = (
        to
          ? db.prepare('SELECT * FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT ?').all(to.toLowerCase(), limit)
          : db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
      ) as OutboxRow[]
      return rows.map(storedMail)
    },
    /** One recorded mail, for the development mailbox's previews. */
    get(id: number): StoredMail | null {
      const row = db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as OutboxRow | undefined
      return row ? storedMail(row) : null
    },
  }
}
export type Outbox = ReturnType<typeof createOutbox>

interface OutboxRow {
  id: number
  to_address: string
  subject: string
  body: string
  html: string | null
  links: string
  created_at: number
}

function storedMail(r: OutboxRow): StoredMail {
  return {
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.body,
    html: r.html,
    links: JSON.parse(r.links) as string[],
    created_at: new Date(r.created_at).toISOString(),
  }
}
