import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'

export const Route = createFileRoute('/{-$locale}/surveys-for-amazon-gift-card')({
  loader: ({ context }) => getContentPageCopy({ data: { page: 'amazon', locale: context.locale.code } }),
  component: SurveysForAmazonGiftCardRoute,
})

function SurveysForAmazonGiftCardRoute() {
  const copy = Route.useLoaderData()
  const { locale } = Route.useParams()
  return <ContentPage copy={copy} locale={locale} />
}
