// Site configuration from the environment, validated once with zod. A bad value stops the
// process with a list of every problem (DESIGN.md §2); only `publicConfig` reaches the browser.
import { availableParallelism } from 'node:os'
import { z } from 'zod'
import type { TrustProxy } from '../../../contract/client-ip'
import { campaignParamsField, portField, trustProxyField } from '../../../contract/config-fields'
import { browsersAccept, relyingPartyFrom } from '../../../contract/passkey-relying-party'
import { isPrefixedLocaleCode, localeByCode, type LocaleEntry } from '../i18n/locales'
import { APP_ENVS, environmentDefaults } from './environments'
import { normalizeHost } from './site-urls'

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin)
const optionalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https$/ })])
  .optional()
  .transform((value) => value || null)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Which environment's URLs are the defaults (SPEC §3, environments.ts); each is overridden by its own variable. */
  APP_ENV: z.enum(APP_ENVS).default('local'),
  PORT: portField().default(3000),
  API_PORT: portField().default(8787),
  SITE_NAME: z.string().trim().min(1).max(40).default('Pollwise'),
  COMPANY_NAME: z.string().trim().min(1).max(80).default('Pollwise Research Ltd'),
  /** Where members write for help (contact page, terms). */
  SUPPORT_EMAIL: z.email().default('support@pollwise.com'),
  /** Where privacy and CCPA requests go (privacy policy, personal-information page). */
  PRIVACY_EMAIL: z.email().default('privacy@pollwise.com'),
  /**
   * The person the privacy laws of several markets ask a policy to name (the LGPD's encarregado,
   * the data protection officer of PDPA and the Data Privacy Act, Korea's chief privacy officer,
   * POPIA's information officer), and where to reach them.
   */
  PRIVACY_OFFICER_NAME: z.string().trim().min(1).max(80).default('Ana Ferreira'),
  PRIVACY_OFFICER_EMAIL: z.email().default('dpo@pollwise.com'),
  /** The operator's postal address, named with the company where a law asks for it (Mexico's LFPDPPP). */
  COMPANY_ADDRESS: z.string().trim().min(1).max(160).default('12 Clerkenwell Green, London EC1R 0DP, United Kingdom'),
  SITE_URL: origin.optional(),
  SITE_URL_AU: origin.optional(),
  /**
   * Further origins the site's pages are served from (a preview or internal host name): calls and
   * form posts from their pages are accepted as from the site's own (shared/http/own-page.server.ts).
   */
  EXTRA_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
  API_BASE_URL: origin.optional(),
  /** The admin API (server to server only; never sent to the browser). */
  ADMIN_API_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Whose X-Forwarded-For to believe: `none`, `loopback` or a list of CIDR ranges (contract/client-ip.ts). */
  TRUST_PROXY: trustProxyField((value) => `"${value}" is not none, loopback or a list of CIDR ranges`),
  /** How long a call to the API may take before the visitor is told it is unavailable. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  COUNTRY_HOSTS: z
    .string()
    .default('pollwise.fr=fr-fr,pollwise.de=de-de')
    .transform((value, ctx) => {
      const hosts = new Map<string, LocaleEntry>()
      for (const pair of list(value)) {
        const [host = '', code = ''] = pair.split('=').map((part) => part.trim())
        const locale = code.toLowerCase()
        if (host && isPrefixedLocaleCode(locale)) hosts.set(normalizeHost(host), localeByCode(locale))
        else ctx.addIssue({ code: 'custom', message: `"${pair}" is not host=locale-code` })
      }
      return hosts
    }),
  BLOCKED_COUNTRIES: z
    .string()
    .default('cu,ir,kp,sy')
    .superRefine((value, ctx) => {
      for (const country of list(value))
        if (!/^[a-z]{2}$/i.test(country)) ctx.addIssue({ code: 'custom', message: `"${country}" is not a two-letter country code` })
    }),
  GEO_COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9-]+)?$/, 'must be a header name')
    .default('cf-ipcountry'),
  CANONICAL_QUERY_PARAMS: z.string().default(''),
  /** Names attribution keeps besides utm_* and the click ids (contract/campaign-query.ts); never a person's. */
  CAMPAIGN_PARAMS: campaignParamsField(),
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_TELEGRAM_URL: optionalUrl,
  SOCIAL_WHATSAPP_URL: optionalUrl,
  /** Domain of the auth-token cookie, so that a member app on a sibling host can read it (none: this host only). */
  AUTH_COOKIE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(\.?[a-z0-9-]+(\.[a-z0-9-]+)*)?$/, 'must be a domain name')
    .optional(),
  /** The realtime server as browsers reach it (its websocket origin is the only one the CSP adds). */
  REALTIME_URL: origin.optional(),
  REALTIME_PORT: portField().default(6001),
  /** The realtime app's public key (the same variable configures the API and the realtime server). */
  PUSHER_APP_KEY: z.string().trim().min(1).max(200).default('pollwise-key'),
  /** Analytics container of this environment (e.g. GTM-XXXXXXX); none: no third-party script at all. */
  ANALYTICS_CONTAINER_ID: z
    .string()
    .trim()
    .regex(/^(GTM-[A-Z0-9]{4,12})?$/, 'must be a container id like GTM-ABC1234')
    .optional(),
  /** Site worker processes (node:cluster); default one per core. */
  SITE_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** The in-process render cache of anonymous page views (docs/decisions/022). */
  RENDER_CACHE: z.enum(['on', 'off']).default('on'),
  /** Its bound per site worker, in megabytes of kept pages. */
  RENDER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * The passkeys' relying party id (docs/decisions/112), read by the API too: by default the domain
   * SITE_URL and SITE_URL_AU share. The site offers passkeys only when there is one.
   */
  PASSKEY_RP_ID: z.string().trim().min(1).max(253).optional(),
  APP_STORE_URL: z.url({ protocol: /^https$/ }).default('https://apps.apple.com/search?term=pollwise'),
  PLAY_STORE_URL: z.url({ protocol: /^https$/ }).default('https://play.google.com/store/search?q=pollwise&c=apps'),
})

export type SiteConfig = ReturnType<typeof toConfig>

function toConfig(env: z.infer<typeof envSchema>) {
  const defaults = environmentDefaults(env.APP_ENV, { site: env.PORT, api: env.API_PORT })
  const siteUrl = env.SITE_URL ?? defaults.siteUrl
  const apiBaseUrl = env.API_BASE_URL ?? defaults.apiBaseUrl
  // An empty variable means "none", not "the environment's default".
  const authCookieDomain = env.AUTH_COOKIE_DOMAIN ?? defaults.authCookieDomain
  const analyticsContainerId = env.ANALYTICS_CONTAINER_ID ?? defaults.analyticsContainerId
  const auOrigin = env.SITE_URL_AU ?? defaults.siteUrlAu
  // The API refuses to start with a relying party id that does not fit; the site then offers none.
  const passkeys = relyingPartyFrom({ siteUrl, siteUrlAu: auOrigin, rpId: env.PASSKEY_RP_ID, rpName: env.SITE_NAME, extraOrigins: [] })
  const passkeyRpId = passkeys.problems.length ? null : (passkeys.rp?.id ?? null)
  const passkeysOn = (origin: string) => passkeyRpId !== null && browsersAccept(passkeyRpId, new URL(origin).hostname)
  return {
    appEnv: env.APP_ENV,
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    siteName: env.SITE_NAME,
    companyName: env.COMPANY_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    privacyEmail: env.PRIVACY_EMAIL,
    privacyOfficerName: env.PRIVACY_OFFICER_NAME,
    privacyOfficerEmail: env.PRIVACY_OFFICER_EMAIL,
    companyAddress: env.COMPANY_ADDRESS,
    mainOrigin: siteUrl,
    auOrigin,
    extraOrigins: env.EXTRA_ORIGINS,
    apiBaseUrl,
    adminApiBaseUrl: env.ADMIN_API_BASE_URL ?? defaults.adminApiBaseUrl(apiBaseUrl),
    appUrl: env.APP_URL ?? defaults.appUrl(apiBaseUrl),
    /** Cookies are Secure unless the site itself is served over plain HTTP (local development). */
    secureCookies: new URL(siteUrl).protocol === 'https:',
    authCookieDomain: authCookieDomain || null,
    apiTimeoutMs: env.API_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY satisfies TrustProxy,
    countryHosts: env.COUNTRY_HOSTS,
    blockedCountries: new Set(list(env.BLOCKED_COUNTRIES).map((c) => c.toLowerCase())),
    geoHeader: env.GEO_COUNTRY_HEADER || null,
    canonicalQueryParams: list(env.CANONICAL_QUERY_PARAMS),
    campaignParams: env.CAMPAIGN_PARAMS,
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL,
      instagram: env.SOCIAL_INSTAGRAM_URL,
      telegram: env.SOCIAL_TELEGRAM_URL,
      whatsapp: env.SOCIAL_WHATSAPP_URL,
    },
    appStoreUrl: env.APP_STORE_URL,
    playStoreUrl: env.PLAY_STORE_URL,
    realtime: realtimeSettings(env.REALTIME_URL ?? `http://127.0.0.1:${env.REALTIME_PORT}`, env.PUSHER_APP_KEY),
    analyticsContainerId: analyticsContainerId || null,
    workers: env.SITE_WORKERS ?? availableParallelism(),
    renderCache: { enabled: env.RENDER_CACHE === 'on', maxBytes: env.RENDER_CACHE_MB * 1024 * 1024 },
    /** The relying party id passkeys belong to, or null: this deployment offers no passkeys. */
    passkeyRpId,
    /** Which of the two sites offers passkeys: those whose host a browser lets use the id. */
    passkeySites: { main: passkeysOn(siteUrl), au: passkeysOn(auOrigin) },
  }
}

/** What pusher-js needs to reach the realtime server (SPEC.md §7, §9). */
function realtimeSettings(origin: string, key: string) {
  const url = new URL(origin)
  const tls = url.protocol === 'https:'
  return {
    key,
    host: url.hostname,
    port: url.port ? Number(url.port) : tls ? 443 : 80,
    tls,
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  }
}

/** Parses an environment; throws a ConfigError listing every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): SiteConfig {
  const result = envSchema.safeParse(env)
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`))
  return toConfig(result.data)
}

let cached: SiteConfig | undefined
export function getConfig(): SiteConfig {
  cached ??= parseConfig(process.env)
  return cached
}

/** The allow-listed subset the browser may see. */
export function publicConfig(config: SiteConfig) {
  return {
    siteName: config.siteName,
    companyName: config.companyName,
    mainOrigin: config.mainOrigin,
    auOrigin: config.auOrigin,
    canonicalQueryParams: config.canonicalQueryParams,
    /** The browser writes the `query` cookie with the same rule as the server and the API. */
    campaignParams: config.campaignParams,
    social: config.social,
    appUrl: config.appUrl,
    /**
     * Where a form posted to the site may be sent on (the CSP's form-action): the member app after
     * a sign-in, and the API, whose development identity provider stands in for the real ones.
     */
    formTargets: [...new Set([new URL(config.appUrl).origin, new URL(config.apiBaseUrl).origin])],
    realtime: config.realtime,
    analyticsContainerId: config.analyticsContainerId,
  }
}
export type PublicConfig = ReturnType<typeof publicConfig>
