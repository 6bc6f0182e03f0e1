// The sign-in routes' bodies: the auth dialog over the home page (register, reset-password and the
// social return, children of the home layout, _home.tsx, which keeps the page mounted beneath),
// and the login page, a content page with the panel inline. Routes compose the auth and pages
// features here, which may not import each other. Only route components import this module: it
// holds the dialog, which must not reach the bundle every page loads (what the routes' options
// share is in -sign-in-route.ts).
import { useNavigate, useParams, useRouteContext } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { AuthDialog } from '../../features/auth/auth-dialog'
import type { AuthWords } from '../../features/auth/auth-messages'
import type { AuthEvent } from '../../features/auth/auth-machine'
import { AuthPanel } from '../../features/auth/auth-panel'
import type { PostedAuth } from '../../features/auth/posted-auth'
import { LoginPage } from '../../features/pages/login-page'
import type { ContentPageOf } from '../../features/pages/page-messages'

/**
 * The auth dialog over the home page, opened with what the visitor arrived with (an e-mailed link,
 * a social answer) or with what a step posted without JavaScript led to.
 */
export function HomeDialog({ auth, arrival, posted }: { auth: AuthWords; arrival?: readonly AuthEvent[]; posted?: PostedAuth | null }) {
  const { locale: localeParam } = useParams({ from: '/{-$locale}' })
  const locale = useRouteContext({ from: '/{-$locale}', select: (context) => context.locale.code })
  const navigate = useNavigate()
  return (
    <AuthDialog
      locale={locale}
      auth={auth}
      arrival={arrival}
      posted={posted}
      onClose={() => void navigate({ to: '/{-$locale}', params: { locale: localeParam }, resetScroll: false })}
    />
  )
}

/**
 * The login page: a content page with the sign-in panel inline, or an e-mailed link's panel in its
 * place. `page` is the login page's data with the dialog's words (one record holds both's messages).
 */
export function SignInPage({
  page,
  panel,
  posted,
}: {
  page: ContentPageOf<'login'> & AuthWords
  panel?: ReactNode
  posted?: PostedAuth | null
}) {
  const { locale: localeParam } = useParams({ from: '/{-$locale}' })
  const locale = useRouteContext({ from: '/{-$locale}', select: (context) => context.locale.code })
  const titleId = useId()
  return (
    <LoginPage page={page} locale={localeParam}>
      <div className="auth-card">{panel ?? <AuthPanel locale={locale} auth={page} titleId={titleId} posted={posted} inline />}</div>
    </LoginPage>
  )
}
