// Locale negotiation and host rules, in the browser (cookie, Accept-Language) and over raw HTTP
// (Host headers a browser cannot send), plus the security headers on every answer.
import { SITE_PORT } from '../../playwright.config'
import { expect, open, test } from './fixtures'
import { get } from './http'

const MAIN = `http://localhost:${SITE_PORT}`
const document = { 'Sec-Fetch-Dest': 'document' }

test('the browser language sends an unprefixed visit to its locale, keeping the query', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  await open(page, '/terms?ref=mail')
  await expect(page).toHaveURL(`${MAIN}/de-de/terms?ref=mail`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await context.close()
})

test('the locale cookie wins over the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  await context.addCookies([{ name: 'i18n_redirected', value: 'pt-br', url: MAIN }])
  const page = await context.newPage()
  await open(page, '/about')
  await expect(page).toHaveURL(`${MAIN}/pt-br/about`)
  await context.close()
})

test('a chosen international English page stays unprefixed', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' })
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: MAIN }])
  const page = await context.newPage()
  await open(page, '/')
  await expect(page).toHaveURL(`${MAIN}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})

test('the detected locale is remembered for a year, and wins over the browser language next time', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  await open(page, '/terms?ref=mail')
  await expect(page).toHaveURL(`${MAIN}/de-de/terms?ref=mail`)
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie).toMatchObject({ value: 'de-de', path: '/', sameSite: 'Lax', httpOnly: false, domain: 'localhost' })
  const days = (cookie!.expires - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364.9)
  expect(days).toBeLessThan(365.1)
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'fr-FR,fr;q=0.9' })
  await open(page, '/about')
  await expect(page).toHaveURL(`${MAIN}/de-de/about`)
  await context.close()
})

// Accept-Language as browsers send it (Chrome adds the base language after a regional tag,
// Firefox sends its locale's list, Safari the system language with its base or script), and the
// page each reader lands on (docs/decisions/026).
const readers: Array<{ reader: string; header: string; country?: string; lands: string }> = [
  { reader: 'Filipino, Chrome', header: 'fil-PH,fil;q=0.9,en-US;q=0.8,en;q=0.7', lands: '/tl-ph/about' },
  {
    reader: 'Bokmål, Firefox',
    header: 'nb-NO,nb;q=0.9,no-NO;q=0.8,no;q=0.6,nn-NO;q=0.5,nn;q=0.4,en-US;q=0.3,en;q=0.1',
    lands: '/no-no/about',
  },
  {
    reader: 'Nynorsk, Firefox',
    header: 'nn-NO,nn;q=0.9,no-NO;q=0.8,no;q=0.6,nb-NO;q=0.5,nb;q=0.4,en-US;q=0.3,en;q=0.1',
    lands: '/no-no/about',
  },
  // Traditional Chinese readers find zh-hk, written in Traditional Chinese (decision 035).
  { reader: 'Taiwan, Chrome', header: 'zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7', lands: '/zh-hk/about' },
  { reader: 'Taiwan, Safari', header: 'zh-TW,zh-Hant;q=0.9', lands: '/zh-hk/about' },
  { reader: 'Hong Kong, Chrome, in Hong Kong', header: 'zh-HK,zh;q=0.9,en;q=0.8', country: 'HK', lands: '/zh-hk/about' },
  { reader: 'Simplified Chinese, in Hong Kong', header: 'zh-CN,zh;q=0.9', country: 'HK', lands: '/zh-sg/about' },
  // A bare `en` is the international English page wherever the visitor is (decision 026, amended).
  { reader: 'English only, in France', header: 'en', country: 'FR', lands: '/about' },
  { reader: 'British English, in France', header: 'en-GB,en;q=0.9', country: 'FR', lands: '/en-gb/about' },
  { reader: 'Hong Kong, Safari', header: 'zh-HK,zh-Hant;q=0.9', lands: '/zh-hk/about' },
  { reader: 'Portugal, Safari', header: 'pt-PT,pt;q=0.9', lands: '/pt-pt/about' },
  { reader: 'Latin America, Chrome', header: 'es-419,es;q=0.9', lands: '/es-mx/about' },
  { reader: 'Latin America, Chrome, in Colombia', header: 'es-419,es;q=0.9,en;q=0.8', country: 'CO', lands: '/es-co/about' },
  { reader: 'Serbian in Latin script, Chrome', header: 'sr-Latn,sr;q=0.9,en-US;q=0.8,en;q=0.7', lands: '/en-us/about' },
  { reader: 'Serbian in Latin script, Safari', header: 'sr-Latn-RS,sr-Latn;q=0.9', lands: '/about' },
]

test.describe('browser language lists', () => {
  for (const { reader, header, country, lands } of readers) {
    test(`${reader} lands on ${lands}`, async ({ browser }) => {
      const context = await browser.newContext(country ? { extraHTTPHeaders: { 'CF-IPCountry': country } } : {})
      // The context's locale emulation writes its own Accept-Language; the browser's list replaces it.
      await context.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'accept-language': header } }))
      const page = await context.newPage()
      await open(page, '/about')
      await expect(page).toHaveURL(`${MAIN}${lands}`)
      // Remembered when the site redirected; nothing written when it stayed on English.
      const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
      expect(cookie?.value).toBe(lands === '/about' ? undefined : lands.split('/')[1])
      await context.close()
    })
  }
})

test.describe('unknown prefixes and capitals', () => {
  test('a locale-shaped unknown prefix is a 404 at once, in the visitor’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    const response = await open(page, '/xx-qq/about')
    expect(response?.status()).toBe(404)
    expect(response?.request().redirectedFrom()).toBeNull()
    await expect(page).toHaveURL(`${MAIN}/xx-qq/about`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden')
    await expect(page).toHaveTitle(/^Seite nicht gefunden/)
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de-de')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined()
    await context.close()
  })

  test('a known locale in capitals is sent once to its lower-case form, keeping the path and the query', async ({ page }) => {
    const response = await open(page, '/De-at/about?x=1')
    await expect(page).toHaveURL(`${MAIN}/de-at/about?x=1`)
    expect(response?.request().redirectedFrom()?.url()).toBe(`${MAIN}/De-at/about?x=1`)
    expect(response?.request().redirectedFrom()?.redirectedFrom()).toBeNull()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT')
  })
})

test.describe('over HTTP', () => {
  test('a negotiation redirect remembers the locale; nothing else writes it', async () => {
    const redirect = await get('/about', { ...document, 'Accept-Language': 'ja-JP,ja;q=0.9' })
    expect([redirect.status, redirect.headers.location]).toEqual([302, '/ja-jp/about'])
    expect(redirect.headers['set-cookie']).toEqual(['i18n_redirected=ja-jp; Path=/; Max-Age=31536000; SameSite=Lax'])
    expect(redirect.headers['cache-control']).toBe('no-store')
    for (const answer of [await get('/about'), await get('/ja-jp/about', document), await get('/DE-AT', document)])
      expect(answer.headers['set-cookie']).toBeUndefined()
  })

  test('unknown prefixes answer 404 where they stand, in each visitor’s language, and are never kept', async () => {
    const title = (body: string) => /<h1[^>]*>([^<]+)</.exec(body)?.[1]
    for (let i = 0; i < 2; i++) {
      for (const [language, heading] of [
        ['de-DE,de;q=0.9', 'Seite nicht gefunden'],
        ['ja', 'ページが見つかりません'],
        ['he', 'Page not found'],
      ] as const) {
        const answer = await get('/xx-qq/about', { ...document, 'Accept-Language': language })
        expect(answer.status).toBe(404)
        expect(answer.headers.location).toBeUndefined()
        expect(title(answer.body)).toBe(heading)
        expect(answer.headers.vary).toContain('Accept-Language')
        expect(answer.headers['x-render-cache']).toBe('bypass')
      }
    }
    const byCookie = await get('/en-zz', { ...document, Cookie: 'i18n_redirected=fr-fr', 'Accept-Language': 'de' })
    expect([byCookie.status, title(byCookie.body)]).toEqual([404, 'Page introuvable'])
    const onAu = await get('/xx-qq', { ...document, Host: `au.localhost:${SITE_PORT}`, 'Accept-Language': 'de' })
    expect(onAu.status).toBe(404)
    expect(onAu.body).toContain('<html lang="en-AU"')
  })

  test('unprefixed pages keep working as before', async () => {
    for (const path of ['/about', '/login', '/surveys-for-cash', '/register']) {
      expect((await get(path, document)).status, path).toBe(200)
      expect((await get(path, { ...document, 'Accept-Language': 'de' })).headers.location, path).toBe(`/de-de${path}`)
    }
    const unknown = await get('/no-such-page', { ...document, 'Accept-Language': 'de' })
    expect([unknown.status, unknown.headers.location]).toEqual([302, '/de-de/no-such-page'])
  })

  test('a known locale in capitals redirects permanently to its lower-case form', async () => {
    const upper = await get('/DE-AT', document)
    expect([upper.status, upper.headers.location]).toEqual([301, `${MAIN}/de-at`])
    const mixed = await get('/De-at/about?x=1', { ...document, 'Accept-Language': 'fr' })
    expect([mixed.status, mixed.headers.location]).toEqual([301, `${MAIN}/de-at/about?x=1`])
    const australian = await get('/EN-AU/terms')
    expect([australian.status, australian.headers.location]).toEqual([301, `http://au.localhost:${SITE_PORT}/terms`])
  })

  test('negotiation rules and Vary', async () => {
    const crawler = await get('/about')
    expect(crawler.status).toBe(200)
    expect(crawler.headers.vary).toContain('Accept-Language')
    expect(crawler.headers.vary).toContain('Cookie')

    const exact = await get('/about?x=1', { ...document, 'Accept-Language': 'fr-CA,fr;q=0.9' })
    expect([exact.status, exact.headers.location]).toEqual([302, '/fr-ca/about?x=1'])
    const languageOnly = await get('/', { ...document, 'Accept-Language': 'es', 'CF-IPCountry': 'MX' })
    expect(languageOnly.headers.location).toBe('/es-mx')
    const unknownCookie = await get('/', { ...document, Cookie: 'i18n_redirected=xx-xx', 'Accept-Language': 'it' })
    expect(unknownCookie.headers.location).toBe('/it-it')
    const prefixed = await get('/ja-jp', { ...document, Cookie: 'i18n_redirected=fr-fr', 'Accept-Language': 'de' })
    expect(prefixed.status).toBe(200)
    const notDocument = await get('/', { 'Sec-Fetch-Dest': 'empty', 'Accept-Language': 'de' })
    expect(notDocument.status).toBe(200)
  })

  test('host rules', async () => {
    const fr = await get('/anything', { Host: 'pollwise.fr' })
    expect([fr.status, fr.headers.location]).toEqual([301, `${MAIN}/fr-fr`])
    const de = await get('/', { Host: 'www.pollwise.de' })
    expect([de.status, de.headers.location]).toEqual([301, `${MAIN}/de-de`])
    const toAu = await get('/en-au/terms?ref=1')
    expect([toAu.status, toAu.headers.location]).toEqual([301, `http://au.localhost:${SITE_PORT}/terms?ref=1`])
    const offAu = await get('/fr-fr/about', { Host: `au.localhost:${SITE_PORT}` })
    expect([offAu.status, offAu.headers.location]).toEqual([301, `${MAIN}/fr-fr/about`])
    const au = await get('/about', { Host: `au.localhost:${SITE_PORT}`, ...document, 'Accept-Language': 'fr' })
    expect(au.status).toBe(200)
    expect(au.body).toContain('<html lang="en-AU"')
    const evil = await get('/en-au', { Host: 'evil.example' })
    expect(evil.headers.location).not.toContain('evil')
  })

  test('security headers', async () => {
    const page = await get('/en-gb')
    const csp = String(page.headers['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("'unsafe-inline'")
    // Every script element carries this response's nonce.
    const scripts = page.body.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
    expect((await get('/en-gb')).headers['content-security-policy']).not.toContain(nonce!)
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  test('sitemap and robots', async () => {
    const index = await get('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.body).toContain(`<loc>${MAIN}/sitemaps/terms.xml</loc>`)
    const terms = await get('/sitemaps/terms.xml')
    expect(terms.body).toContain(`<loc>${MAIN}/ja-jp/terms</loc>`)
    expect((await get('/sitemaps/nope.xml')).status).toBe(404)
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${MAIN}/sitemap.xml`)
  })
})
