// The one body of the sign-in routes (register, login, reset-password and the social return): the
// home page with the auth dialog over it, or on the login page a content page with the panel
// inline. Routes compose the auth and pages features here, which may not import each other. Only
// route components import this module: it holds the dialog, which must not reach the bundle every
// page loads (what the routes' options share is in -sign-in-route.ts).
import { useNavigate, useParams, useRouteContext } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import type { AuthCopy } from '../../features/auth/auth-copy.server'
import { AuthDialog } from '../../features/auth/auth-dialog'
import type { AuthEvent } from '../../features/auth/auth-machine'
import { AuthPanel } from '../../features/auth/auth-panel'
import { ContentPage } from '../../features/pages/content-page'
import { HomePage } from '../../features/pages/home-page'
import type { ContentPageCopy, HomePageCopy } from '../../features/pages/page-copy.server'

/**
 * The home page with the dialog over it, opened with what the visitor arrived with (an e-mailed
 * link, a social answer); or the login page, where an e-mailed link's panel may take the place of
 * the sign-in panel.
 */
export type SignInPageProps = { auth: AuthCopy } & (
  { over: 'home'; copy: HomePageCopy; arrival?: readonly AuthEvent[] } | { over: 'content'; copy: ContentPageCopy; panel?: ReactNode }
)

export function SignInPage(props: SignInPageProps) {
  const { locale: localeParam } = useParams({ from: '/{-$locale}' })
  const locale = useRouteContext({ from: '/{-$locale}', select: (context) => context.locale.code })
  const navigate = useNavigate()
  const titleId = useId()
  if (props.over === 'content')
    return (
      <ContentPage copy={props.copy} locale={localeParam}>
        <div className="auth-card">{props.panel ?? <AuthPanel locale={locale} copy={props.auth} titleId={titleId} inline />}</div>
      </ContentPage>
    )
  return (
    <>
      <HomePage copy={props.copy} locale={localeParam} />
      <AuthDialog
        locale={locale}
        copy={props.auth}
        arrival={props.arrival}
        onClose={() => void navigate({ to: '/{-$locale}', params: { locale: localeParam }, resetScroll: false })}
      />
    </>
  )
}
