// Test harness: the API in process with an in-memory database, a clock the test moves, an
// in-memory mailer, a broadcaster that records and an argon2 hasher that counts. Requests come
// from a loopback peer, as from the site on the same machine, so X-Forwarded-For is believed.
import { endpoints } from '../contract/endpoints'
import { createApi } from './app'
import type { DeliverySchedule } from './mail/outbox'
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import type { NodeBindings } from './http/request-context'
import { createMemoryMailer, type Mailer } from './mail/mailer'
import { createPasswordHasher, type PasswordHasher } from './security/passwords'
import { buildSignedUrl, type SignedPurpose } from './security/signed-url'
import { hashToken } from './security/tokens'

export const STRONG_PASSWORD = 'violet-harbour-tram-42'

export interface Broadcast {
  channels: string[]
  event: string
  data: unknown
}

/** What production requires of its configuration (config-production.ts), for tests of production-only behaviour. */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  PUSHER_APP_ID: 'prod-app',
  PUSHER_APP_KEY: 'prod-key',
  PUSHER_APP_SECRET: 'prod-secret-0123456789',
  API_SIGNING_KEY: 'p'.repeat(48),
}

export interface TestApiOptions {
  /** The transport for this configuration instead of the in-memory outbox (e.g. real SMTP). */
  mailer?: (config: ReturnType<typeof loadConfig>) => Mailer
  /**
   * The clock runs with real time (still moved further by `advance`), instead of standing at a
   * fixed date until moved: for the outbox's retries, which wait real milliseconds.
   */
  realClock?: boolean
  /** The outbox's retry schedule, e.g. retries in milliseconds. */
  outboxSchedule?: Partial<DeliverySchedule>
}

export function createTestApi(env: Record<string, string> = {}, options: TestApiOptions = {}) {
  let now = new Date('2026-03-01T10:00:00.000Z').getTime()
  const started = Date.now()
  const clock = options.realClock ? () => new Date(now + Date.now() - started) : () => new Date(now)
  const config = loadConfig({
    NODE_ENV: 'test',
    // Cheap argon2 so tests are fast; production uses the OWASP defaults of config.ts.
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    API_PUBLIC_URL: 'http://api.test',
    SITE_URL: 'http://site.test',
    // The in-memory mailer is the transport; production mode wants one configured.
    SMTP_URL: 'smtp://mail.test',
    ...env,
  })
  const db = openDatabase(':memory:', { campaignParams: config.campaignParams })
  const mailer = createMemoryMailer()
  const broadcasts: Broadcast[] = []
  const argon2 = { verifications: 0 }
  const real = createPasswordHasher(config.argon2)
  const hasher: PasswordHasher = {
    hash: real.hash,
    verify: (passwordHash, password) => {
      argon2.verifications++
      return real.verify(passwordHash, password)
    },
  }
  const app = createApi({
    db,
    clock,
    mailer: options.mailer?.(config) ?? mailer,
    config,
    hasher,
    ...(options.outboxSchedule ? { outboxSchedule: options.outboxSchedule } : {}),
    broadcaster: { broadcast: (channels, event, data) => void broadcasts.push({ channels, event, data }) },
  })

  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } }
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body)
      ;(init.headers as Record<string, string>)['content-type'] ??= 'application/json'
    }
    const bindings: NodeBindings = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
    const res = await app.request(path.startsWith('http') ? path : `http://api.test${path}`, init, bindings)
    const text = await res.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = null
    }
    return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> }
  }

  const post = (path: string, body?: unknown, headers?: Record<string, string>) => request('POST', path, body, headers)
  const get = (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers)

  /** Outbox for one address, newest first. */
  const mails = async (to: string) =>
    (await get(`/dev/mail.json?to=${encodeURIComponent(to)}`)).json as unknown as {
      to: string
      subject: string
      text: string
      html: string | null
      links: string[]
    }[]

  /**
   * The signed URL the newest e-mail to `to` stands for (login and verification links): the
   * mail carries the link's token, which the API resolves, as the site does.
   */
  async function lastSignedUrl(to: string): Promise<string> {
    const [mail] = await mails(to)
    const link = mail?.links[0]
    if (!link) throw new Error(`no mail for ${to}`)
    const token = new URL(link).searchParams.get('token')
    if (!token) throw new Error(`no token in ${link}`)
    const resolved = await post(`/${endpoints.resolveLink.path}`, { token })
    if (resolved.status !== 200) throw new Error(`link of ${to} does not resolve: ${resolved.text}`)
    return String(resolved.json.signed_url)
  }

  /**
   * The signed URL a mailed token stands for, live or not (`auth/links/resolve` answers only for
   * live ones): what the holder of an old link could still try.
   */
  function signedUrlOf(token: string): string | null {
    const row = db.prepare('SELECT purpose, expires_at FROM one_time_tokens WHERE token_hash = ?').get(hashToken(token)) as
      { purpose: SignedPurpose; expires_at: number } | undefined
    return row ? buildSignedUrl(config.apiPublicUrl, config.signingKey, row.purpose, token, row.expires_at) : null
  }

  async function register(email: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
    return post(
      `/${endpoints.register.path}`,
      { email, password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD, locale: 'en', m_id: 'mid-1', ...extra },
      headers,
    )
  }

  /** Registers, verifies through the e-mailed link, returns the session token. */
  async function registerVerified(email: string, extra: Record<string, unknown> = {}): Promise<{ token: string; id: number }> {
    const r = await register(email, extra)
    if (r.status !== 200) throw new Error(`register failed: ${r.text}`)
    const v = await post(await lastSignedUrl(email))
    if (v.status !== 200) throw new Error(`verify failed: ${v.text}`)
    const token = String(v.json.token)
    const me = await get(`/${endpoints.currentUser.path}`, { authorization: `Bearer ${token}` })
    return { token, id: Number(me.json.id) }
  }

  return {
    app,
    db,
    config,
    mailer,
    broadcasts,
    argon2,
    clock,
    advance: (ms: number) => {
      now += ms
    },
    request,
    post,
    get,
    mails,
    /** Every mail begun so far handed to the in-memory mailer (mail goes after the answer). */
    delivered: () => app.mailSettled(),
    lastSignedUrl,
    signedUrlOf,
    register,
    registerVerified,
  }
}
export type TestApi = ReturnType<typeof createTestApi>

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
