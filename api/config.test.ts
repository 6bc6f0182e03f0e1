// Start-up configuration: production refuses to start half-configured, naming every problem in
// one list; the trusted-proxy setting and the new limits are validated.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'
import { isLocalHostname } from './config-production'

const COMPLETE_PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://user:pass@mail.example.com',
  SITE_URL: 'https://pollwise.example',
  API_PUBLIC_URL: 'https://api.pollwise.example',
  PUSHER_APP_ID: 'app-1',
  PUSHER_APP_KEY: 'key-1',
  PUSHER_APP_SECRET: 'a-real-pusher-secret',
  API_SIGNING_KEY: 's'.repeat(40),
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('production configuration', () => {
  it('starts when complete', () => {
    const config = loadConfig(COMPLETE_PRODUCTION)
    expect(config.isProduction).toBe(true)
    expect(config.siteUrl).toBe('https://pollwise.example')
  })

  it('e-mails contact requests to SUPPORT_EMAIL, which must be an address', () => {
    expect(loadConfig({}).supportEmail).toBe('support@pollwise.com')
    expect(loadConfig({ SUPPORT_EMAIL: 'help@operator.example' }).supportEmail).toBe('help@operator.example')
    expect(problemsOf({ SUPPORT_EMAIL: 'not an address' }).map((p) => p.split(':')[0])).toEqual(['SUPPORT_EMAIL'])
  })

  it('names every missing or unsafe setting in one list', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:3000',
      API_SIGNING_KEY: 'pollwise-development-signing-key-not-secret',
      PUSHER_APP_ID: 'app-1',
      PUSHER_APP_KEY: 'key-1',
      PUSHER_APP_SECRET: 'pollwise-dev-secret',
    })
    expect(problems).toEqual([
      'SMTP_URL: must be set in production (no mail transport, no sign-in e-mails)',
      'SITE_URL: must be a public address in production, not http://localhost:3000',
      'API_PUBLIC_URL: must be set in production',
      'PUSHER_APP_SECRET: must be set in production (not the development default)',
      'API_SIGNING_KEY: must be set in production (not the development default)',
    ])
  })

  it('refuses loopback addresses in every public URL', () => {
    const problems = problemsOf({
      ...COMPLETE_PRODUCTION,
      API_PUBLIC_URL: 'http://127.0.0.1:8787',
      APP_URL: 'http://[::1]:8787/app',
      SOCIAL_REDIRECT_URL: 'http://pollwise.localhost/auth/social',
    })
    expect(problems.map((p) => p.split(':')[0])).toEqual(['API_PUBLIC_URL', 'APP_URL', 'SOCIAL_REDIRECT_URL'])
    for (const host of ['localhost', 'LOCALHOST.', 'a.localhost', '127.8.9.1', '0.0.0.0', '[::1]', '[::]', '[::ffff:127.0.0.1]']) {
      expect(isLocalHostname(host), host).toBe(true)
    }
    for (const host of ['pollwise.example', '10.0.0.5', '[2001:db8::1]', 'localhost.example.com'])
      expect(isLocalHostname(host), host).toBe(false)
  })

  it('lists malformed values together with the production problems', () => {
    const problems = problemsOf({ NODE_ENV: 'production', API_PORT: 'abc', TRUST_PROXY: 'all' })
    expect(problems[0]).toMatch(/^API_PORT:/)
    expect(problems[1]).toMatch(/^TRUST_PROXY: must be none, loopback or a comma-separated list of CIDR ranges/)
    expect(problems).toContain('SMTP_URL: must be set in production (no mail transport, no sign-in e-mails)')
    expect(problems).toContain('SITE_URL: must be set in production')
  })

  it('leaves development and tests alone', () => {
    expect(problemsOf({})).toEqual([])
    expect(problemsOf({ NODE_ENV: 'test', SITE_URL: 'http://localhost:3000' })).toEqual([])
  })
})

describe('TRUST_PROXY', () => {
  it('is loopback by default and takes none or CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback')
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe('none')
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32' }).trustProxy).toHaveLength(2)
  })

  it('refuses `all` and malformed ranges', () => {
    expect(problemsOf({ TRUST_PROXY: 'all' })).toHaveLength(1)
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })[0]).toMatch(/^TRUST_PROXY:/)
  })
})

describe('limits', () => {
  it('have defaults, refuse zero, and refuse the retired per-e-mail login limit', () => {
    const { throttles, retention } = loadConfig({})
    expect(throttles.login).toEqual({
      perAccountIp: 5,
      perIp: 50,
      account: { freeAttempts: 20, windowMs: 3_600_000, baseDelayMs: 1000, maxDelayMs: 60_000 },
    })
    expect(throttles.mail).toEqual({ perEmailIp: 3, perEmail: 10, perIp: 30 })
    expect(retention).toEqual({ analyticsMs: 90 * 86_400_000, contactMs: 730 * 86_400_000, purgeIntervalMs: 3_600_000 })
    expect(problemsOf({ TRACK_MAX_PER_IP: '0' })[0]).toMatch(/^TRACK_MAX_PER_IP:/)
    expect(problemsOf({ LOGIN_MAX_ATTEMPTS_PER_EMAIL: '5' })).toEqual([
      'LOGIN_MAX_ATTEMPTS_PER_EMAIL: replaced by LOGIN_MAX_PER_ACCOUNT_IP and LOGIN_ACCOUNT_SLOWDOWN_AFTER (docs/decisions/103)',
    ])
  })
})

describe('GOOGLE_AUDIENCES and APPLE_AUDIENCES', () => {
  const google = { GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' }
  const apple = { APPLE_CLIENT_ID: 'com.pollwise.web', APPLE_TEAM_ID: 'T', APPLE_KEY_ID: 'K', APPLE_PRIVATE_KEY: 'P' }

  it('accept the web client id alone by default, and extra client ids after it', () => {
    expect(loadConfig(google).google?.audiences).toEqual(['web.apps.googleusercontent.com'])
    expect(
      loadConfig({ ...google, GOOGLE_AUDIENCES: ' ios.apps.googleusercontent.com,,web.apps.googleusercontent.com ' }).google?.audiences,
    ).toEqual(['web.apps.googleusercontent.com', 'ios.apps.googleusercontent.com'])
    expect(loadConfig({ ...apple, APPLE_AUDIENCES: 'com.pollwise.ios' }).apple?.audiences).toEqual(['com.pollwise.web', 'com.pollwise.ios'])
  })

  it('refuse malformed ids, and extra ids for a provider that is not configured', () => {
    expect(problemsOf({ ...google, GOOGLE_AUDIENCES: 'ios app, https://evil.example' })[0]).toMatch(
      /^GOOGLE_AUDIENCES: must be a comma-separated list/,
    )
    expect(problemsOf({ GOOGLE_AUDIENCES: 'ios.apps.googleusercontent.com' })).toEqual([
      'GOOGLE_AUDIENCES: set GOOGLE_CLIENT_ID/SECRET as well',
    ])
    expect(problemsOf({ APPLE_AUDIENCES: 'com.pollwise.ios' })).toEqual([
      'APPLE_AUDIENCES: set APPLE_CLIENT_ID/TEAM_ID/KEY_ID/PRIVATE_KEY as well',
    ])
  })
})

describe('LOG_LEVEL and LOG_FORMAT', () => {
  it('log at info, readable in development and JSON in production', () => {
    expect(loadConfig({}).log).toEqual({ level: 'info', format: 'pretty' })
    expect(loadConfig(COMPLETE_PRODUCTION).log).toEqual({ level: 'info', format: 'json' })
    expect(loadConfig({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json' }).log).toEqual({ level: 'warn', format: 'json' })
    expect(loadConfig({ ...COMPLETE_PRODUCTION, LOG_LEVEL: 'silent', LOG_FORMAT: 'pretty' }).log).toEqual({
      level: 'silent',
      format: 'pretty',
    })
  })

  it('refuse unknown values', () => {
    expect(problemsOf({ LOG_LEVEL: 'verbose', LOG_FORMAT: 'xml' }).map((p) => p.split(':')[0])).toEqual(['LOG_LEVEL', 'LOG_FORMAT'])
  })
})

describe('metrics', () => {
  it('are served on loopback port 9465 by default, elsewhere on request, and not at all with port 0', () => {
    expect(loadConfig({}).metrics).toEqual({ host: '127.0.0.1', port: 9465 })
    expect(loadConfig(COMPLETE_PRODUCTION).metrics).toEqual({ host: '127.0.0.1', port: 9465 })
    expect(loadConfig({ API_METRICS_PORT: '9500', API_METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ host: '10.0.0.5', port: 9500 })
    expect(loadConfig({ API_METRICS_PORT: '0' }).metrics).toBeUndefined()
    expect(problemsOf({ API_METRICS_PORT: '70000' }).map((p) => p.split(':')[0])).toEqual(['API_METRICS_PORT'])
  })

  it('ignore METRICS_PORT, the site’s, which `npm start` passes to every part', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9465 })
  })
})
