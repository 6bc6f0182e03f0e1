// Registration: the home page with the auth dialog over it.
import { createFileRoute } from '@tanstack/react-router'
import { initialAuthState } from '../../features/auth/auth-machine'
import { AuthDialog } from '../../features/auth/auth-dialog'
import { sendMembersToApp } from '../../features/auth/guards'
import { HomePage } from '../../features/pages/home-page'
import { getHomePageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'

export const Route = createFileRoute('/{-$locale}/register')({
  beforeLoad: ({ context }) => sendMembersToApp(context.settings),
  loader: ({ context }) => getHomePageCopy({ data: { page: 'register', locale: context.locale.code } }),
  head: pageHead,
  component: RegisterRoute,
})

function RegisterRoute() {
  const copy = Route.useLoaderData()
  const params = Route.useParams()
  const locale = Route.useRouteContext({ select: (context) => context.locale.code })
  const navigate = Route.useNavigate()
  return (
    <>
      <HomePage copy={copy} locale={params.locale} />
      <AuthDialog
        locale={locale}
        initial={initialAuthState()}
        onClose={() => void navigate({ to: '/{-$locale}', params, resetScroll: false })}
      />
    </>
  )
}
