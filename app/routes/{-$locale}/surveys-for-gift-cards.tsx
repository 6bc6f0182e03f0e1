import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'

export const Route = createFileRoute('/{-$locale}/surveys-for-gift-cards')({
  loader: ({ context }) => getContentPageCopy({ data: { page: 'giftCards', locale: context.locale.code } }),
  component: SurveysForGiftCardsRoute,
})

function SurveysForGiftCardsRoute() {
  const copy = Route.useLoaderData()
  const { locale } = Route.useParams()
  return <ContentPage copy={copy} locale={locale} />
}
