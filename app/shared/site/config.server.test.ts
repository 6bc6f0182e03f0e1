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
      'canonicalQueryParams',
      'companyName',
      'mainOrigin',
      'realtime',
      'siteName',
      'social',
    ])
    expect(publicConfig(config).social.telegram).toBe('https://t.me/pollwise')
    // The realtime app's public key and where browsers reach it; never the secret.
    expect(publicConfig(config).realtime).toEqual({ key: 'pollwise-key', host: '127.0.0.1', port: 6001, tls: false })
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
})
