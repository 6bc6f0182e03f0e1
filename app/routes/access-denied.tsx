// Where visitors from blocked countries are sent. No locale variants: it speaks the negotiated
// language (cookie, then Accept-Language) and names the visitor's country.
import { createFileRoute } from '@tanstack/react-router'
import { AccessDeniedPage } from '../features/access/access-denied-page'
import { getAccessDeniedPage } from '../features/access/access-denied.functions'
import { localeByCode } from '../shared/i18n/locales'
import { pageHead } from '../shared/seo/page-head'
import { loadPostedOutcome } from '../shared/forms/posted-outcome'
import { notifyMeAction } from '../features/access/notify-me.server'

export const Route = createFileRoute('/access-denied')({
  beforeLoad: async () => {
    const page = await getAccessDeniedPage()
    return { locale: localeByCode(page.localeCode), page }
  },
  loader: async ({ context, serverContext }) => ({
    head: context.page.head,
    // The shell's messages are among them (shared/copy/shell-messages.ts): no locale layout runs above.
    messages: context.page.messages,
    posted: await loadPostedOutcome('notifyMe', serverContext),
  }),
  // Without JavaScript the form posts here (shared/forms/form-action.server.ts).
  server: { handlers: { POST: notifyMeAction } },
  head: pageHead,
  component: AccessDeniedRoute,
})

function AccessDeniedRoute() {
  const { messages, posted } = Route.useLoaderData()
  const { page, settings } = Route.useRouteContext()
  return (
    <AccessDeniedPage
      messages={messages}
      country={page.country}
      countryName={page.countryName}
      locale={page.localeCode}
      siteName={settings.siteName}
      posted={posted}
    />
  )
}
