// Password reset over the home page: the forgot-password form, or for an e-mailed link
// (`?from=email`, its token and address kept on the server: shared/session/pending-link.ts) the new-password
// form (nothing is sent until the visitor submits it).
import { createFileRoute } from '@tanstack/react-router'
import { FROM_EMAIL, fromEmail } from '../../shared/site/search-params'
import { initialAuthState } from '../../features/auth/auth-machine'
import { AuthDialog } from '../../features/auth/auth-dialog'
import { getPendingLink } from '../../features/auth/auth.functions'
import { sendMembersToApp } from '../../features/auth/guards'
import { HomePage } from '../../features/pages/home-page'
import { getHomePageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'

const search = (raw: Record<string, unknown>): { from?: typeof FROM_EMAIL } => (fromEmail(raw) ? { from: FROM_EMAIL } : {})

export const Route = createFileRoute('/{-$locale}/reset-password')({
  validateSearch: search,
  beforeLoad: ({ context }) => sendMembersToApp(context.settings),
  loaderDeps: ({ search: { from } }) => ({ fromEmail: from === FROM_EMAIL }),
  loader: async ({ context, deps }) => {
    const [copy, link] = await Promise.all([
      getHomePageCopy({ data: { page: 'resetPassword', locale: context.locale.code } }),
      deps.fromEmail ? getPendingLink({ data: { kind: 'reset' } }) : undefined,
    ])
    // undefined: no link; null: a link that is gone or unusable.
    return { ...copy, link: link === undefined ? undefined : link && 'email' in link ? { email: link.email } : null }
  },
  head: pageHead,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { link, ...copy } = Route.useLoaderData()
  const params = Route.useParams()
  const locale = Route.useRouteContext({ select: (context) => context.locale.code })
  const navigate = Route.useNavigate()
  return (
    <>
      <HomePage copy={copy} locale={params.locale} />
      <AuthDialog
        locale={locale}
        initial={initialAuthState('reset_password', link?.email ?? '')}
        reset={link ?? null}
        initialEffects={link === null ? [{ type: 'toast', reason: 'reset_failed' }] : []}
        onClose={() => void navigate({ to: '/{-$locale}', params, resetScroll: false })}
      />
    </>
  )
}
