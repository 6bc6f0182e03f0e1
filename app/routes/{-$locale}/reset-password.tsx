// Password reset over the home page: the forgot-password form, or with the e-mailed link's token
// and address, the new-password form (nothing is sent until the visitor submits it).
import { createFileRoute } from '@tanstack/react-router'
import { optionalText } from '../../lib/search-params'
import { initialAuthState } from '../../features/auth/auth-machine'
import { AuthDialog } from '../../features/auth/auth-dialog'
import { sendMembersToApp } from '../../features/auth/guards'
import { HomePage } from '../../features/pages/home-page'
import { getHomePageCopy } from '../../features/pages/page-copy.functions'

const search = (raw: Record<string, unknown>): { token?: string; email?: string } => ({
  token: optionalText(raw.token, 256),
  email: optionalText(raw.email, 254),
})

export const Route = createFileRoute('/{-$locale}/reset-password')({
  validateSearch: search,
  beforeLoad: ({ context }) => sendMembersToApp(context.settings),
  loader: ({ context }) => getHomePageCopy({ data: { page: 'resetPassword', locale: context.locale.code } }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const copy = Route.useLoaderData()
  const params = Route.useParams()
  const { token, email } = Route.useSearch()
  const locale = Route.useRouteContext({ select: (context) => context.locale.code })
  const navigate = Route.useNavigate()
  return (
    <>
      <HomePage copy={copy} locale={params.locale} />
      <AuthDialog
        locale={locale}
        initial={initialAuthState('reset_password', email ?? '')}
        reset={token && email ? { token, email } : null}
        onClose={() => void navigate({ to: '/{-$locale}', params, resetScroll: false })}
      />
    </>
  )
}
