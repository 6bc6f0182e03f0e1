import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'

export const Route = createFileRoute('/{-$locale}/surveys-for-paypal-gift-card')({
  loader: ({ context }) => getContentPageCopy({ data: { page: 'paypal', locale: context.locale.code } }),
  component: SurveysForPaypalGiftCardRoute,
})

function SurveysForPaypalGiftCardRoute() {
  const copy = Route.useLoaderData()
  const { locale } = Route.useParams()
  return <ContentPage copy={copy} locale={locale} />
}
