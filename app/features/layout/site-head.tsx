// The document head beyond what routes declare (shared/seo/page-head.ts): a 404's title and
// `noindex`, and the Open Graph locale alternates, which share one property and so cannot go
// through the router's tag list (it keeps one tag per property).
import { useSiteLocale } from '../../shared/i18n/use-site-locale'
import { ogLocaleAlternates } from '../../shared/seo/head'
import { useShellCopy } from '../../shared/copy/shell-copy'

export function SiteHead({ siteName, notFound }: { siteName: string; notFound: boolean }) {
  const shell = useShellCopy()
  const locale = useSiteLocale()
  if (notFound) {
    return (
      <>
        <title>{`${shell.notFound.title} ${shell.titleSeparator} ${siteName}`}</title>
        <meta name="robots" content="noindex" />
      </>
    )
  }
  return ogLocaleAlternates(locale).map((tag) => <meta key={tag} property="og:locale:alternate" content={tag} />)
}
