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
      'appUrl',
      'auOrigin',
      'canonicalQueryParams',
      'companyName',
      'mainOrigin',
      'siteName',
      'social',
    ])
    expect(publicConfig(config).social.telegram).toBe('https://t.me/pollwise')
  })
})
