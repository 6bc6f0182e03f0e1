// The default layout: header, main landmark, footer.
import { Outlet, useRouteContext } from '@tanstack/react-router'
import { useSiteLocale } from '../locale/use-site-locale'
import { localeParam } from './site-links'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function DefaultLayout() {
  const settings = useRouteContext({ from: '__root__', select: (context) => context.settings })
  const locale = useSiteLocale()
  const param = localeParam(locale, settings.hostKind)
  return (
    <div className="layout-default">
      <SiteHeader siteName={settings.siteName} locale={param} />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter settings={settings} locale={param} />
    </div>
  )
}
