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
      remember: 'ja-jp',
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

describe('the detected locale is remembered', () => {
  it('names the locale of a negotiation redirect, whether it came from the cookie or the browser languages', () => {
    expect(decide({ acceptLanguage: 'de-DE' })).toMatchObject({ status: 302, location: '/de-de', remember: 'de-de' })
    expect(decide({ cookie: 'pt-br', acceptLanguage: 'de-DE' })).toMatchObject({ location: '/pt-br', remember: 'pt-br' })
  })
  it('sends an Australian reader to the Australian host in one hop, not through /en-au on this one', () => {
    expect(decide({ acceptLanguage: 'en-AU', pathname: '/terms', search: '?a=1' })).toMatchObject({
      status: 302,
      location: 'https://pollwise.example.au/terms?a=1',
      remember: 'en-au',
    })
    expect(decide({ cookie: 'en-au' })).toMatchObject({ status: 302, location: 'https://pollwise.example.au/' })
  })
  it('names none for any other redirect', () => {
    expect(decide({ pathname: '/en-au/terms' })).not.toHaveProperty('remember')
    expect(decide({ pathname: '/DE-AT' })).not.toHaveProperty('remember')
    expect(decide({ acceptLanguage: 'de-DE', geoCountry: 'kp' })).not.toHaveProperty('remember')
  })
})

describe('prefixes in capitals and unknown prefixes', () => {
  it('sends a known locale in capitals to its lower-case form once, keeping the path and the query', () => {
    expect(decide({ pathname: '/DE-AT' })).toEqual({ type: 'redirect', status: 301, location: 'https://pollwise.example/de-at', vary: [] })
    expect(decide({ pathname: '/De-at/about', search: '?x=1', acceptLanguage: 'fr' })).toMatchObject({
      status: 301,
      location: 'https://pollwise.example/de-at/about?x=1',
    })
    // Straight to the host that serves it.
    expect(decide({ pathname: '/EN-AU/terms' })).toMatchObject({ status: 301, location: 'https://pollwise.example.au/terms' })
    expect(decide({ host: 'pollwise.example.au', pathname: '/FR-fr/about' })).toMatchObject({
      status: 301,
      location: 'https://pollwise.example/fr-fr/about',
    })
  })
  it('answers a locale-shaped unknown prefix where it stands, in the negotiated language', () => {
    const d = decide({ pathname: '/xx-qq/about', acceptLanguage: 'de-DE' })
    expect(d).toMatchObject({ type: 'continue', unknownPrefix: true, vary: ['Cookie', 'Accept-Language', 'cf-ipcountry'] })
    expect(d.type === 'continue' && d.locale.code).toBe('de-de')
    const byCookie = decide({ pathname: '/en-zz', cookie: 'ja-jp', acceptLanguage: 'de-DE', isDocument: false })
    expect(byCookie.type === 'continue' && byCookie.locale.code).toBe('ja-jp')
    const nothing = decide({ pathname: '/en-zz' })
    expect(nothing.type === 'continue' && nothing.locale.code).toBe('en')
    const au = decide({ host: 'pollwise.example.au', pathname: '/xx-qq', acceptLanguage: 'de' })
    expect(au).toMatchObject({ type: 'continue', unknownPrefix: true, hostKind: 'au' })
    expect(au.type === 'continue' && au.locale.code).toBe('en-au')
  })
  it('still sends a blocked country to /access-denied', () => {
    expect(decide({ pathname: '/xx-qq/about', geoCountry: 'kp' })).toMatchObject({ status: 302, location: '/access-denied' })
  })
  it('keeps negotiating ordinary unprefixed paths, known or not', () => {
    expect(decide({ pathname: '/about', acceptLanguage: 'de' })).toMatchObject({ status: 302, location: '/de-de/about' })
    expect(decide({ pathname: '/surveys-for-cash', acceptLanguage: 'de' })).toMatchObject({ location: '/de-de/surveys-for-cash' })
    expect(decide({ pathname: '/nope', acceptLanguage: 'de' })).toMatchObject({ location: '/de-de/nope' })
    expect(decide({ pathname: '/login' })).toMatchObject({ type: 'continue' })
    expect(decide({ pathname: '/login' })).not.toHaveProperty('unknownPrefix')
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
