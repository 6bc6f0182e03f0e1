// Every e-mail goes through here: rendered in the user's language, recorded in the outbox table,
// then handed to the mailer. Delivery failures are recorded, never thrown at the visitor:
// enumeration-safe endpoints must answer the same either way.
//
// The link's secret (a sign-in, verification or reset token) lives only in the message handed to
// the transport. Unless `keepSecrets` is set (outside production, for the development mailbox),
// the stored row has the secret replaced in subject, body and links, so a database leak yields
// no usable link — the promise security/tokens.ts makes for the token table.
import type { Db } from '../db/database'
import { logger } from '../log/logger'
import type { Mailer } from './mailer'
import { renderMail, type MailKind } from './templates'

const log = logger('mail')

export interface StoredMail {
  to: string
  subject: string
  text: string
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
  const insert = db.prepare('INSERT INTO outbox (to_address, subject, body, links, created_at) VALUES (?, ?, ?, ?, ?)')
  const markSent = db.prepare('UPDATE outbox SET sent_at = ? WHERE id = ?')
  const markFailed = db.prepare('UPDATE outbox SET error = ? WHERE id = ?')

  return {
    /** Records and sends; resolves once the mailer has finished (or failed). `secret` is the link's token. */
    async send(kind: MailKind, to: string, locale: string, link: string, secret: string): Promise<void> {
      const mail = renderMail(kind, locale, { site: options.siteName, link })
      const stored = (text: string) => (options.keepSecrets ? text : redact(text, secret))
      const id = insert.run(to, stored(mail.subject), stored(mail.text), JSON.stringify([stored(link)]), clock().getTime()).lastInsertRowid
      try {
        await mailer.send({ from: options.from, to, subject: mail.subject, text: mail.text })
        markSent.run(clock().getTime(), id)
      } catch (error) {
        // Transport errors can quote the message; keep the secret out of the error column and log too.
        const reason = stored(error instanceof Error ? error.message : String(error))
        markFailed.run(reason, id)
        log.error({ kind, reason }, 'mail delivery failed')
      }
    },
    /**
     * A notice to the operator (a contact request): no link and no secret, so it is stored as sent.
     * Resolves once the mailer has finished (or failed, which is recorded and logged).
     */
    async notify(to: string, subject: string, text: string, replyTo?: string): Promise<void> {
      const id = insert.run(to.toLowerCase(), subject, text, '[]', clock().getTime()).lastInsertRowid
      try {
        await mailer.send({ from: options.from, to, subject, text, ...(replyTo ? { replyTo } : {}) })
        markSent.run(clock().getTime(), id)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        markFailed.run(reason, id)
        log.error({ kind: 'notice', reason }, 'mail delivery failed')
      }
    },
    /** Newest first, optionally for one recipient. */
    list(to?: string, limit = 100): StoredMail[] {
      const rows = (
        to
          ? db.prepare('SELECT * FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT ?').all(to.toLowerCase(), limit)
          : db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
      ) as { to_address: string; subject: string; body: string; links: string; created_at: number }[]
      return rows.map((r) => ({
        to: r.to_address,
        subject: r.subject,
        text: r.body,
        links: JSON.parse(r.links) as string[],
        created_at: new Date(r.created_at).toISOString(),
      }))
    },
  }
}
export type Outbox = ReturnType<typeof createOutbox>
