import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../features/pages/home-page'
import { getHomePageCopy } from '../../features/pages/page-copy.functions'

// Renders the home page underneath; the dialog of this step belongs to the sign-in feature.
export const Route = createFileRoute('/{-$locale}/reset-password')({
  loader: ({ context }) => getHomePageCopy({ data: { page: 'resetPassword', locale: context.locale.code } }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const copy = Route.useLoaderData()
  const { locale } = Route.useParams()
  return <HomePage copy={copy} locale={locale} />
}
