import { describe, expect, it } from 'vitest'
import { parseConfig } from '../site/config.server'
import { pageVariant, type PageVariant } from './page-variant'

const config = parseConfig({ PORT: '3000' })

function variant(url: string, headers: Record<string, string> = {}, method = 'GET'): PageVariant {
  const all: Record<string, string> = { host: 'localhost:3000', accept: 'text/html', 'sec-fetch-dest': 'document', ...headers }
  return pageVariant({ method, url, header: (name) => all[name] }, config)
}
const keyOf = (v: PageVariant) => (v.cacheable ? v.key : `bypass:${v.reason}`)

describe('pageVariant', () => {
  it('gives a page its own key for each input that changes its HTML', () => {
    const base = keyOf(variant('/fr-fr'))
    const others = [
      variant('/de-de'),
      variant('/fr-fr/about'),
      variant('/fr-fr?status=social_failed'),
      variant('/fr-fr', { 'cf-ipcountry': 'CA' }),
      variant('/fr-fr', { cookie: 'consent=granted' }),
      variant('/fr-fr', { cookie: 'consent=denied' }),
      variant('/fr-fr', { cookie: 'viewport=mobile' }),
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
    expect(keyOf(variant('/fr-fr', {}, 'HEAD'))).toBe('bypass:method')
    expect(keyOf(variant('/assets/index.js'))).toBe('bypass:not a page')
    expect(keyOf(variant('/_serverFn/abc'))).toBe('bypass:not a page')
    expect(keyOf(variant('/fr-fr', { 'sec-fetch-dest': 'empty' }))).toBe('bypass:not a document')
  })
})
