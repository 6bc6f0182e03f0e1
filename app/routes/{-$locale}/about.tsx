import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../../features/pages/info-pages'
import { getContentPage } from '../../features/pages/pages.functions'
import { pageHead } from '../../shared/seo/page-head'

export const Route = createFileRoute('/{-$locale}/about')({
  loader: ({ context }) => getContentPage('about', context.locale.code),
  head: pageHead,
  component: AboutRoute,
})

function AboutRoute() {
  const page = Route.useLoaderData()
  const { locale } = Route.useParams()
  return <AboutPage page={page} locale={locale} />
}
