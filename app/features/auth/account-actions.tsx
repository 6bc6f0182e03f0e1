// The header's account actions: "Sign in" and "Join now" for visitors; for members, "Go to the
// app" and "Sign out" (a form, sent in the page). The routes compose them into the header.
// The sign-in dialog's code is not in the page's first JavaScript: it loads when the visitor shows
// intent (the router preloads a link's route, code and words, on hover, focus and touchstart) and,
// code only, once the browser is idle, so that the dialog opens at once (decision 024).
import { type AnyRoute, Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLayoutMessages } from '../../shared/copy/layout-messages'
import { t } from '../../shared/i18n/messages'
import { useLocaleParam, useSiteSettings } from '../../shared/i18n/use-site-locale'
import { JoinLink } from '../../shared/ui/join-link'
import { MemberActions } from './member-actions'
import { whenIdle } from '../../shared/ui/when-idle'

/** The routes the visitor's buttons open: the login page's panel and the dialog over the home page. */
const SIGN_IN_ROUTES = ['/{-$locale}/login', '/{-$locale}/_home/register'] as const

/** A visitor who asked the browser to save data gets the dialog's code when asking for it, not before. */
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

export function AccountActions() {
  const settings = useSiteSettings()
  const messages = useLayoutMessages()
  const router = useRouter()
  const params = { locale: useLocaleParam() }

  useEffect(() => {
    if (settings.authorized || savesData()) return
    return whenIdle(() => {
      // Each route's code and its layouts' (the home page under the register dialog).
      const routes = new Set<AnyRoute>()
      for (const id of SIGN_IN_ROUTES)
        for (let route: AnyRoute | undefined = router.routesById[id]; route; route = route.parentRoute) routes.add(route)
      for (const route of routes)
        Promise.resolve(router.loadRouteChunk(route)).catch(() => {
          // Not loaded now (offline, a deploy in between): the click loads it, or says why not.
        })
    })
  }, [router, settings.authorized])

  // In the page's own code, not a lazy chunk: a lazy component is sent by the server as a hidden
  // part that only the page's code reveals, and signing out (a form) must work without it.
  if (settings.authorized) return <MemberActions appUrl={settings.appUrl} />
  return (
    <>
      <Link to="/{-$locale}/login" params={params} className="button button--ghost">
        {t(messages, 'header_sign_in')}
      </Link>
      <JoinLink locale={params.locale} className="button button--primary">
        {t(messages, 'header_join')}
      </JoinLink>
    </>
  )
}
