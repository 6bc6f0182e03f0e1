import { describe, expect, it } from 'vitest'
import { localeByCode } from '../i18n/locales'
import { decideRequest, type RequestFacts, type RoutingConfig } from './request-routing'

const config: RoutingConfig = {
  mainOrigin: 'https://pollwise.example',
  auOrigin: 'https://pollwise.example.au',
  countryHosts: new Map([
    ['pollwise.fr', localeByCode('fr-fr')],
    ['pollwise.de', localeByCode('de-de')],
  ]),
  blockedCountries: new Set(['kp', 'ir']),
  geoHeader: 'cf-ipcountry',
}
const facts = (over: Partial<RequestFacts>): RequestFacts => ({
  host: 'pollwise.example',
  pathname: '/',
  search: '',
  isDocument: true,
  cookie: null,
  acceptLanguage: null,
  geoCountry: null,
  ...over,
})
const decide = (over: Partial<RequestFacts>) => decideRequest(facts(over), config)

describe('host rules', () => {
  it('sends .fr and .de hosts to their home page', () => {
    expect(decide({ host: 'pollwise.fr', pathname: '/anything' })).toMatchObject({
      type: 'redirect',
      status: 301,
      location: 'https://pollwise.example/fr-fr',
    })
    expect(decide({ host: 'www.pollwise.de' })).toMatchObject({ status: 301, location: 'https://pollwise.example/de-de' })
  })
  it('moves /en-au… to the Australian host without its prefix', () => {
    expect(decide({ pathname: '/en-au/terms', search: '?a=1' })).toMatchObject({
      status: 301,
      location: 'https://pollwise.example.au/terms?a=1',
    })
    expect(decide({ host: 'pollwise.example.au', pathname: '/en-au' })).toMatchObject({
      status: 301,
      location: 'https://pollwise.example.au/',
    })
  })
  it('moves other prefixes off the Australian host', () => {
    expect(decide({ host: 'pollwise.example.au', pathname: '/fr-fr/about' })).toMatchObject({
      status: 301,
      location: 'https://pollwise.example/fr-fr/about',
    })
  })
  it('serves en-au unprefixed on the Australian host, without negotiation', () => {
    expect(decide({ host: 'pollwise.example.au', pathname: '/about', acceptLanguage: 'fr' })).toMatchObject({
      type: 'continue',
      hostKind: 'au',
    })
    const d = decide({ host: 'pollwise.example.au', pathname: '/about', acceptLanguage: 'fr' })
    expect(d.type === 'continue' && d.locale.code).toBe('en-au')
  })
  it('answers an unconfigured host as the main host and never reflects it', () => {
    const d = decide({ host: 'evil.example', pathname: '/en-au/x' })
    expect(d).toMatchObject({ type: 'redirect', location: 'https://pollwise.example.au/x' })
    expect(decide({ host: 'evil.example', acceptLanguage: 'de' })).toMatchObject({ location: '/de-de' })
    expect(decide({ host: null })).toMatchObject({ type: 'continue', hostKind: 'main' })
  })
})

describe('locale negotiation', () => {
  it('redirects an unprefixed document by Accept-Language, keeping the query and saying Vary', () => {
    expect(decide({ pathname: '/terms', search: '?utm_source=x', acceptLanguage: 'ja-JP,ja;q=0.9' })).toEqual({
      type: 'redirect',
      status: 302,
      location: '/ja-jp/terms?utm_source=x',
      vary: ['Cookie', 'Accept-Language', 'cf-ipcountry'],
    })
  })
  it('redirects by cookie', () => {
    expect(decide({ cookie: 'pt-br' })).toMatchObject({ status: 302, location: '/pt-br' })
  })
  it('serves English with Vary when nothing is sent', () => {
    const d = decide({})
    expect(d).toMatchObject({ type: 'continue', vary: ['Cookie', 'Accept-Language', 'cf-ipcountry'] })
  })
  it('never redirects a prefixed path for language', () => {
    const d = decide({ pathname: '/it-it/about', acceptLanguage: 'de', cookie: 'fr-fr' })
    expect(d).toMatchObject({ type: 'continue', vary: ['cf-ipcountry'] })
  })
  it('collapses repeated slashes so a redirect can never become protocol-relative', () => {
    expect(decide({ pathname: '//evil.example/x', acceptLanguage: 'de' })).toMatchObject({ location: '/de-de/evil.example/x' })
  })
})

describe('blocked countries', () => {
  it('redirects visitors from a blocked geo country to /access-denied', () => {
    expect(decide({ pathname: '/fr-fr/about', geoCountry: 'kp' })).toMatchObject({ status: 302, location: '/access-denied' })
  })
  it('falls back to the locale country when there is no geo header', () => {
    const blocked = { ...config, blockedCountries: new Set(['fr']) }
    expect(decideRequest(facts({ pathname: '/fr-fr' }), blocked)).toMatchObject({ location: '/access-denied' })
    expect(decideRequest(facts({ pathname: '/' }), blocked)).toMatchObject({ type: 'continue' })
  })
  it('lets the access-denied page itself render', () => {
    expect(decide({ pathname: '/access-denied', geoCountry: 'kp' })).toMatchObject({ type: 'continue', country: 'kp' })
  })
  it('renders /access-denied in the negotiated language without redirecting it', () => {
    const d = decide({ pathname: '/access-denied', acceptLanguage: 'ko-KR', geoCountry: 'kp' })
    expect(d.type === 'continue' && d.locale.code).toBe('ko-kr')
  })
})
