import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig, publicConfig } from './config.server'

describe('parseConfig', () => {
  it('runs on its embedded defaults', () => {
    const config = parseConfig({})
    expect(config.mainOrigin).toBe('http://localhost:3000')
    expect(config.auOrigin).toBe('http://au.localhost:3000')
    expect(config.countryHosts.get('pollwise.fr')?.code).toBe('fr-fr')
    expect(config.blockedCountries.has('kp')).toBe(true)
    expect(config.geoHeader).toBe('cf-ipcountry')
    expect(config.appUrl).toBe('http://localhost:8787/app')
  })

  it('offers passkeys under the domain both sites share, and none where they share none (decision 112)', () => {
    expect(parseConfig({}).passkeyRpId).toBe('localhost')
    // `au.localhost` cannot use `localhost` (a single label is a public suffix to browsers).
    expect(parseConfig({}).passkeySites).toEqual({ main: true, au: false })
    expect(
      parseConfig({ SITE_URL: 'http://pollwise.localhost:3000', SITE_URL_AU: 'http://au.pollwise.localhost:3000' }).passkeySites,
    ).toEqual({
      main: true,
      au: true,
    })
    expect(parseConfig({ SITE_URL: 'http://127.0.0.1:3000' }).passkeySites).toEqual({ main: false, au: false })
    expect(parseConfig({ APP_ENV: 'production' }).passkeyRpId).toBe('pollwise.com')
    expect(parseConfig({ SITE_URL: 'https://pollwise.com', SITE_URL_AU: 'https://pollwise.com.au' }).passkeyRpId).toBeNull()
    expect(parseConfig({ SITE_URL: 'http://127.0.0.1:3000' }).passkeyRpId).toBeNull()
    expect(
      parseConfig({ SITE_URL: 'https://www.pollwise.com', SITE_URL_AU: 'https://au.pollwise.com', PASSKEY_RP_ID: 'pollwise.com' })
        .passkeyRpId,
    ).toBe('pollwise.com')
    // An id the API refuses (it stops the start): the site offers none.
    expect(parseConfig({ PASSKEY_RP_ID: 'example.com' }).passkeyRpId).toBeNull()
    expect(publicConfig(parseConfig({}))).not.toHaveProperty('passkeyRpId')
  })

  it('derives default origins from the ports', () => {
    expect(parseConfig({ PORT: '4000' }).mainOrigin).toBe('http://localhost:4000')
  })

  it('lists every bad variable in one readable error', () => {
    const bad = () =>
      parseConfig({
        PORT: 'eighty',
        SITE_URL: 'ftp://x',
        BLOCKED_COUNTRIES: 'usa',
        COUNTRY_HOSTS: 'x.fr=zz-zz',
        SOCIAL_FACEBOOK_URL: 'http://insecure',
      })
    expect(bad).toThrow(ConfigError)
    try {
      bad()
    } catch (error) {
      const message = (error as Error).message
      for (const name of ['PORT', 'SITE_URL', 'BLOCKED_COUNTRIES', 'COUNTRY_HOSTS', 'SOCIAL_FACEBOOK_URL']) expect(message).toContain(name)
    }
  })

  it('exposes only the allow-listed subset to the browser', () => {
    const config = parseConfig({ SOCIAL_TELEGRAM_URL: 'https://t.me/pollwise' })
    expect(Object.keys(publicConfig(config)).sort()).toEqual([
      'analyticsContainerId',
      'appUrl',
      'auOrigin',
      'campaignParams',
      'canonicalQueryParams',
      'companyName',
      'formTargets',
      'mainOrigin',
      'realtime',
      'siteName',
      'social',
    ])
    expect(publicConfig(config).social.telegram).toBe('https://t.me/pollwise')
    // Where a posted form may lead on (the CSP's form-action): the member app and the API.
    expect(publicConfig(config).formTargets).toEqual(['http://localhost:8787'])
    // The realtime app's public key and where browsers reach it; never the secret.
    expect(publicConfig(config).realtime).toEqual({ key: 'pollwise-key', host: '127.0.0.1', port: 6001, tls: false })
  })

  it('reads the operator’s campaign parameters, refusing any that would re-admit a person', () => {
    expect(parseConfig({}).campaignParams).toEqual([])
    const config = parseConfig({ CAMPAIGN_PARAMS: 'partner, aff_id' })
    expect(config.campaignParams).toEqual(['partner', 'aff_id'])
    expect(publicConfig(config).campaignParams).toEqual(['partner', 'aff_id'])
    expect(() => parseConfig({ CAMPAIGN_PARAMS: 'partner,email' })).toThrow(/CAMPAIGN_PARAMS: "email" is one of the site’s own parameters/)
    expect(() => parseConfig({ CAMPAIGN_PARAMS: 'Bad-Name' })).toThrow(/CAMPAIGN_PARAMS: "Bad-Name" is not a parameter name/)
  })

  it('reads the realtime origin browsers use, and the analytics container of this environment', () => {
    const config = parseConfig({
      REALTIME_URL: 'https://ws.pollwise.com',
      PUSHER_APP_KEY: 'live-key',
      ANALYTICS_CONTAINER_ID: 'GTM-AB12CD3',
    })
    expect(config.realtime).toEqual({ key: 'live-key', host: 'ws.pollwise.com', port: 443, tls: true })
    expect(config.analyticsContainerId).toBe('GTM-AB12CD3')
    expect(parseConfig({ REALTIME_PORT: '6101' }).realtime.port).toBe(6101)
    expect(parseConfig({}).analyticsContainerId).toBeNull()
    expect(() => parseConfig({ ANALYTICS_CONTAINER_ID: '<script>' })).toThrow(/ANALYTICS_CONTAINER_ID/)
    expect(() => parseConfig({ REALTIME_URL: 'ftp://x' })).toThrow(/REALTIME_URL/)
  })

  it('with no APP_ENV is the local environment, exactly as before', () => {
    const config = parseConfig({})
    expect(config.appEnv).toBe('local')
    expect(config.apiBaseUrl).toBe('http://localhost:8787')
    expect(config.adminApiBaseUrl).toBe('http://localhost:8787/admin')
    expect(config.authCookieDomain).toBeNull()
    expect(config.secureCookies).toBe(false)
    expect(parseConfig({ APP_ENV: 'local' })).toEqual(config)
    // Local derives the member app and the admin API from the API actually configured.
    const own = parseConfig({ API_BASE_URL: 'https://api.example.com' })
    expect(own.appUrl).toBe('https://api.example.com/app')
    expect(own.adminApiBaseUrl).toBe('https://api.example.com/admin')
  })

  it('APP_ENV picks the documented URLs of staging and production', () => {
    const urls = (env: Record<string, string>) => {
      const config = parseConfig(env)
      return [config.mainOrigin, config.auOrigin, config.appUrl, config.apiBaseUrl, config.adminApiBaseUrl, config.authCookieDomain]
    }
    expect(urls({ APP_ENV: 'production' })).toEqual([
      'https://pollwise.com',
      'https://au.pollwise.com',
      'https://app.pollwise.com',
      'https://api.pollwise.com',
      'https://admin-api.pollwise.com',
      'pollwise.com',
    ])
    expect(urls({ APP_ENV: 'staging' })).toEqual([
      'https://staging.pollwise.com',
      'https://au.staging.pollwise.com',
      'https://app.staging.pollwise.com',
      'https://api.staging.pollwise.com',
      'https://admin-api.staging.pollwise.com',
      'staging.pollwise.com',
    ])
    const production = parseConfig({ APP_ENV: 'production' })
    expect(production.secureCookies).toBe(true)
    expect(production.analyticsContainerId).toBeNull()
  })

  it('lets each variable override its environment default, an empty one meaning none', () => {
    const config = parseConfig({
      APP_ENV: 'production',
      SITE_URL: 'https://www.example.com',
      SITE_URL_AU: 'https://www.example.com.au',
      APP_URL: 'https://members.example.com/start',
      API_BASE_URL: 'https://json.example.com',
      ADMIN_API_BASE_URL: 'https://admin.example.com/v1/',
      ANALYTICS_CONTAINER_ID: 'GTM-AB12CD3',
      AUTH_COOKIE_DOMAIN: '',
    })
    expect(config.mainOrigin).toBe('https://www.example.com')
    expect(config.auOrigin).toBe('https://www.example.com.au')
    expect(config.appUrl).toBe('https://members.example.com/start')
    expect(config.apiBaseUrl).toBe('https://json.example.com')
    expect(config.adminApiBaseUrl).toBe('https://admin.example.com/v1')
    expect(config.analyticsContainerId).toBe('GTM-AB12CD3')
    expect(config.authCookieDomain).toBeNull()
  })

  it('refuses an unknown environment and a bad admin API URL, and never shows the admin API to the browser', () => {
    expect(() => parseConfig({ APP_ENV: 'prod' })).toThrow(/APP_ENV/)
    expect(() => parseConfig({ ADMIN_API_BASE_URL: 'ftp://admin' })).toThrow(/ADMIN_API_BASE_URL/)
    expect(JSON.stringify(publicConfig(parseConfig({ APP_ENV: 'production' })))).not.toContain('admin')
  })
})
