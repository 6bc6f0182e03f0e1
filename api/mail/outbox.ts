// Every e-mail goes through here: rendered (HTML with a text alternative) in the language asked for, recorded in the outbox table,
// then handed to the mailer. Delivery failures are recorded, never thrown at the visitor:
// enumeration-safe endpoints must answer the same either way.
//
// The link's secret (a sign-in, verification or reset token) lives only in the message handed to
// the transport. Unless `keepSecrets` is set (outside production, for the development mailbox),
// the stored row has the secret replaced in subject, body and links, so a database leak yields
// no usable link — the promise security/tokens.ts makes for the token table.
import type { Db } from '../db/database'
import { logger } from '../log/logger'
import type { Mailer, OutgoingMail } from './mailer'
import { renderMailHtml } from './layout'
import { composeMail, type MailKind } from './templates'

const log = logger('mail')

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

export interface OutboxOptions {
  from: string
  siteName: string
  /** Store mail as sent, links included; only where a development mailbox needs them. */
  keepSecrets: boolean
}

export const REDACTED = '[redacted]'

/** `text` with every occurrence of `secret` (also URL-encoded, as inside a nested URL) replaced. */
export function redact(text: string, secret: string): string {
  if (!secret) return text
  return [secret, encodeURIComponent(secret), encodeURIComponent(encodeURIComponent(secret))].reduce(
    (out, form) => out.split(form).join(REDACTED),
    text,
  )
}

export function createOutbox(db: Db, clock: () => Date, mailer: Mailer, options: OutboxOptions) {
  const insert = db.prepare('INSERT INTO outbox (to_address, subject, body, html, links, created_at) VALUES (?, ?, ?, ?, ?, ?)')
  const markSent = db.prepare('UPDATE outbox SET sent_at = ? WHERE id = ?')
  const markFailed = db.prepare('UPDATE outbox SET error = ? WHERE id = ?')
  const setHtml = db.prepare('UPDATE outbox SET html = ? WHERE id = ?')
  // What is still under way: HTML parts being rendered (the development mailbox waits for them),
  // and whole sends (tests wait for delivery).
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

  /** Sends a recorded mail (with its HTML part, once rendered, when it has one) and records the outcome. */
  async function deliver(
    kind: MailKind | 'notice',
    id: number | bigint,
    mail: Omit<OutgoingMail, 'from' | 'html'>,
    html: Promise<string> | null,
    stored: (text: string) => string,
  ): Promise<void> {
    try {
      await mailer.send({ from: options.from, ...mail, ...(html ? { html: await html } : {}) })
      markSent.run(clock().getTime(), id)
    } catch (error) {
      // Transport errors can quote the message; keep the secret out of the error column and log too.
      const reason = stored(error instanceof Error ? error.message : String(error))
      markFailed.run(reason, id)
      log.error({ kind, reason }, 'mail delivery failed')
    }
  }

  return {
    /**
     * Records (before its first await, so the mail is in the outbox when the request that caused
     * it is answered), renders the HTML part and sends, in the language of `locale`; resolves once
     * the mailer has finished (or failed). `secret` is the link's token.
     */
    async send(kind: MailKind, to: string, locale: string, link: string, secret: string): Promise<void> {
      const mail = composeMail(kind, locale, { site: options.siteName, link, email: to })
      const stored = (text: string) => (options.keepSecrets ? text : redact(text, secret))
      const id = insert.run(
        to,
        stored(mail.subject),
        stored(mail.text),
        null,
        JSON.stringify([stored(link)]),
        clock().getTime(),
      ).lastInsertRowid
      const html = track(
        rendering,
        renderMailHtml(mail.layout).then((html) => {
          setHtml.run(stored(html), id)
          return html
        }),
      )
      return track(sending, deliver(kind, id, { to, subject: mail.subject, text: mail.text }, html, stored))
    },
    /** Resolves once every HTML part begun so far is rendered and recorded. */
    rendered: () => allOf(rendering),
    /** Resolves once every mail and notice begun so far has been handed to the mailer (or failed). */
    settled: () => allOf(sending),
    /**
     * A notice to the operator (a contact request): no link and no secret, so it is stored as sent.
     * Resolves once the mailer has finished (or failed, which is recorded and logged).
     */
    async notify(to: string, subject: string, text: string, replyTo?: string): Promise<void> {
      const id = insert.run(to.toLowerCase(), subject, text, null, '[]', clock().getTime()).lastInsertRowid
      // Nothing secret in it: recorded and reported as written.
      return track(
        sending,
        deliver('notice', id, { to, subject, text, ...(replyTo ? { replyTo } : {}) }, null, (kept) => kept),
      )
    },
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
