// The one body of the sign-in routes (register, login, reset-password and the social return): the
// home page with the auth dialog over it, or on the login page a content page with the panel
// inline; and what their routes share: the dialog's words loaded with the page's copy, and the
// `?from=email` marker of e-mailed links. Routes compose the auth and pages features here, which
// may not import each other.
import { useNavigate, useParams, useRouteContext } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import type { LocaleCode } from '../../shared/i18n/locales'
import { FROM_EMAIL, fromEmail } from '../../shared/site/search-params'
import { getAuthCopy } from '../../features/auth/auth-copy.functions'
import type { AuthCopy } from '../../features/auth/auth-copy.server'
import { AuthDialog } from '../../features/auth/auth-dialog'
import type { AuthEvent } from '../../features/auth/auth-machine'
import { AuthPanel } from '../../features/auth/auth-panel'
import { ContentPage } from '../../features/pages/content-page'
import { HomePage } from '../../features/pages/home-page'
import type { ContentPageCopy, HomePageCopy } from '../../features/pages/page-copy.server'

/** `?from=email`: the page was opened from an e-mailed link whose secret waits on the server. */
export const fromEmailSearch = (raw: Record<string, unknown>): { from?: typeof FROM_EMAIL } => (fromEmail(raw) ? { from: FROM_EMAIL } : {})

/** A sign-in page's copy: the page's own (with its `head`) and the dialog's words, fetched together. */
export async function withAuthCopy<C extends object>(locale: LocaleCode, page: Promise<C>): Promise<C & { auth: AuthCopy }> {
  const [copy, auth] = await Promise.all([page, getAuthCopy({ data: { locale } })])
  return { ...copy, auth }
}

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
