// Reference API configuration, read once from the environment and validated with zod.
// A bad value stops start-up with a readable list of every problem (DESIGN §2).
import { z } from 'zod'
import type { TrustProxy } from '../contract/client-ip'
import { campaignParamsField, listenPortField, portField, trustProxyField, listenHost } from '../contract/config-fields'
import { defaultAuUrl, relyingPartyFrom, type RelyingParty } from '../contract/passkey-relying-party'
import { limitsEnvShape, replacedVariables, retentionFrom, throttlesFrom, type Retention, type Throttles } from './config-limits'
import { productionProblems } from './config-production'
import { defaultLogFormat, LOG_FORMATS, LOG_LEVELS, type LogSettings } from './log/logger'
import { DEVELOPMENT_APP } from './realtime/development-app'

export type { Retention, Throttles } from './config-limits'

const optional = z.string().trim().min(1).optional()
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')
const int = (def: number) => z.coerce.number().int().min(0).default(def)
/** Comma-separated OAuth client ids (Google's `….apps.googleusercontent.com`, Apple's bundle and service ids). */
const clientIds = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.every((id) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/.test(id)), {
    error: 'must be a comma-separated list of client ids (letters, digits, dots, dashes, underscores)',
  })

/** Shared with the realtime server's configuration. */
export const logEnvShape = {
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Default: JSON in production, one readable line per entry elsewhere. */
  LOG_FORMAT: z.enum(LOG_FORMATS).optional(),
}

export function logSettingsFrom(e: { NODE_ENV: string; LOG_LEVEL: LogSettings['level']; LOG_FORMAT?: LogSettings['format'] }): LogSettings {
  return { level: e.LOG_LEVEL, format: e.LOG_FORMAT ?? defaultLogFormat(e.NODE_ENV) }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: listenPortField().default(8787),
  /** Default: loopback outside production, so the development pages are not on the network. */
  API_HOST: z.string().optional(),
  API_PUBLIC_URL: z.url().optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** The Australian site. Default: `au.` + SITE_URL's host, same scheme and port (the site's own default). */
  SITE_URL_AU: z.url().optional(),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Pollwise <no-reply@pollwise.localhost>'),
  SITE_NAME: z.string().min(1).default('Pollwise'),
  /** Where each contact request is e-mailed, so the operator learns of it. */
  SUPPORT_EMAIL: z.email().default('support@pollwise.com'),
  /** HMAC key of signed URLs and development tokens. */
  API_SIGNING_KEY: z.string().min(32).optional(),
  PUSHER_APP_ID: optional,
  PUSHER_APP_KEY: optional,
  PUSHER_APP_SECRET: optional,
  /** Where the API publishes (Pusher HTTP API): this project's realtime server, Pusher, Reverb or soketi. */
  PUSHER_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Default: REALTIME_PORT, where this project's realtime server listens. */
  PUSHER_PORT: portField().optional(),
  PUSHER_SCHEME: z.enum(['http', 'https']).default('http'),
  REALTIME_PORT: listenPortField().default(6001),
  DEMO_CLAIMS_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /** Comma-separated ISO country codes whose visitors see the access-denied page. */
  BLOCKED_COUNTRIES: z.string().default(''),
  /** Names stored queries keep besides utm_* and the click ids (contract/campaign-query.ts); give the site the same list. */
  CAMPAIGN_PARAMS: campaignParamsField(),
  /** Whose X-Forwarded-For hops to believe: `none`, `loopback` (the site on this machine) or CIDR ranges. */
  TRUST_PROXY: trustProxyField(
    () => 'must be none, loopback or a comma-separated list of CIDR ranges of the proxies in front of the API (`all` is gone)',
  ),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  /** Client ids besides GOOGLE_CLIENT_ID that Google id_tokens sent to auth/social/token may be issued to (the iOS and Android apps). */
  GOOGLE_AUDIENCES: clientIds,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  APPLE_CLIENT_ID: optional,
  APPLE_TEAM_ID: optional,
  APPLE_KEY_ID: optional,
  APPLE_PRIVATE_KEY: optional,
  /** Client ids besides APPLE_CLIENT_ID that Apple id_tokens sent to auth/social/token may be issued to (the iOS app's bundle id). */
  APPLE_AUDIENCES: clientIds,
  SOCIAL_REDIRECT_URL: z.url().optional(),
  /** The domain passkeys belong to. Default: the domain SITE_URL and SITE_URL_AU are both under. */
  PASSKEY_RP_ID: optional,
  /** The name authenticators show beside the account. Default: SITE_NAME. */
  PASSKEY_RP_NAME: optional,
  /** Origins besides SITE_URL's and SITE_URL_AU's a passkey ceremony may come from, comma-separated. */
  PASSKEY_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  ARGON2_MEMORY_KIB: int(19456),
  ARGON2_TIME_COST: int(2),
  ARGON2_PARALLELISM: int(1),
  ...limitsEnvShape,
  LOG_REQUESTS: bool.default(false),
  /**
   * Where Prometheus scrapes the API's figures (GET /metrics); 0 turns them off. Not METRICS_PORT:
   * that is the site's, and `npm start` gives every part the same environment.
   */
  API_METRICS_PORT: listenPortField().default(9465),
  /** Loopback by default: the figures are for the operator's scraper on this machine, not the network. */
  API_METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  ...logEnvShape,
})

export interface Config {
  env: 'development' | 'production' | 'test'
  isProduction: boolean
  port: number
  host: string
  apiPublicUrl: string
  siteUrl: string
  /** The Australian site's origin. */
  siteUrlAu: string
  appUrl: string
  dataDir: string
  smtpUrl?: string
  mailFrom: string
  siteName: string
  supportEmail: string
  signingKey: string
  pusher: { appId: string; key: string; secret: string }
  /** The Pusher HTTP API the API publishes to. */
  pusherApi: { host: string; port: number; scheme: 'http' | 'https' }
  demoClaimsIntervalMs: number
  blockedCountries: string[]
  /** The operator's campaign parameters, kept in stored queries besides utm_* and the click ids (docs/decisions/110). */
  campaignParams: string[]
  trustProxy: TrustProxy
  /** `audiences`: every client id an id_token may be issued to, the web client's first. */
  google?: { clientId: string; clientSecret: string; audiences: string[] }
  facebook?: { clientId: string; clientSecret: string }
  apple?: { clientId: string; teamId: string; keyId: string; privateKey: string; audiences: string[] }
  socialRedirectUrl: string
  /** The WebAuthn relying party passkeys are registered with (docs/decisions/112). */
  /** Null when the site's hosts share no domain a passkey can belong to: no passkeys then. */
  passkeys: RelyingParty | null
  argon2: { memoryCost: number; timeCost: number; parallelism: number }
  throttles: Throttles
  retention: Retention
  logRequests: boolean
  log: LogSettings
  /** Where the metrics are served; absent when API_METRICS_PORT is 0. */
  metrics?: { host: string; port: number }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}

const stripSlash = (url: string) => url.replace(/\/+$/, '')

/** Parses an environment (process.env or a test's record); throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty variables mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(cleaned)
  // One list: malformed values, retired variables and what production needs besides.
  const problems: string[] = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...replacedVariables(cleaned),
    ...(cleaned.NODE_ENV === 'production' ? productionProblems(cleaned) : []),
  ]
  if (!parsed.success) throw new ConfigError(problems)
  const e = parsed.data
  const isProduction = e.NODE_ENV === 'production'
  const requireInProduction = (name: string, value: string | undefined, devDefault: string) => {
    // The built-in development values are public; in production they count as missing.
    if (value && !(isProduction && value === devDefault)) return value
    if (isProduction) problems.push(`${name}: must be set in production${value ? ' (not the development default)' : ''}`)
    return devDefault
  }
  const pusher = {
    // The same development app as the realtime server's, so both run together on the defaults.
    appId: requireInProduction('PUSHER_APP_ID', e.PUSHER_APP_ID, DEVELOPMENT_APP.id),
    key: requireInProduction('PUSHER_APP_KEY', e.PUSHER_APP_KEY, DEVELOPMENT_APP.key),
    secret: requireInProduction('PUSHER_APP_SECRET', e.PUSHER_APP_SECRET, DEVELOPMENT_APP.secret),
  }
  const signingKey = requireInProduction('API_SIGNING_KEY', e.API_SIGNING_KEY, 'pollwise-development-signing-key-not-secret')
  const pair = <T>(name: string, values: (string | undefined)[], build: () => T): T | undefined => {
    const set = values.filter(Boolean).length
    if (set === 0) return undefined
    if (set < values.length) problems.push(`${name}: set all of its credentials or none`)
    return set === values.length ? build() : undefined
  }
  // Web, iOS and Android sign in with different client ids; the web client's is always accepted.
  // Extra ids without the provider configured would be ignored, so they are refused instead.
  const audiences = (clientId: string, extra: string[]) => [...new Set([clientId, ...extra])]
  if (e.GOOGLE_AUDIENCES.length && !e.GOOGLE_CLIENT_ID) problems.push('GOOGLE_AUDIENCES: set GOOGLE_CLIENT_ID/SECRET as well')
  if (e.APPLE_AUDIENCES.length && !e.APPLE_CLIENT_ID)
    problems.push('APPLE_AUDIENCES: set APPLE_CLIENT_ID/TEAM_ID/KEY_ID/PRIVATE_KEY as well')
  const google = pair('GOOGLE_CLIENT_ID/SECRET', [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET], () => ({
    clientId: e.GOOGLE_CLIENT_ID!,
    clientSecret: e.GOOGLE_CLIENT_SECRET!,
    audiences: audiences(e.GOOGLE_CLIENT_ID!, e.GOOGLE_AUDIENCES),
  }))
  const facebook = pair('FACEBOOK_CLIENT_ID/SECRET', [e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET], () => ({
    clientId: e.FACEBOOK_CLIENT_ID!,
    clientSecret: e.FACEBOOK_CLIENT_SECRET!,
  }))
  const apple = pair(
    'APPLE_CLIENT_ID/TEAM_ID/KEY_ID/PRIVATE_KEY',
    [e.APPLE_CLIENT_ID, e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY],
    () => ({
      clientId: e.APPLE_CLIENT_ID!,
      teamId: e.APPLE_TEAM_ID!,
      keyId: e.APPLE_KEY_ID!,
      privateKey: e.APPLE_PRIVATE_KEY!,
      audiences: audiences(e.APPLE_CLIENT_ID!, e.APPLE_AUDIENCES),
    }),
  )
  const siteUrl = stripSlash(e.SITE_URL)
  const siteUrlAu = stripSlash(e.SITE_URL_AU ?? defaultAuUrl(siteUrl))
  const relyingParty = relyingPartyFrom({
    siteUrl,
    siteUrlAu,
    rpId: e.PASSKEY_RP_ID,
    rpName: e.PASSKEY_RP_NAME ?? e.SITE_NAME,
    extraOrigins: e.PASSKEY_ORIGINS,
  })
  problems.push(...relyingParty.problems)
  if (problems.length) throw new ConfigError(problems)

  const apiPublicUrl = stripSlash(e.API_PUBLIC_URL ?? `http://localhost:${e.API_PORT}`)
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.API_PORT,
    host: listenHost(e.API_HOST, isProduction),
    apiPublicUrl,
    siteUrl,
    siteUrlAu,
    appUrl: e.APP_URL ?? `${apiPublicUrl}/app`,
    dataDir: e.DATA_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    siteName: e.SITE_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    signingKey,
    pusher,
    pusherApi: { host: e.PUSHER_HOST, port: e.PUSHER_PORT ?? e.REALTIME_PORT, scheme: e.PUSHER_SCHEME },
    // Demonstration claims are labelled as such and never on by default in production.
    demoClaimsIntervalMs: e.DEMO_CLAIMS_INTERVAL_MS ?? (isProduction ? 0 : 15_000),
    blockedCountries: e.BLOCKED_COUNTRIES.split(',')
      .map((c) => c.trim().toLowerCase())
      .filter(Boolean),
    campaignParams: e.CAMPAIGN_PARAMS,
    trustProxy: e.TRUST_PROXY,
    google,
    facebook,
    apple,
    socialRedirectUrl: e.SOCIAL_REDIRECT_URL ?? `${siteUrl}/auth/social`,
    passkeys: relyingParty.rp,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST, parallelism: e.ARGON2_PARALLELISM },
    throttles: throttlesFrom(e),
    retention: retentionFrom(e),
    logRequests: e.LOG_REQUESTS,
    log: logSettingsFrom(e),
    ...(e.API_METRICS_PORT > 0 ? { metrics: { host: e.API_METRICS_HOST, port: e.API_METRICS_PORT } } : {}),
  }
}
