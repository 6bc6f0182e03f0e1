import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../features/pages/home-page'
import { getHomePageCopy } from '../../features/pages/page-copy.functions'

// The home page.
export const Route = createFileRoute('/{-$locale}/')({
  loader: ({ context }) => getHomePageCopy({ data: { page: 'home', locale: context.locale.code } }),
  component: HomeRoute,
})

function HomeRoute() {
  const copy = Route.useLoaderData()
  const { locale } = Route.useParams()
  return <HomePage copy={copy} locale={locale} />
}
