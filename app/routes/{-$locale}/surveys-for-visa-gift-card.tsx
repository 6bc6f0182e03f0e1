import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'

export const Route = createFileRoute('/{-$locale}/surveys-for-visa-gift-card')({
  loader: ({ context }) => getContentPageCopy({ data: { page: 'visa', locale: context.locale.code } }),
  component: SurveysForVisaGiftCardRoute,
})

function SurveysForVisaGiftCardRoute() {
  const copy = Route.useLoaderData()
  const { locale } = Route.useParams()
  return <ContentPage copy={copy} locale={locale} />
}
