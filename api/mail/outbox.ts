// Every e-mail goes through here: rendered in the user's language, stored in the outbox table
// (the development mailbox reads it), then handed to the mailer. Delivery failures are recorded,
// never thrown at the visitor: enumeration-safe endpoints must answer the same either way.
import type { Db } from '../db/database'
import type { Mailer } from './mailer'
import { renderMail, type MailKind } from './templates'

export interface StoredMail {
  to: string
  subject: string
  text: string
  links: string[]
  created_at: string
}

export function createOutbox(db: Db, clock: () => Date, mailer: Mailer, from: string, siteName: string) {
  const insert = db.prepare('INSERT INTO outbox (to_address, subject, body, links, created_at) VALUES (?, ?, ?, ?, ?)')
  const markSent = db.prepare('UPDATE outbox SET sent_at = ? WHERE id = ?')
  const markFailed = db.prepare('UPDATE outbox SET error = ? WHERE id = ?')

  return {
    /** Stores and sends; resolves once the mailer has finished (or failed). */
    async send(kind: MailKind, to: string, locale: string, link: string): Promise<void> {
      const mail = renderMail(kind, locale, { site: siteName, link })
      const id = insert.run(to, mail.subject, mail.text, JSON.stringify([link]), clock().getTime()).lastInsertRowid
      try {
        await mailer.send({ from, to, subject: mail.subject, text: mail.text })
        markSent.run(clock().getTime(), id)
      } catch (error) {
        markFailed.run(error instanceof Error ? error.message : String(error), id)
        console.error(`[api] mail to ${to} failed:`, error)
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
