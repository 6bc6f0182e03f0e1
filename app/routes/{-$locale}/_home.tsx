// The home page and the dialogs over it (register, reset-password, the social return). One layout
// keeps the home page mounted while a dialog opens and closes over it: opening "Join now" renders
// the dialog alone, not the whole page again (decision 024). Its loader brings the page's body and
// live sections, their messages in one record; each child route brings its own head and, for a
// dialog, the dialog's messages.
// `?show_qr=1` (from the redirect pages, for desktop visitors) opens the app section's QR code and
// scrolls it into view.
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { LiveSections } from '../../features/live/live-sections'
import { getLiveSection } from '../../features/live/live.functions'
import { HomePage } from '../../features/pages/home-page'
import { getHomePage } from '../../features/pages/pages.functions'
import { withMessages } from '../../shared/i18n/messages'

export const Route = createFileRoute('/{-$locale}/_home')({
  // The router reads `show_qr=1` as the number 1 (its search values are JSON); kept as a number so
  // that the canonical URL stays `?show_qr=1`.
  validateSearch: (raw: Record<string, unknown>): { show_qr?: 1 } => ({
    show_qr: raw.show_qr === 1 || raw.show_qr === '1' ? 1 : undefined,
  }),
  loader: async ({ context }) => {
    const locale = context.locale.code
    const [page, live] = await Promise.all([getHomePage({ data: { locale } }), getLiveSection({ data: { locale } })])
    return { ...withMessages(page, live.messages), live: live.section }
  },
  // Arriving loads the page; opening or closing a dialog over it, or preloading one (a hover on
  // "Join now"), loads nothing again: the live sections stay current through the realtime
  // connection.
  shouldReload: ({ cause }) => cause === 'enter',
  component: HomeLayout,
})

function HomeLayout() {
  const { live, ...page } = Route.useLoaderData()
  // Plain values: the params and search objects are new on each navigation, and a new object would
  // render the whole page again under a dialog that opens or closes.
  const locale = Route.useParams({ select: (params) => params.locale })
  const showQr = Route.useSearch({ select: (search) => search.show_qr === 1 })
  return (
    <>
      <HomePage page={page} locale={locale} showQr={showQr} live={<LiveSections section={live} messages={page.messages} />} />
      <Outlet />
    </>
  )
}
