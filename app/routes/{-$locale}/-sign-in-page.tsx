// The sign-in routes' bodies: the auth dialog over the home page (register, reset-password and the
// social return, children of the home layout, _home.tsx, which keeps the page mounted beneath),
// and the login page, a content page with the panel inline. Routes compose the auth and pages
// features here, which may not import each other. Only route components import this module: it
// holds the dialog, which must not reach the bundle every page loads (what the routes' options
// share is in -sign-in-route.ts).
import { useNavigate, useParams, useRouteContext } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import type { AuthCopy } from '../../features/auth/auth-copy.server'
import { AuthDialog } from '../../features/auth/auth-dialog'
import type { AuthEvent } from '../../features/auth/auth-machine'
import { AuthPanel } from '../../features/auth/auth-panel'
import type { PostedAuth } from '../../features/auth/posted-auth'
import { ContentPage } from '../../features/pages/content-page'
import type { ContentPageCopy } from '../../features/pages/page-copy.server'

/**
 * The auth dialog over the home page, opened with what the visitor arrived with (an e-mailed link,
 * a social answer) or with what a step posted without JavaScript led to.
 */
export function HomeDialog({ auth, arrival, posted }: { auth: AuthCopy; arrival?: readonly AuthEvent[]; posted?: PostedAuth | null }) {
  const { locale: localeParam } = useParams({ from: '/{-$locale}' })
  const locale = useRouteContext({ from: '/{-$locale}', select: (context) => context.locale.code })
  const navigate = useNavigate()
  return (
    <AuthDialog
      locale={locale}
      copy={auth}
      arrival={arrival}
      posted={posted}
      onClose={() => void navigate({ to: '/{-$locale}', params: { locale: localeParam }, resetScroll: false })}
    />
  )
}

/** The login page: a content page with the sign-in panel inline, or an e-mailed link's panel in its place. */
export function SignInPage({
  copy,
  auth,
  panel,
  posted,
}: {
  copy: ContentPageCopy
  auth: AuthCopy
  panel?: ReactNode
  posted?: PostedAuth | null
}) {
  const { locale: localeParam } = useParams({ from: '/{-$locale}' })
  const locale = useRouteContext({ from: '/{-$locale}', select: (context) => context.locale.code })
  const titleId = useId()
  return (
    <ContentPage copy={copy} locale={localeParam}>
      <div className="auth-card">{panel ?? <AuthPanel locale={locale} copy={auth} titleId={titleId} posted={posted} inline />}</div>
    </ContentPage>
  )
}
