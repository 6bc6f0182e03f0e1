// Throttle budgets and retention periods of the reference API, read from the environment together
// with config.ts (the policy is docs/decisions/103). Apart from config.ts so that file stays about
// where the API runs and which secrets it holds.
import { z } from 'zod'

const count = (def: number) => z.coerce.number().int().min(1).default(def)
const seconds = (def: number) => z.coerce.number().int().min(1).default(def)

export const limitsEnvShape = {
  /** Sliding window of every per-IP and per-e-mail budget below. */
  THROTTLE_WINDOW_SEC: seconds(900),
  /** Password attempts evaluated per account per IP per window; success clears the pair. */
  LOGIN_MAX_PER_ACCOUNT_IP: count(5),
  /** Password attempts evaluated per IP per window, whatever the accounts. */
  LOGIN_MAX_ATTEMPTS_PER_IP: count(50),
  /** Attempts per account per LOGIN_ACCOUNT_WINDOW_SEC before each one must wait a growing delay. */
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: count(20),
  LOGIN_ACCOUNT_WINDOW_SEC: seconds(3600),
  LOGIN_ACCOUNT_BASE_DELAY_SEC: seconds(1),
  LOGIN_ACCOUNT_MAX_DELAY_SEC: seconds(60),
  /**
   * Each e-mail flow (one-time link, reset, verification resend) has these budgets of its own.
   * Requests per address from one IP and per IP (429 beyond); mails sent per address, counted
   * only when sent (beyond it the answer is the same and a mail goes only if no live link of the
   * flow exists, so other IPs cannot cost the owner a working link).
   */
  MAIL_MAX_PER_EMAIL_IP: count(3),
  MAIL_MAX_PER_EMAIL: count(10),
  MAIL_MAX_PER_IP: count(30),
  /** Failed reset-password submissions per address and per IP; a genuine token spends neither. */
  RESET_MAX_PER_EMAIL: count(10),
  RESET_MAX_PER_IP: count(50),
  REGISTER_MAX_PER_IP: count(20),
  CHECK_MAX_PER_IP: count(120),
  SOCIAL_MAX_PER_IP: count(50),
  /** Passkey options (registration and sign-in together) handed out per IP. */
  PASSKEY_OPTIONS_MAX_PER_IP: count(120),
  /** Passkey sign-ins evaluated per IP per window; one whose signature verifies is given back. */
  PASSKEY_MAX_PER_IP: count(50),
  /** Passkey registrations an account may attempt per window. */
  PASSKEY_REGISTER_MAX_PER_USER: count(10),
  CONTACT_MAX_PER_IP: count(10),
  NOTIFY_ME_MAX_PER_IP: count(10),
  DATA_SELL_MAX_PER_IP: count(10),
  TRACK_MAX_PER_IP: count(120),
  /** auth/store-meta and auth/store-meta/attribution together. */
  STORE_META_MAX_PER_IP: count(60),
  ANALYTICS_RETENTION_DAYS: count(90),
  /** Two years by default: CCPA opt-out requests must be kept on record for 24 months. */
  CONTACT_RETENTION_DAYS: count(730),
  RETENTION_PURGE_INTERVAL_MIN: count(60),
}

/** Variables whose meaning went away; setting one stops start-up instead of being ignored. */
const REPLACED: Record<string, string> = {
  LOGIN_MAX_ATTEMPTS_PER_EMAIL: 'replaced by LOGIN_MAX_PER_ACCOUNT_IP and LOGIN_ACCOUNT_SLOWDOWN_AFTER (docs/decisions/103)',
}

export function replacedVariables(env: Record<string, string | undefined>): string[] {
  return Object.entries(REPLACED)
    .filter(([name]) => env[name] !== undefined)
    .map(([name, why]) => `${name}: ${why}`)
}

type LimitsEnv = { [K in keyof typeof limitsEnvShape]: number }

export interface MailBudget {
  /** Requests for one address from one IP. */
  perEmailIp: number
  /** Mails sent to one address (not requests: see auth/throttling.ts maySendMail). */
  perEmail: number
  /** Requests from one IP, whatever the addresses. */
  perIp: number
}

export interface Throttles {
  windowMs: number
  login: {
    perAccountIp: number
    perIp: number
    account: { freeAttempts: number; windowMs: number; baseDelayMs: number; maxDelayMs: number }
  }
  /** Applied to each e-mail flow separately. */
  mail: MailBudget
  /** Failed reset-password submissions only. */
  reset: { perEmail: number; perIp: number }
  registerPerIp: number
  checkPerIp: number
  socialPerIp: number
  /** Passkeys (docs/decisions/112): options per IP, sign-ins evaluated per IP, registrations per account. */
  passkey: { optionsPerIp: number; perIp: number; registerPerUser: number }
  contactPerIp: number
  notifyMePerIp: number
  dataSellPerIp: number
  trackPerIp: number
  storeMetaPerIp: number
}

export interface Retention {
  analyticsMs: number
  contactMs: number
  purgeIntervalMs: number
}

const DAY_MS = 24 * 60 * 60 * 1000

export function throttlesFrom(e: LimitsEnv): Throttles {
  return {
    windowMs: e.THROTTLE_WINDOW_SEC * 1000,
    login: {
      perAccountIp: e.LOGIN_MAX_PER_ACCOUNT_IP,
      perIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      account: {
        freeAttempts: e.LOGIN_ACCOUNT_SLOWDOWN_AFTER,
        windowMs: e.LOGIN_ACCOUNT_WINDOW_SEC * 1000,
        baseDelayMs: e.LOGIN_ACCOUNT_BASE_DELAY_SEC * 1000,
        maxDelayMs: Math.max(e.LOGIN_ACCOUNT_BASE_DELAY_SEC, e.LOGIN_ACCOUNT_MAX_DELAY_SEC) * 1000,
      },
    },
    mail: { perEmailIp: e.MAIL_MAX_PER_EMAIL_IP, perEmail: e.MAIL_MAX_PER_EMAIL, perIp: e.MAIL_MAX_PER_IP },
    reset: { perEmail: e.RESET_MAX_PER_EMAIL, perIp: e.RESET_MAX_PER_IP },
    registerPerIp: e.REGISTER_MAX_PER_IP,
    checkPerIp: e.CHECK_MAX_PER_IP,
    socialPerIp: e.SOCIAL_MAX_PER_IP,
    passkey: {
      optionsPerIp: e.PASSKEY_OPTIONS_MAX_PER_IP,
      perIp: e.PASSKEY_MAX_PER_IP,
      registerPerUser: e.PASSKEY_REGISTER_MAX_PER_USER,
    },
    contactPerIp: e.CONTACT_MAX_PER_IP,
    notifyMePerIp: e.NOTIFY_ME_MAX_PER_IP,
    dataSellPerIp: e.DATA_SELL_MAX_PER_IP,
    trackPerIp: e.TRACK_MAX_PER_IP,
    storeMetaPerIp: e.STORE_META_MAX_PER_IP,
  }
}

export function retentionFrom(e: LimitsEnv): Retention {
  return {
    analyticsMs: e.ANALYTICS_RETENTION_DAYS * DAY_MS,
    contactMs: e.CONTACT_RETENTION_DAYS * DAY_MS,
    purgeIntervalMs: e.RETENTION_PURGE_INTERVAL_MIN * 60_000,
  }
}
