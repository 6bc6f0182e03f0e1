import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'

export const Route = createFileRoute('/{-$locale}/terms')({
  loader: ({ context }) => getContentPageCopy({ data: { page: 'terms', locale: context.locale.code } }),
  head: pageHead,
  component: TermsRoute,
})

function TermsRoute() {
  const copy = Route.useLoaderData()
  const { locale } = Route.useParams()
  return <ContentPage copy={copy} locale={locale} />
}
