// @vitest-environment happy-dom
// Google Consent Mode v2 in the data layer (docs/decisions/029): a `consent default` with
// everything denied comes first, then a `consent update` with the answer, each pushed as gtag's
// own `arguments` object; events only once storage is allowed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Storage = typeof import('./marketing-storage')
const settings = (country: string | null) => ({ country, analyticsContainerId: null, campaignParams: [] })
const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }

/** The data layer as plain values: commands as arrays (and flagged), events as they are. */
function entries(): unknown[] {
  const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer ?? []
  return layer.map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? ['gtag', ...Array.from(entry as ArrayLike<unknown>)] : entry,
  )
}

async function fresh(): Promise<Storage> {
  vi.resetModules()
  return import('./marketing-storage')
}

beforeEach(() => {
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer
  for (const name of ['consent', 'm_id', 'query']) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  )
  // The first visit is posted once the page is idle: not within these tests.
  vi.useFakeTimers()
})
afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Consent Mode v2', () => {
  it('a visitor still to be asked (unknown country) gets the denied default and nothing else', async () => {
    const storage = await fresh()
    storage.startMarketingIfAllowed(settings(null), 'en')
    expect(entries()).toEqual([['gtag', 'consent', 'default', denied]])
    // An emptied cookie may linger as `m_id=` within the same millisecond: what counts is no id.
    expect(document.cookie).not.toMatch(/m_id=[^;]/)
  })

  it('their yes is an update after the default, before any event', async () => {
    const storage = await fresh()
    storage.startMarketingIfAllowed(settings('de'), 'de-de')
    storage.applyConsent('granted', settings('de'), 'de-de')
    const [first, second, ...rest] = entries()
    expect(first).toEqual(['gtag', 'consent', 'default', denied])
    expect(second).toEqual(['gtag', 'consent', 'update', granted])
    expect(rest).toContainEqual(expect.objectContaining({ event: 'm_id' }))
    expect(document.cookie).toMatch(/m_id=[0-9a-f-]{36}/)
  })

  it('their no is an update too, and a later change of mind another', async () => {
    const storage = await fresh()
    storage.startMarketingIfAllowed(settings('fr'), 'fr-fr')
    storage.applyConsent('denied', settings('fr'), 'fr-fr')
    expect(entries()).toEqual([
      ['gtag', 'consent', 'default', denied],
      ['gtag', 'consent', 'update', denied],
    ])
    storage.applyConsent('granted', settings('fr'), 'fr-fr')
    expect(entries()[2]).toEqual(['gtag', 'consent', 'update', granted])
    storage.applyConsent('denied', settings('fr'), 'fr-fr')
    expect(entries()).toContainEqual(['gtag', 'consent', 'update', denied])
    expect(entries().at(-1)).toEqual({ event: 'consent_withdrawn' })
  })

  it('a country that is not asked is granted straight after the default (SPEC’s behaviour)', async () => {
    const storage = await fresh()
    storage.startMarketingIfAllowed(settings('us'), 'en-us')
    const list = entries()
    expect(list.slice(0, 2)).toEqual([
      ['gtag', 'consent', 'default', denied],
      ['gtag', 'consent', 'update', granted],
    ])
    expect(list.slice(2)).toEqual([expect.objectContaining({ event: 'm_id' })])
  })

  it('a stored answer is repeated on each page: a stored no stays a no, even where nobody is asked', async () => {
    document.cookie = 'consent=denied; Path=/'
    const storage = await fresh()
    storage.startMarketingIfAllowed(settings('us'), 'en-us')
    expect(entries()).toEqual([
      ['gtag', 'consent', 'default', denied],
      ['gtag', 'consent', 'update', denied],
    ])
  })

  it('pushes the default once per page', async () => {
    const storage = await fresh()
    storage.defaultConsent()
    storage.startMarketingIfAllowed(settings(null), 'en')
    storage.defaultConsent()
    expect(entries()).toEqual([['gtag', 'consent', 'default', denied]])
  })
})
