import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../app/shared/site/config.server'
import { pageVariant, type PageVariant, variantSignature } from './page-variant'

const config = parseConfig({ PORT: '3000' })

function variant(url: string, headers: Record<string, string> = {}, method = 'GET'): PageVariant {
  const all: Record<string, string> = { host: 'localhost:3000', accept: 'text/html', 'sec-fetch-dest': 'document', ...headers }
  return pageVariant({ method, url, header: (name) => all[name] }, config)
}
const keyOf = (v: PageVariant) => (v.cacheable ? v.key : `bypass:${v.reason}`)
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const PIXEL = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('pageVariant', () => {
  it('gives a page its own key for each input that changes its HTML', () => {
    const base = keyOf(variant('/fr-fr'))
    const others = [
      variant('/de-de'),
      variant('/fr-fr/about'),
      variant('/fr-fr?show_qr=1'),
      variant('/fr-fr', { 'cf-ipcountry': 'CA' }),
      variant('/fr-fr', { cookie: 'consent=granted' }),
      variant('/fr-fr', { cookie: 'consent=denied' }),
      variant('/fr-fr', { cookie: 'viewport=mobile' }),
      variant('/fr-fr', { 'user-agent': IPAD }),
      variant('/', { host: 'au.localhost:3000' }),
    ].map(keyOf)
    expect(new Set([base, ...others]).size).toBe(others.length + 1)
  })

  it('shares one key between requests that differ in nothing the page reads', () => {
    const base = keyOf(variant('/fr-fr'))
    expect(keyOf(variant('/fr-fr', { 'accept-language': 'ja', 'user-agent': 'x', cookie: 'm_id=1; query=utm_source%3Dx' }))).toBe(base)
    // An unknown host is served as the main host; a malformed cookie counts as absent.
    expect(keyOf(variant('/fr-fr', { host: 'evil.example', cookie: 'consent=maybe; viewport=huge' }))).toBe(base)
    expect(keyOf(variant('/fr-fr', { cookie: 'viewport=desktop' }))).toBe(base)
  })

  it('leaves out of the key, and of the render, every parameter no page reads, and answers HEAD from the GET entry', () => {
    const base = variant('/fr-fr')
    for (const url of ['/fr-fr?gclid=abc123', '/fr-fr?utm_source=news&utm_campaign=x&fbclid=1', '/fr-fr?zzz=1&a', '/fr-fr?'])
      expect(variant(url)).toEqual(base)
    expect(variant('/fr-fr', {}, 'HEAD')).toEqual(base)
    // What a page reads stays, in one order whichever the link had.
    const qr = variant('/fr-fr?utm_source=x&show_qr=1&gclid=2')
    expect(qr).toMatchObject({ cacheable: true, render: { path: '/fr-fr?show_qr=1' } })
    expect(keyOf(variant('/fr-fr/auth/social?state=s&provider=google&utm_medium=m'))).toBe(
      keyOf(variant('/fr-fr/auth/social?provider=google&state=s')),
    )
  })

  it('keys a first request on the device class it derives, never on the user agent', () => {
    const phone = keyOf(variant('/fr-fr', { 'user-agent': IPHONE }))
    const desktop = keyOf(variant('/fr-fr', { 'user-agent': WINDOWS }))
    expect(phone).not.toBe(desktop)
    // Every phone shares the phone's page, whichever way it says so, and so does the browser that
    // has reported a phone-sized window.
    expect(keyOf(variant('/fr-fr', { 'user-agent': PIXEL }))).toBe(phone)
    expect(keyOf(variant('/fr-fr', { 'user-agent': WINDOWS, 'sec-ch-ua-mobile': '?1' }))).toBe(phone)
    expect(keyOf(variant('/fr-fr', { cookie: 'viewport=mobile' }))).toBe(phone)
    // A desktop user agent is the no-cookie fallback's page; a cookie outranks the user agent.
    expect(desktop).toBe(keyOf(variant('/fr-fr')))
    expect(keyOf(variant('/fr-fr', { 'user-agent': IPHONE, cookie: 'viewport=desktop' }))).toBe(desktop)
    expect(phone).not.toContain('iPhone')
    // The phone's page is rendered as a phone's, from a cookie of the class.
    expect(variant('/fr-fr', { 'user-agent': IPHONE })).toMatchObject({
      render: { headers: { cookie: 'i18n_redirected=fr-fr; viewport=mobile' } },
    })
  })

  it('renders from the key alone', () => {
    const v = variant('/fr-fr', { 'cf-ipcountry': 'CA', cookie: 'consent=granted; m_id=abc; viewport=mobile', 'user-agent': 'secret' })
    expect(v).toMatchObject({
      cacheable: true,
      render: {
        path: '/fr-fr',
        headers: { host: 'localhost:3000', 'cf-ipcountry': 'ca', cookie: 'i18n_redirected=fr-fr; viewport=mobile; consent=granted' },
      },
    })
    if (v.cacheable) expect(Object.values(v.render.headers).join(' ')).not.toMatch(/abc|secret/)
  })

  it('never answers a personal request, a redirect, a negotiated page or anything but a page view', () => {
    for (const cookie of ['auth-token=t', 'pending_link=x', 'oauth=y'])
      expect(keyOf(variant('/fr-fr', { cookie: `consent=granted; ${cookie}` }))).toBe('bypass:personal')
    expect(keyOf(variant('/', { 'accept-language': 'de-DE' }))).toBe('bypass:redirect')
    expect(keyOf(variant('/fr-fr', { 'cf-ipcountry': 'IR' }))).toBe('bypass:redirect')
    expect(keyOf(variant('/access-denied', { 'cf-ipcountry': 'IR' }))).toBe('bypass:negotiated')
    // The 404 of an unknown locale prefix speaks the visitor's language: never kept, in any language.
    expect(keyOf(variant('/xx-qq/about', { 'accept-language': 'de-DE' }))).toBe('bypass:negotiated')
    expect(keyOf(variant('/en-zz'))).toBe('bypass:negotiated')
    expect(keyOf(variant('/DE-AT'))).toBe('bypass:redirect')
    expect(keyOf(variant('/fr-fr', {}, 'POST'))).toBe('bypass:method')
    // An e-mailed link's secret: the app moves it into a cookie, an answer of the visitor's own.
    expect(keyOf(variant('/fr-fr/login?token=abcdefghijklmnopqrstuvwxyz'))).toBe('bypass:personal')
    expect(keyOf(variant('/fr-fr/reset-password?token=t&email=a%40b.example'))).toBe('bypass:personal')
    expect(keyOf(variant('/assets/index.js'))).toBe('bypass:not a page')
    expect(keyOf(variant('/_serverFn/abc'))).toBe('bypass:not a page')
    expect(keyOf(variant('/fr-fr', { 'sec-fetch-dest': 'empty' }))).toBe('bypass:not a document')
  })

  it('reads a request target in linear time, whatever it holds', () => {
    // A segment of 5,000 characters then one the plain form refuses: no backtracking over it.
    for (const target of [
      `/assets/${'a'.repeat(5_000)}.js`,
      `/${'ab-'.repeat(2_000)}!`,
      `/fr-fr/${'x/'.repeat(3_000)}%`,
      `/fr-fr?${'a'.repeat(5_000)}"`,
    ]) {
      const started = performance.now()
      variant(target)
      expect(performance.now() - started, target.slice(0, 30)).toBeLessThan(50)
    }
    // The plain form and the parser agree on what they both read.
    for (const target of ['/fr-fr', '/fr-fr/', '/fr-fr/about?show_qr=1', '/', '/fr-fr/surveys-for-paypal-gift-card?gclid=a1&utm_source=x'])
      expect(keyOf(variant(target))).toBe(keyOf(variant(target.replace('/', '/./'))))
  })

  it('signs requests by what the variant reads: unique ad clicks and unread cookies share one signature, every input it reads does not', () => {
    const sign = (url: string, headers: Record<string, string> = {}, method = 'GET') => {
      const all: Record<string, string> = { host: 'localhost:3000', accept: 'text/html', 'sec-fetch-dest': 'document', ...headers }
      return variantSignature({ method, url, header: (name) => all[name] }, config)
    }
    const base = sign('/fr-fr', { cookie: 'consent=granted' })
    expect(sign('/fr-fr?gclid=1&utm_source=x', { cookie: `consent=granted; _ga=${'r'.repeat(200)}` })).toBe(base)
    expect(sign('/fr-fr?fbclid=2', { cookie: 'consent=granted; session_hint=abc' }, 'HEAD')).toBe(base)
    const different = [
      sign('/fr-fr?show_qr=1', { cookie: 'consent=granted' }),
      sign('/fr-fr/login?token=abc', { cookie: 'consent=granted' }),
      sign('/fr-fr', { cookie: 'consent=denied' }),
      sign('/fr-fr', { cookie: 'consent=granted; auth-token=t' }),
      sign('/fr-fr', { cookie: 'consent=granted; viewport=mobile' }),
      sign('/fr-fr', { cookie: 'consent=granted', 'accept-language': 'de' }),
      sign('/fr-fr', { cookie: 'consent=granted', 'user-agent': 'x' }),
      sign('/fr-fr', { cookie: 'consent=granted', 'cf-ipcountry': 'DE' }),
      sign('/fr-fr', { cookie: 'consent=granted' }, 'POST'),
    ]
    expect(new Set([base, ...different]).size).toBe(different.length + 1)
  })
})
