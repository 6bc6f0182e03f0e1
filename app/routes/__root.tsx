// The document: <html lang dir>, the CSP header with this request's nonce, the head model, the
// site's one stylesheet (inlined into every page by the build, decision 025), and the 404 / error
// layouts for anything below (the 404 of an unknown locale prefix in the visitor's language).
import { createRootRoute, HeadContent, Outlet, Scripts, useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { ErrorPage, NotFoundPage } from '../features/errors/error-pages'
import { SiteHead } from '../features/layout/site-head'
import { startWhenIdle } from '../shared/ui/when-idle'
import { startMarketingIfAllowed } from '../shared/consent/marketing-storage'
import { trackViewport } from '../shared/viewport/viewport-cookie'
import { ToastRegion } from '../shared/ui/toast-region'
import { useSiteLocale } from '../shared/i18n/use-site-locale'
import { keepSiteSettings, loadSiteSettings } from '../shared/site/site-settings.functions'
import { hasUnknownLocalePrefix } from '../shared/site/site-urls'
import { getUnknownPrefixPage } from '../features/errors/not-found.functions'
import { htmlLang, textDirection } from '../shared/i18n/locales'
import { contentSecurityPolicy, pageOrigins } from '../shared/http/security-headers'
import '../styles.css'

export const Route = createRootRoute({
  beforeLoad: async () => ({ settings: await loadSiteSettings() }),
  // A locale-shaped prefix that is no locale is a 404 in the visitor's language: no locale layout
  // brings its strings, so this does (null on every other page).
  loader: ({ location }) => (hasUnknownLocalePrefix(location.pathname) ? getUnknownPrefixPage() : null),
  // The nonce of this request, and the realtime (and, when configured, analytics) origins.
  headers: ({ ssr, match }) =>
    ssr?.nonce ? { 'Content-Security-Policy': contentSecurityPolicy(ssr.nonce, pageOrigins(match.context.settings)) } : undefined,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#4f2bd9' },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useSiteLocale()
  const settings = Route.useRouteContext({ select: (context) => context.settings })
  const notFound = useRouterState({ select: (state) => state.matches.some((match) => match.status === 'notFound') })
  const failed = useRouterState({ select: (state) => state.matches.some((match) => match.status === 'error') })
  const router = useRouter()
  // Open tabs follow deploys: a newer build reloads the page at a safe moment. Nothing of it is
  // needed before the page is idle (a chunk failing before then reloads through the router).
  useEffect(
    () => startWhenIdle(() => import('../shared/freshness/keep-fresh').then((module) => module.startBuildFreshness(router))),
    [router],
  )
  // The settings the page was rendered with, kept for its client navigations; marketing storage
  // where consent allows it, the viewport cookie, and the moment the page became interactive
  // (end-to-end tests wait for it before clicking).
  useEffect(() => {
    keepSiteSettings(settings)
    startMarketingIfAllowed(settings, locale.code)
    const stopTracking = trackViewport()
    document.documentElement.dataset.hydrated = 'true'
    return stopTracking
  }, [settings, locale.code])
  return (
    <html lang={htmlLang(locale)} dir={textDirection(locale)} data-viewport={settings.viewport}>
      <head>
        <HeadContent />
        <SiteHead notFound={notFound} failed={failed} />
      </head>
      <body>
        {children}
        <ToastRegion />
        <Scripts />
      </body>
    </html>
  )
}
