import { describe, expect, it } from 'vitest'
import { LOCALES } from '../i18n/locales'
import { INDEXABLE_PAGE_IDS } from '../site/pages'
import { isSitemapPage, pageSitemap, robotsTxt, sitemapIndex } from './sitemap'

const origins = { mainOrigin: 'https://pollwise.example', auOrigin: 'https://pollwise.example.au' }

describe('sitemap', () => {
  it('indexes one sitemap per indexable page', () => {
    const index = sitemapIndex(origins)
    expect(index.match(/<sitemap>/g)).toHaveLength(INDEXABLE_PAGE_IDS.length)
    expect(index).toContain('<loc>https://pollwise.example/sitemaps/about.xml</loc>')
    expect(index).not.toContain('register')
  })

  it('lists the page in every locale with every alternate', () => {
    const xml = pageSitemap(origins, 'terms')
    expect(xml.match(/<url>/g)).toHaveLength(LOCALES.length)
    expect(xml.match(/<xhtml:link /g)).toHaveLength(LOCALES.length * (LOCALES.length + 1))
    expect(xml).toContain('<loc>https://pollwise.example.au/terms</loc>')
    expect(xml).toContain('hreflang="fil-PH" href="https://pollwise.example/tl-ph/terms"')
    expect(xml).toContain('hreflang="x-default" href="https://pollwise.example/terms"')
  })

  it('accepts only known pages', () => {
    expect(isSitemapPage('about')).toBe(true)
    expect(isSitemapPage('register')).toBe(false)
    expect(isSitemapPage('../etc')).toBe(false)
  })

  it('points robots.txt at the sitemap and keeps crawlers off the redirect pages, unprefixed and under every locale', () => {
    expect(robotsTxt(origins)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /redirect-by-qr-code\nDisallow: /*/redirect-by-qr-code\nDisallow: /redirect-to-app-store\nDisallow: /*/redirect-to-app-store\nDisallow: /access-denied\n\nSitemap: https://pollwise.example/sitemap.xml\n',
    )
  })

  it('disallows what a crawler following RFC 9309 would fetch of the redirect pages, and nothing else', () => {
    // Each Disallow line as RFC 9309 matches it: `*` any characters, otherwise a prefix.
    const rules = robotsTxt(origins)
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map(
        (line) =>
          new RegExp(
            `^${line
              .slice('Disallow: '.length)
              .replace(/[.?+^$()[\]{}|\\]/g, '\\$&')
              .replaceAll('*', '.*')}`,
          ),
      )
    const disallowed = (path: string) => rules.some((rule) => rule.test(path))
    for (const path of ['/redirect-to-app-store', '/fr-fr/redirect-to-app-store?ref=qr', '/ar-sa/redirect-by-qr-code', '/access-denied'])
      expect(disallowed(path), path).toBe(true)
    for (const path of ['/', '/fr-fr', '/fr-fr/about', '/de-de/surveys-for-paypal-gift-card']) expect(disallowed(path), path).toBe(false)
  })
})
