// HTTP crawl of every page in every locale variant: status, <html lang dir>, the title template,
// the canonical URL and the full set of hreflang alternates; and the redirect pages' answers.
import { expect, test } from '@playwright/test'
import { localeByCode, LOCALES, type LocaleEntry, ogLocale } from '../../app/shared/i18n/locales'
import { PAGES, REDIRECT_PAGE_IDS, RENDERED_PAGE_IDS } from '../../app/shared/site/pages'
import { SITE_PORT } from '../../playwright.config'
import { attr, decodeHtml, get, pool } from './http'
import { message } from './messages'

const MAIN = `http://localhost:${SITE_PORT}`
const AU_HOST = `au.localhost:${SITE_PORT}`
/** Where a page of a locale lives: en-au unprefixed on the Australian host, others prefixed. */
function address(locale: LocaleEntry, rest: string) {
  if (locale.code === 'en-au') return { path: rest, host: AU_HOST, url: `http://${AU_HOST}${rest}` }
  const path = locale.code === 'en' ? rest : `/${locale.code}${rest === '/' ? '' : rest}`
  return { path, host: `localhost:${SITE_PORT}`, url: `${MAIN}${path}` }
}

test('every page answers 200 in every locale with lang, title, canonical and all alternates', async () => {
  test.setTimeout(300_000)
  const jobs = LOCALES.flatMap((locale) => RENDERED_PAGE_IDS.map((page) => ({ locale, page })))
  expect(jobs).toHaveLength(LOCALES.length * 15)
  const failures: string[] = []
  await pool(jobs, 12, async ({ locale, page }) => {
    const { path, host, url } = address(locale, PAGES[page].path)
    const response = await get(path, { Host: host })
    const html = response.body
    const problems: string[] = []
    if (response.status !== 200) problems.push(`status ${response.status}`)
    const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? ''
    if (attr(htmlTag, 'lang') !== locale.iso) problems.push(`lang ${attr(htmlTag, 'lang')}`)
    if (attr(htmlTag, 'dir') !== (locale.language === 'ar' ? 'rtl' : 'ltr')) problems.push(`dir ${attr(htmlTag, 'dir')}`)
    const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    const country = locale.country ? ` ${locale.country.toUpperCase()}` : ''
    const expectedTitle = `${message(locale.file, PAGES[page].titleKey)}${country} | Pollwise`
    if (title !== expectedTitle) problems.push(`title "${title}" ≠ "${expectedTitle}"`)
    const canonicals = html.match(/<link[^>]*rel="canonical"[^>]*>/g) ?? []
    if (canonicals.length !== 1 || attr(canonicals[0]!, 'href') !== url)
      problems.push(`canonical ${canonicals.map((c) => attr(c, 'href')).join(',')}`)
    const alternates = (html.match(/<link[^>]*rel="alternate"[^>]*>/g) ?? []).map((tag) => ({
      lang: attr(tag, 'hreflang'),
      href: attr(tag, 'href'),
    }))
    if (alternates.length !== LOCALES.length + 1) problems.push(`${alternates.length} alternates`)
    if (new Set(alternates.map((a) => a.lang)).size !== LOCALES.length + 1) problems.push('duplicate hreflang')
    const au = alternates.find((a) => a.lang === 'en-AU')
    if (au?.href !== address(localeByCode('en-au'), PAGES[page].path).url) problems.push(`en-AU alternate ${au?.href}`)
    if (!alternates.some((a) => a.lang === 'x-default' && a.href === `${MAIN}${PAGES[page].path}`)) problems.push('x-default')
    const ogLocales = (html.match(/<meta[^>]*property="og:locale"[^>]*>/g) ?? []).map((tag) => attr(tag, 'content'))
    if (ogLocales.length !== 1 || ogLocales[0] !== ogLocale(locale)) problems.push(`og:locale ${ogLocales.join(',')}`)
    if (problems.length) failures.push(`${url}: ${problems.join('; ')}`)
  })
  expect(failures.slice(0, 20), `${failures.length} failing pages`).toEqual([])
})

test('every redirect page answers its redirect in every locale', async () => {
  const jobs = LOCALES.flatMap((locale) => REDIRECT_PAGE_IDS.map((page) => ({ locale, page: PAGES[page].path })))
  expect(jobs).toHaveLength(LOCALES.length * 2)
  const failures: string[] = []
  await pool(jobs, 12, async ({ locale, page }) => {
    const { path, host } = address(locale, page)
    const desktop = await get(path, { Host: host, 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64)' })
    const home = address(locale, '/').path
    if (desktop.status !== 302 || desktop.headers.location !== `${home}?show_qr=1`)
      failures.push(`${host}${path}: ${desktop.status} ${desktop.headers.location}`)
  })
  expect(failures, `${failures.length} failing redirects`).toEqual([])
  const iphone = await get('/de-de/redirect-by-qr-code', { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' })
  expect(iphone.status).toBe(302)
  expect(iphone.headers.location).toMatch(/^https:\/\/apps\.apple\.com\//)
  const android = await get('/redirect-to-app-store', { 'User-Agent': 'Mozilla/5.0 (Linux; Android 15)' })
  expect(android.headers.location).toMatch(/^https:\/\/play\.google\.com\//)
  expect((await get('/xx-yy/redirect-to-app-store')).status).toBe(404)
})
