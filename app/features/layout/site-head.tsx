// The document head beyond what routes declare (shared/seo/page-head.ts): a 404's title and
// `noindex`; the Open Graph locale alternates, which share one property and so cannot go through
// the router's tag list (it keeps one tag per property); and the hreflang alternates, one element
// per language that a client navigation updates in place (the router would replace them all).
// Nothing here is seen: after a client navigation the alternates follow in a render of their own,
// after the new page's first frame (a dialog opening over the home page does not wait for 86 links).
import { useRouterState } from '@tanstack/react-router'
import { memo, useDeferredValue, useMemo } from 'react'
import { useSiteLocale, useSiteSettings } from '../../shared/i18n/use-site-locale'
import { hreflangAlternates, ogLocaleAlternates } from '../../shared/seo/head'
import { useShellMessages } from '../../shared/copy/shell-messages'
import { t } from '../../shared/i18n/messages'
import { splitLocalePath } from '../../shared/site/site-urls'

/** `notFound`: a 404; `failed`: an error page. Neither has alternates, and a 404 is not indexed. */
export const SiteHead = memo(function SiteHead({ notFound, failed }: { notFound: boolean; failed: boolean }) {
  const shell = useShellMessages()
  const settings = useSiteSettings()
  const locale = useSiteLocale()
  // The page shown (its head is the router's tags of the same location).
  const rest = useDeferredValue(
    useRouterState({ select: (state) => splitLocalePath((state.resolvedLocation ?? state.location).pathname).rest }),
  )
  const alternates = useMemo(() => hreflangAlternates(settings, rest), [settings, rest])
  const ogAlternates = useMemo(() => ogLocaleAlternates(locale), [locale])
  if (notFound) {
    return (
      <>
        <title>{`${t(shell, 'error_404_title')} ${t(shell, 'site_title_separator')} ${settings.siteName}`}</title>
        <meta name="robots" content="noindex" />
      </>
    )
  }
  return (
    <>
      {ogAlternates.map((tag) => (
        <meta key={tag} property="og:locale:alternate" content={tag} />
      ))}
      {!failed && alternates.map(({ hrefLang, href }) => <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />)}
    </>
  )
})
