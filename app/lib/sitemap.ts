// sitemap.xml: an index with one sitemap per page, each listing that page in every locale with
// its hreflang alternates (a single file would pass 8 MB; the split keeps each well inside the
// 50 MB / 50,000 URL limits).
import { absoluteUrl, type SiteOrigins } from './head'
import { LOCALES } from './locales'
import { INDEXABLE_PAGES, PAGES, type PageId } from './pages'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function sitemapIndex(origins: SiteOrigins): string {
  const entries = INDEXABLE_PAGES.map(
    (page) => `  <sitemap><loc>${escapeXml(`${origins.mainOrigin}/sitemaps/${page}.xml`)}</loc></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

export function isSitemapPage(value: string): value is PageId {
  return (INDEXABLE_PAGES as string[]).includes(value)
}

export function pageSitemap(origins: SiteOrigins, page: PageId): string {
  const rest = PAGES[page]
  const alternates = LOCALES.map(
    (locale) => `    <xhtml:link rel="alternate" hreflang="${locale.iso}" href="${escapeXml(absoluteUrl(origins, locale, rest))}"/>`,
  )
  alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(origins, LOCALES[0]!, rest))}"/>`)
  const block = alternates.join('\n')
  const urls = LOCALES.map((locale) => `  <url>\n    <loc>${escapeXml(absoluteUrl(origins, locale, rest))}</loc>\n${block}\n  </url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(origins: SiteOrigins): string {
  return `User-agent: *\nAllow: /\nDisallow: /redirect-by-qr-code\nDisallow: /redirect-to-app-store\nDisallow: /access-denied\n\nSitemap: ${origins.mainOrigin}/sitemap.xml\n`
}
