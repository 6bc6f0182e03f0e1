import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../features/pages/home-page'
import { getHomePageCopy } from '../../features/pages/page-copy.functions'
import { optionalOneOf } from '../../lib/search-params'

// The home page. `?show_qr=1` (from the redirect pages, for desktop visitors) opens the app
// section's QR code and scrolls it into view.
export const Route = createFileRoute('/{-$locale}/')({
  validateSearch: (raw: Record<string, unknown>): { show_qr?: '1' } => ({ show_qr: optionalOneOf(raw.show_qr, ['1']) }),
  loader: ({ context }) => getHomePageCopy({ data: { page: 'home', locale: context.locale.code } }),
  component: HomeRoute,
})

function HomeRoute() {
  const copy = Route.useLoaderData()
  const { locale } = Route.useParams()
  const { show_qr: showQr } = Route.useSearch()
  return <HomePage copy={copy} locale={locale} showQr={showQr === '1'} />
}
