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

test.describe('over HTTP', () => {
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
