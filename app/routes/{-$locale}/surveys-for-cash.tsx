import { createFileRoute } from '@tanstack/react-router'
import { LiveSections } from '../../features/live/live-sections'
import { getLiveSection } from '../../features/live/live.functions'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'

export const Route = createFileRoute('/{-$locale}/surveys-for-cash')({
  loader: async ({ context }) => {
    const locale = context.locale.code
    const [copy, live] = await Promise.all([getContentPageCopy({ data: { page: 'cash', locale } }), getLiveSection({ data: { locale } })])
    return { ...copy, live }
  },
  component: SurveysForCashRoute,
})

function SurveysForCashRoute() {
  const { live, ...copy } = Route.useLoaderData()
  const { locale } = Route.useParams()
  return (
    <ContentPage copy={copy} locale={locale}>
      <LiveSections section={live} />
    </ContentPage>
  )
}
