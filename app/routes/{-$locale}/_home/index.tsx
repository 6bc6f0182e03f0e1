import { createFileRoute } from '@tanstack/react-router'
import { LiveSections } from '../../features/live/live-sections'
import { getLiveSection } from '../../features/live/live.functions'
import { HomePage } from '../../features/pages/home-page'
import { getHomePageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'

// The home page, with the live sections. `?show_qr=1` (from the redirect pages, for desktop
// visitors) opens the app section's QR code and scrolls it into view.
export const Route = createFileRoute('/{-$locale}/')({
  // The router reads `show_qr=1` as the number 1 (its search values are JSON); kept as a number so
  // that the canonical URL stays `?show_qr=1`.
  validateSearch: (raw: Record<string, unknown>): { show_qr?: 1 } => ({
    show_qr: raw.show_qr === 1 || raw.show_qr === '1' ? 1 : undefined,
  }),
  loader: async ({ context }) => {
    const locale = context.locale.code
    const [copy, live] = await Promise.all([getHomePageCopy({ data: { page: 'home', locale } }), getLiveSection({ data: { locale } })])
    // The page head model reads `head` at the top of the loader data.
    return { ...copy, live }
  },
  head: pageHead,
  component: HomeRoute,
})

function HomeRoute() {
  const { live, ...copy } = Route.useLoaderData()
  const { locale } = Route.useParams()
  const { show_qr: showQr } = Route.useSearch()
  return <HomePage copy={copy} locale={locale} showQr={showQr === 1} live={<LiveSections section={live} />} />
}
