// The five landing pages (surveys for cash, gift cards, Amazon, PayPal, Visa), one route: the slug
// names the page in the registry (shared/site/pages.ts); any other single segment is a 404 in the
// locale's language, as the splat route answers deeper paths.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { LiveSections } from '../../features/live/live-sections'
import { getLiveSection } from '../../features/live/live.functions'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'
import { landingPageOf } from '../../shared/site/pages'

export const Route = createFileRoute('/{-$locale}/$landing')({
  loader: async ({ context, params }) => {
    // In the loader, not beforeLoad: the locale layout's loader still brings the 404's strings.
    const page = landingPageOf(params.landing)
    if (!page) throw notFound()
    const locale = context.locale.code
    const [copy, live] = await Promise.all([getContentPageCopy({ data: { page, locale } }), getLiveSection({ data: { locale } })])
    return { ...copy, live }
  },
  head: pageHead,
  component: LandingRoute,
})

function LandingRoute() {
  const { live, ...copy } = Route.useLoaderData()
  const { locale } = Route.useParams()
  return (
    <ContentPage copy={copy} locale={locale}>
      <LiveSections section={live} />
    </ContentPage>
  )
}
