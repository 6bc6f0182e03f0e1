// Marketing-side endpoints: country data, recent claims, contact forms and analytics. Every
// accepted request is persisted, within a per-IP budget of its own and for a limited time
// (retention.ts).
import { Hono, type Context } from 'hono'
import { endpoints } from '../../contract/endpoints'
import { countries, isCountryCode } from '../countries'
import { spend } from '../auth/throttling'
import { serve } from '../http/endpoint-routes'
import { ApiError, parseOrThrow, validBody } from '../http/errors'
import { bearerToken, userLocale, userPlatform } from '../http/request-context'
import type { Services } from '../services'
import { storedPayload } from '../stored-attribution'

export function publicApiRoutes(s: Services) {
  const app = new Hono()
  const t = s.config.throttles

  const contact = (c: Context, kind: string, row: { email: string; name?: string; message?: string; payload?: unknown }) =>
    s.db
      .prepare(
        'INSERT INTO contact_requests (kind, email, name, message, payload, locale, platform, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        kind,
        row.email,
        row.name ?? null,
        row.message ?? null,
        row.payload === undefined ? null : JSON.stringify(row.payload),
        userLocale(c) ?? null,
        userPlatform(c) ?? null,
        s.clock().getTime(),
      ).lastInsertRowid

  serve(app, endpoints.country, (c) => {
    const { code } = parseOrThrow(endpoints.country.query, c.req.query())
    if (!isCountryCode(code)) throw new ApiError(404, `No data for country ${code.toUpperCase()}.`)
    return c.json({
      code,
      ...countries[code],
      reward_categories: [...countries[code].reward_categories],
      blocked: s.config.blockedCountries.includes(code),
    })
  })

  serve(app, endpoints.claims, (c) => {
    const { limit } = parseOrThrow(endpoints.claims.query, c.req.query())
    return c.json({ data: s.claims.recent(limit) })
  })

  serve(app, endpoints.contact, async (c) => {
    const body = await validBody(c, endpoints.contact.body)
    spend(s, c, 'contact', { perIp: t.contactPerIp })
    const id = contact(c, 'contact', body)
    // The operator learns of it by e-mail; the visitor's answer does not wait for the mailer.
    const notice = contactNotice(s.config.siteName, Number(id), body, userLocale(c) ?? null, userPlatform(c) ?? null)
    void s.outbox.notify(s.config.supportEmail, notice.subject, notice.text, body.email)
    return c.json({ message: 'Thank you for your message. We will get back to you soon.' })
  })

  serve(app, endpoints.notifyMe, async (c) => {
    const body = await validBody(c, endpoints.notifyMe.body)
    spend(s, c, 'notify_me', { perIp: t.notifyMePerIp })
    contact(c, 'notify_me', { email: body.email, payload: { country_code: body.country_code ?? null } })
    return c.json({ message: 'Thank you. We will let you know when we are available in your country.' })
  })

  serve(app, endpoints.dataSell, async (c) => {
    const body = await validBody(c, endpoints.dataSell.body)
    spend(s, c, 'data_sell', { perIp: t.dataSellPerIp })
    const id = contact(c, 'data_sell', {
      email: body.email,
      name: body.name,
      message: body.message,
      payload: { state: body.state ?? null },
    })
    // A legal request with a deadline (CCPA: 15 business days): someone must see it, not only a table.
    const notice = dataSellNotice(s.config.siteName, Number(id), body, userLocale(c) ?? null)
    void s.outbox.notify(s.config.supportEmail, notice.subject, notice.text, body.email)
    return c.json({ message: 'Your request to opt out of the sale of your personal information has been received.' })
  })

  serve(app, endpoints.track, async (c) => {
    const body = await validBody(c, endpoints.track.body)
    spend(s, c, 'track', { perIp: t.trackPerIp })
    analytics(s, c, 'track', body.event, body.m_id, { url: body.url ?? null, ...body.data })
    return c.json({ message: 'Stored.' })
  })

  return app
}

/** A value of a notice's subject or header lines on one line, so that nothing in it can start a new header. */
const oneLine = (value: string | undefined) =>
  (value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 120)

/** The e-mail the support address receives for a contact request (plain text, for the operator, in English). */
export function contactNotice(
  site: string,
  id: number,
  body: { name: string; email: string; message: string },
  locale: string | null,
  platform: string | null,
) {
  const name = oneLine(body.name)
  return {
    subject: `[${site}] Contact request from ${name}`,
    text: [
      `Contact request #${id}`,
      `Name: ${name}`,
      `E-mail: ${body.email}`,
      `Language: ${locale ?? 'unknown'}`,
      `Platform: ${platform ?? 'unknown'}`,
      '',
      body.message,
      '',
      `Reply to this e-mail to answer ${body.email}.`,
    ].join('\n'),
  }
}

/** The e-mail the support address receives for a CCPA "do not sell or share" request (plain text, in English). */
export function dataSellNotice(
  site: string,
  id: number,
  body: { email: string; name?: string; state?: string; message?: string },
  locale: string | null,
) {
  return {
    subject: `[${site}] Do not sell or share request from ${body.email}`,
    text: [
      `Do not sell or share request #${id} (CCPA: answer within 15 business days)`,
      `E-mail: ${body.email}`,
      `Name: ${oneLine(body.name) || 'not given'}`,
      `State: ${oneLine(body.state) || 'not given'}`,
      `Language: ${locale ?? 'unknown'}`,
      '',
      body.message ?? '',
      '',
      `Reply to this e-mail to answer ${body.email}.`,
    ].join('\n'),
  }
}

/** auth/store-meta and auth/store-meta/attribution: linked to the user when a bearer is sent. */
export function storeMetaRoutes(s: Services) {
  const app = new Hono()
  const perIp = s.config.throttles.storeMetaPerIp
  serve(app, endpoints.storeMeta, async (c) => {
    const body = await validBody(c, endpoints.storeMeta.body)
    spend(s, c, 'store_meta', { perIp })
    analytics(s, c, 'meta', null, body.m_id, body.data)
    return c.json({ message: 'Stored.' })
  })
  serve(app, endpoints.attribution, async (c) => {
    const { m_id, ...rest } = await validBody(c, endpoints.attribution.body)
    spend(s, c, 'store_meta', { perIp })
    analytics(s, c, 'attribution', null, m_id, rest)
    return c.json({ message: 'Stored.' })
  })
  return app
}

/** The one writer of analytics_events: queries and addresses in the payload keep their campaign parameters only (docs/decisions/110). */
function analytics(s: Services, c: Context, kind: string, event: string | null, mId: string | undefined, payload: unknown) {
  const token = bearerToken(c)
  const userId = token ? s.sessions.resolve(token) : null
  const stored = JSON.stringify(storedPayload(payload, s.config.campaignParams))
  s.db
    .prepare(
      'INSERT INTO analytics_events (kind, event, m_id, user_id, payload, locale, platform, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(kind, event, mId ?? null, userId, stored, userLocale(c) ?? null, userPlatform(c) ?? null, s.clock().getTime())
}
