// The five landing pages (surveys for cash, gift cards, Amazon, PayPal, Visa), one route: the path's
// slug names the page in the registry (shared/site/pages.ts), and links name it by its id. Any other
// segment does not match here (parse answers false), so `/fr-fr` stays the French home page and an
// unknown page falls to the splat route's 404.
import { createFileRoute } from '@tanstack/react-router'
import { LiveSections } from '../../features/live/live-sections'
import { getLiveSection } from '../../features/live/live.functions'
import { LandingPage } from '../../features/pages/landing-page'
import { getContentPage } from '../../features/pages/pages.functions'
import { withMessages } from '../../shared/i18n/messages'
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
    const [content, live] = await Promise.all([getContentPage(page, locale), getLiveSection({ data: { locale } })])
    return { ...withMessages(content, live.messages), live: live.section }
  },
  head: pageHead,
  component: LandingRoute,
})

function LandingRoute() {
  const { live, ...page } = Route.useLoaderData()
  const { locale, landing } = Route.useParams()
  return (
    <LandingPage landing={landing} page={page} locale={locale}>
      <LiveSections section={live} messages={page.messages} />
    </LandingPage>
  )
}
