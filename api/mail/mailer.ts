// Mail delivery behind one small interface: SMTP through nodemailer in real use, an in-memory
// list in tests, nothing at all in development (the outbox page shows every message anyway).
import nodemailer from 'nodemailer'

export interface OutgoingMail {
  from: string
  to: string
  subject: string
  text: string
  /** The HTML part; with it the message is multipart/alternative, `text` its plain-text part. */
  html?: string
  /** Where a reply goes (a visitor's address on a contact request). */
  replyTo?: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

/**
 * A stalled mail server fails a send within these instead of nodemailer's defaults (two minutes to
 * connect, ten of silence), so that a claimed outbox row is free for its retry soon
 * (docs/decisions/111). Settings in SMTP_URL's query string (`?socketTimeout=…`) still win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 120_000 }

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl })
  return {
    async send(mail) {
      await transport.sendMail(mail)
    },
  }
}

/** Keeps sent mail in `sent`, for tests. */
export function createMemoryMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = []
  return {
    sent,
    async send(mail) {
      sent.push(mail)
    },
  }
}

/** Development without SMTP: the outbox table is the mailbox. */
export const noopMailer: Mailer = { async send() {} }

/** The mailer `SMTP_URL` asks for: SMTP when it is set, the outbox alone otherwise. */
export function configuredMailer(smtpUrl: string | undefined): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl) : noopMailer
}
