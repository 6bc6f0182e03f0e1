// Every page route declares its head with TanStack Router's `head` option, through `pageHead`:
// `head: pageHead`. The route's loader must return `{ head: PageHead }`, or the route does not
// typecheck; app/routes/-every-page-declares-its-head.test.ts holds every page route to it. The
// tags themselves come from one model (head.ts), so no page can emit a duplicate or forget one.
import type { LocaleEntry } from '../i18n/locales'
import type { SiteSettings } from '../site/site-settings.functions'
import { splitLocalePath } from '../site/site-urls'
import { buildHead, type PageHead } from './head'

/** What TanStack Router hands a route's `head` option, as far as the page head needs it. */
export interface PageHeadContext {
  loaderData?: { head: PageHead }
  match: { pathname: string; search: object; context: { settings: SiteSettings; locale: LocaleEntry } }
}

const searchString = (search: object): string => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== null) params.append(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function pageHead({ loaderData, match }: PageHeadContext) {
  if (!loaderData) return {}
  const page = loaderData.head
  const { settings, locale } = match.context
  const head = buildHead({
    mainOrigin: settings.mainOrigin,
    auOrigin: settings.auOrigin,
    siteName: settings.siteName,
    locale,
    rest: splitLocalePath(match.pathname).rest,
    search: searchString(match.search),
    allowedQuery: settings.canonicalQueryParams,
    title: page.title,
    description: page.description,
    separator: page.titleSeparator,
    variants: page.variants,
  })
  const image = `${settings.mainOrigin}/og-image.png`
  return {
    meta: [
      { title: head.title },
      { name: 'description', content: head.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: settings.siteName },
      { property: 'og:title', content: head.title },
      { property: 'og:description', content: head.description },
      { property: 'og:url', content: head.canonical },
      // The alternates share one property, which the router's tag list would fold into one:
      // the document head renders them (features/layout/site-head.tsx).
      { property: 'og:locale', content: head.ogLocale },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: page.imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: head.title },
      { name: 'twitter:description', content: head.description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: page.imageAlt },
    ],
    // The ~86 hreflang alternates are the document head's (features/layout/site-head.tsx), one
    // element per language: the router keys its tags by their content, so a client navigation
    // would replace every one of them; there each keeps its element and only its address changes.
    links: [{ rel: 'canonical', href: head.canonical }],
    // The router stamps each with the request's CSP nonce.
    scripts: page.jsonLd.map((children) => ({ type: 'application/ld+json', children })),
  }
}
