// Pure pieces: e-mail templates and locale mapping, masking, password rules, config, migrations.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { maskName } from '../contract/masking'
import { randomDemoClaim } from './claims'
import { ConfigError, loadConfig } from './config'
import { claimSchema } from '../contract/claims'
import { messageFileFor as messageLanguageFor, messageFiles as messageLanguages } from '../contract/locales'
import { openDatabase } from './db/database'
import { composeMail } from './mail/templates'
import { weakPasswordReason } from './security/passwords'

describe('mail templates', () => {
  it('exist for every message file, each translated', () => {
    const vars = { site: 'S', link: 'L', email: 'e@example.com' }
    const english = composeMail('reset', 'en', vars)
    for (const kind of ['verify', 'login', 'reset'] as const) {
      const subjects = new Set(messageLanguages.map((lang) => composeMail(kind, lang, vars).subject))
      // Regional variants may share their base language's subject.
      expect(subjects.size).toBeGreaterThanOrEqual(24)
    }
    expect(composeMail('reset', 'fr-fr', vars).text).not.toBe(english.text)
    expect(composeMail('login', 'en', { ...vars, link: 'http://x/$&' }).text).toContain('http://x/$&')
  })

  it('map route locales onto message files', () => {
    expect(messageLanguageFor('fr-ca')).toBe('fr-ca')
    expect(messageLanguageFor('fr-ch')).toBe('fr')
    expect(messageLanguageFor('tl-ph')).toBe('fil')
    expect(messageLanguageFor('no-no')).toBe('nb')
    expect(messageLanguageFor('es-es')).toBe('es')
    for (const code of ['es-mx', 'es-us', 'es-ar', 'es-uy', 'es-pr']) expect(messageLanguageFor(code)).toBe('es-419')
    expect(messageLanguageFor('pt-pt')).toBe('pt-pt')
    expect(messageLanguageFor('pt-br')).toBe('pt')
    expect(messageLanguageFor('de-ch')).toBe('de-ch')
    expect(messageLanguageFor('de-at')).toBe('de')
    expect(messageLanguageFor('ar-eg')).toBe('ar')
    expect(messageLanguageFor('zh-hk')).toBe('zh-hk')
    expect(messageLanguageFor('zh-sg')).toBe('zh')
    expect(messageLanguageFor('en')).toBe('en')
  })
})

describe('demonstration claims', () => {
  it('demo claims fit the public claim shape', () => {
    const demo = randomDemoClaim()
    expect(
      claimSchema.safeParse({
        ...demo,
        id: 1,
        name: maskName(demo.name),
        country_code: demo.country_code ?? null,
        created_at: new Date().toISOString(),
      }).success,
    ).toBe(true)
  })
})

describe('password rules', () => {
  it('refuse common, repeated, sequential and e-mail passwords', () => {
    expect(weakPasswordReason('qwertyuiopasdfghjkl', 'a@b.c')).toMatch(/too common/)
    expect(weakPasswordReason('iloveyouiloveyou', 'a@b.c')).toMatch(/too common/)
    expect(weakPasswordReason('abcabcabcabcabcabc', 'a@b.c')).toMatch(/too common/)
    expect(weakPasswordReason('zyxwvutsrqponmlk', 'a@b.c')).toMatch(/too common/)
    expect(weakPasswordReason('••••••••••••••••', 'a@b.c')).toMatch(/single repeated/)
    expect(weakPasswordReason('Someone.Special@example.com', 'someone.special@example.com')).toMatch(/email/)
    expect(weakPasswordReason('copper kettle on the stove', 'a@b.c')).toBeNull()
  })
})

describe('config', () => {
  it('defaults for development and OWASP argon2 parameters', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      port: 8787,
      apiPublicUrl: 'http://localhost:8787',
      siteUrl: 'http://localhost:3000',
      appUrl: 'http://localhost:8787/app',
      socialRedirectUrl: 'http://localhost:3000/auth/social',
      demoClaimsIntervalMs: 15000,
      siteName: 'Pollwise',
    })
    expect(c.argon2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 })
    expect(c.pusher).toEqual({ appId: 'pollwise-app', key: 'pollwise-key', secret: 'pollwise-dev-secret' })
  })

  it('lists every bad value, and requires secrets in production', () => {
    try {
      loadConfig({ API_PORT: 'abc', SITE_URL: 'not a url', GOOGLE_CLIENT_ID: 'only-id' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as ConfigError).problems.join('\n')).toMatch(/API_PORT[\s\S]*SITE_URL/)
    }
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-id' })).toThrow(/GOOGLE_CLIENT_ID\/SECRET/)
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUSHER_APP_SECRET: must be set in production/)
    const prod = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com',
      SITE_URL: 'https://pollwise.example',
      API_PUBLIC_URL: 'https://api.pollwise.example',
      PUSHER_APP_ID: 'a',
      PUSHER_APP_KEY: 'k',
      PUSHER_APP_SECRET: 's',
      API_SIGNING_KEY: 'x'.repeat(32),
    })
    expect(prod.demoClaimsIntervalMs).toBe(0)
  })
})

describe('database', () => {
  it('uses WAL and applies each migration once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pollwise-api-'))
    try {
      const file = join(dir, 'nested', 'api.sqlite')
      const db = openDatabase(file)
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.prepare('SELECT name FROM schema_migrations ORDER BY name').all()).toEqual([
        { name: '001_initial.sql' },
        { name: '002_marketing_opt_in.sql' },
        { name: '003_token_address.sql' },
        { name: '004_vouched_identities.sql' },
        { name: '005_outbox_html.sql' },
        { name: '006_campaign_queries.ts' },
        { name: '007_durable_outbox.sql' },
        { name: '008_passkeys.sql' },
      ])
      db.close()
      const again = openDatabase(file)
      expect(again.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: 8 })
      again.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
