// The five landing pages (surveys for cash, gift cards, Amazon, PayPal, Visa), one route: the path's
// slug names the page in the registry (shared/site/pages.ts), and links name it by its id. Any other
// segment does not match here (parse answers false), so `/fr-fr` stays the French home page and an
// unknown page falls to the splat route's 404.
import { createFileRoute } from '@tanstack/react-router'
import { LiveSections } from '../../features/live/live-sections'
import { getLiveSection } from '../../features/live/live.functions'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'
import { landingPageOf, landingSlug } from '../../shared/site/landing-pages'

export const Route = createFileRoute('/{-$locale}/$landing')({
  params: {
    parse: ({ landing }) => {
      const page = landingPageOf(landing)
      return page ? { landing: page } : false
    },
    stringify: ({ landing }) => ({ landing: landingSlug(landing) }),
  },
  loader: async ({ context, params }) => {
    const locale = context.locale.code
    const page = params.landing
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
