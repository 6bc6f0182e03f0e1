import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'

export const Route = createFileRoute('/{-$locale}/about')({
  loader: ({ context }) => getContentPageCopy({ data: { page: 'about', locale: context.locale.code } }),
  component: AboutRoute,
})

function AboutRoute() {
  const copy = Route.useLoaderData()
  const { locale } = Route.useParams()
  return <ContentPage copy={copy} locale={locale} />
}
