// Renders the head model of app/shared/seo/head.ts for the current page: the only place that emits
// title, description, canonical, hreflang alternates and Open Graph locale tags.
import { useRouter, useRouterState } from '@tanstack/react-router'
import { buildHead, hasPageHead, type PageHead } from '../../shared/seo/head'
import type { LocaleEntry } from '../../shared/i18n/locales'
import { faqPageJsonLd, jsonLdText, organizationJsonLd } from '../../shared/seo/structured-data'
import { splitLocalePath } from '../../shared/site/site-urls'
import { useShellCopy } from '../../shared/copy/shell-copy'
import type { SiteSettings } from '../../shared/site/site-settings.functions'

/** The deepest matched route's page head (every page route's loader returns one). */
function usePageHead(): PageHead | null {
  return useRouterState({
    select: (state) => {
      for (let i = state.matches.length - 1; i >= 0; i--) {
        const data: unknown = state.matches[i]?.loaderData
        if (hasPageHead(data)) return data.head
      }
      return null
    },
    structuralSharing: true,
  })
}

export function SiteHead({ settings, locale, notFound }: { settings: SiteSettings; locale: LocaleEntry; notFound: boolean }) {
  const location = useRouterState({ select: (state) => ({ pathname: state.location.pathname, search: state.location.searchStr }) })
  const page = usePageHead()
  const shell = useShellCopy()
  // The request's CSP nonce, as the router stamps its own scripts (JSON-LD is data, but every
  // script element carries it).
  const nonce = useRouter().options.ssr?.nonce
  if (notFound || !page) {
    return (
      <>
        <title>{`${shell.notFound.title} ${shell.titleSeparator} ${settings.siteName}`}</title>
        <meta name="robots" content="noindex" />
      </>
    )
  }
  const head = buildHead({
    mainOrigin: settings.mainOrigin,
    auOrigin: settings.auOrigin,
    siteName: settings.siteName,
    locale,
    rest: splitLocalePath(location.pathname).rest,
    search: location.search,
    allowedQuery: settings.canonicalQueryParams,
    title: page.title,
    description: page.description,
    separator: shell.titleSeparator,
  })
  const organization = organizationJsonLd({
    siteName: settings.siteName,
    companyName: settings.companyName,
    url: `${settings.mainOrigin}/`,
    logo: `${settings.mainOrigin}/icon-512.png`,
    sameAs: Object.values(settings.social).filter((href): href is string => Boolean(href)),
  })
  const image = `${settings.mainOrigin}/og-image.png`
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.siteName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:locale" content={head.ogLocale} />
      {head.ogLocaleAlternates.map((tag) => (
        <meta key={tag} property="og:locale:alternate" content={tag} />
      ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      {page.imageAlt && <meta property="og:image:alt" content={page.imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={image} />
      {page.imageAlt && <meta name="twitter:image:alt" content={page.imageAlt} />}
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLdText(organization) }}
      />
      {page.faq && (
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: jsonLdText(faqPageJsonLd(page.faq, locale.iso)) }}
        />
      )}
    </>
  )
}
