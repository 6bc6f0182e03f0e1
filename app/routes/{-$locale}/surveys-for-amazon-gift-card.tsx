import { createFileRoute } from '@tanstack/react-router'
import { LiveSections } from '../../features/live/live-sections'
import { getLiveSection } from '../../features/live/live.functions'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'

export const Route = createFileRoute('/{-$locale}/surveys-for-amazon-gift-card')({
  loader: async ({ context }) => {
    const locale = context.locale.code
    const [copy, live] = await Promise.all([getContentPageCopy({ data: { page: 'amazon', locale } }), getLiveSection({ data: { locale } })])
    return { ...copy, live }
  },
  component: SurveysForAmazonGiftCardRoute,
})

function SurveysForAmazonGiftCardRoute() {
  const { live, ...copy } = Route.useLoaderData()
  const { locale } = Route.useParams()
  return (
    <ContentPage copy={copy} locale={locale}>
      <LiveSections section={live} />
    </ContentPage>
  )
}
