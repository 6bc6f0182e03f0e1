// The default layout: header, main landmark, footer. The header's tools (the localization
// modal) and account actions come from the route that composes the layout, so this feature
// imports no other.
import { Outlet, useRouter } from '@tanstack/react-router'
import { type ReactNode, Suspense, useEffect } from 'react'
import { ConsentBanner } from '../../shared/consent/consent-banner'
import { useLayoutMessages } from '../../shared/copy/layout-messages'
import { t } from '../../shared/i18n/messages'
import { startWhenIdle } from '../../shared/ui/when-idle'
import { useLocaleParam, useSiteSettings } from '../../shared/i18n/use-site-locale'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function DefaultLayout({ headerTools, account }: { headerTools: ReactNode; account: ReactNode }) {
  const settings = useSiteSettings()
  const param = useLocaleParam()
  const navigating = t(useLayoutMessages(), 'nav_loading')
  const router = useRouter()
  // Navigations show that they are under way, from the first one on (shared/ui/navigation-progress.ts).
  useEffect(
    () => startWhenIdle(() => import('../../shared/ui/navigation-progress').then((module) => module.watchNavigations(router, navigating))),
    [router, navigating],
  )
  return (
    <div className="layout-default">
      <SiteHeader siteName={settings.siteName} locale={param} tools={headerTools} account={account} />
      {/* Boundaries React hydrates one after the other, yielding to the browser in between: a phone's
          main thread is not held by the whole page at once (Lighthouse's Total Blocking Time). */}
      <main id="main-content" tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter settings={settings} locale={param} />
      </Suspense>
      <ConsentBanner locale={param} />
    </div>
  )
}
