// End-to-end tests against the production build, run by `npm start` on test ports with a fresh
// data directory, in Debian's Chromium (never a downloaded browser).
import { defineConfig } from '@playwright/test'
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium.ts'
import { E2E_LOCALES } from './scripts/e2e-locales.ts'
import type { LocaleOptions } from './tests/e2e/fixtures.ts'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Shifts every port, so that two suites (two checkouts) can run side by side on one machine. */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const SITE_PORT = 3300 + PORT_OFFSET
export const SITE = `http://localhost:${SITE_PORT}`
export const API_PORT = 8800 + PORT_OFFSET
export const API = `http://localhost:${API_PORT}`
export const REALTIME_PORT = 6101 + PORT_OFFSET
/** The site's and the API's metrics endpoints (decisions 033, 111). */
export const METRICS_PORT = 9300 + PORT_OFFSET
export const API_METRICS_PORT = 9301 + PORT_OFFSET
/** The realtime app the test product runs with (tests publish to it through the Pusher HTTP API). */
export const REALTIME_APP = { id: 'e2e-app', key: 'e2e-key', secret: 'e2e-secret-not-for-production' } as const

/** The locale suite, which only the locale projects run. */
const LOCALE_SUITE = /[\\/]locale\.spec\.ts$/

export default defineConfig<LocaleOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: SITE,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_FLAGS],
    },
    locale: 'en-US',
    // Visitors who have answered the consent banner (so that it covers nothing in page tests);
    // consent.spec.ts starts without it.
    storageState: {
      cookies: [
        { name: 'consent', value: 'granted', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
    trace: 'off',
  },
  // `site` runs every spec as one visitor would (the crawl covers all 85 variants); each locale
  // project — one per message file, named by its route code — runs the locale suite in that locale
  // and its browser language (decision 030): `npx playwright test --project=de-de`. One server
  // serves them all.
  projects: [
    { name: 'site', testIgnore: LOCALE_SUITE },
    ...E2E_LOCALES.map((entry) => ({
      name: entry.code,
      testMatch: LOCALE_SUITE,
      use: { routeLocale: entry.code, locale: entry.iso },
    })),
  ],
  webServer: {
    command: 'node --import tsx server/prepare.ts && exec node --enable-source-maps .output/pollwise/start.mjs',
    url: `${SITE}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The ordered stop of `npm start` (decision 011), not a kill of its process group.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(SITE_PORT),
      API_PORT: String(API_PORT),
      REALTIME_PORT: String(REALTIME_PORT),
      PUSHER_APP_ID: REALTIME_APP.id,
      PUSHER_APP_KEY: REALTIME_APP.key,
      PUSHER_APP_SECRET: REALTIME_APP.secret,
      METRICS_PORT: String(METRICS_PORT),
      API_METRICS_PORT: String(API_METRICS_PORT),
      // Workers load this file too; only the main process (which starts the server) needs a directory.
      DATA_DIR: process.env.TEST_WORKER_INDEX === undefined ? mkdtempSync(join(tmpdir(), 'pollwise-e2e-')) : '',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/pollwise',
      SOCIAL_TELEGRAM_URL: 'https://t.me/pollwise',
      DEMO_CLAIMS_INTERVAL_MS: '0',
      // Every test signs up and in from this one machine: per-IP budgets sized for the suite, not
      // for the public (per-account limits keep their defaults and are exercised by the API tests).
      REGISTER_MAX_PER_IP: '1000',
      CHECK_MAX_PER_IP: '5000',
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      MAIL_MAX_PER_IP: '1000',
      RESET_MAX_PER_IP: '1000',
      SOCIAL_MAX_PER_IP: '1000',
      // Every sign-in form's e-mail field asks for passkey options (autofill) as it appears.
      PASSKEY_OPTIONS_MAX_PER_IP: '5000',
      PASSKEY_MAX_PER_IP: '1000',
      NOTIFY_ME_MAX_PER_IP: '1000',
      // Every first visit in a country that does not ask for consent is recorded (auth/store-meta).
      STORE_META_MAX_PER_IP: '5000',
      // The crawl follows every redirect page in every locale, and each records a scan or click.
      TRACK_MAX_PER_IP: '5000',
    },
  },
})
