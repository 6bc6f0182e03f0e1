// sitemap.xml and robots.txt, from the page registry: an index with one sitemap per indexable
// page, each listing that page in every locale with its hreflang alternates (a single file would
// pass 8 MB; the split keeps each well inside the 50 MB / 50,000 URL limits).
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales'
import { INDEXABLE_PAGE_IDS, PAGES, type PageId, REDIRECT_PAGE_IDS } from '../site/pages'
import { ACCESS_DENIED_PATH } from '../site/request-routing'
import { absoluteUrl, type SiteOrigins } from '../site/site-urls'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function sitemapIndex(origins: SiteOrigins): string {
  const entries = INDEXABLE_PAGE_IDS.map(
    (page) => `  <sitemap><loc>${escapeXml(`${origins.mainOrigin}/sitemaps/${page}.xml`)}</loc></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

export function isSitemapPage(value: string): value is PageId {
  return (INDEXABLE_PAGE_IDS as string[]).includes(value)
}

export function pageSitemap(origins: SiteOrigins, page: PageId): string {
  const rest = PAGES[page].path
  const alternates = LOCALES.map(
    (locale) => `    <xhtml:link rel="alternate" hreflang="${locale.iso}" href="${escapeXml(absoluteUrl(origins, locale, rest))}"/>`,
  )
  alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(origins, DEFAULT_LOCALE, rest))}"/>`)
  const block = alternates.join('\n')
  const urls = LOCALES.map((locale) => `  <url>\n    <loc>${escapeXml(absoluteUrl(origins, locale, rest))}</loc>\n${block}\n  </url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** Crawlers skip the redirect pages and the access-denied page; everything else is open. */
export function robotsTxt(origins: SiteOrigins): string {
  // The redirect pages exist under every locale prefix too (`/fr-fr/redirect-to-app-store`):
  // `*` matches any prefix (RFC 9309 §2.2.3), as every major crawler reads it.
  const redirects = REDIRECT_PAGE_IDS.flatMap((id) => [PAGES[id].path, `/*${PAGES[id].path}`])
  const disallowed = [...redirects, ACCESS_DENIED_PATH]
  return `User-agent: *\nAllow: /\n${disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${origins.mainOrigin}/sitemap.xml\n`
}
