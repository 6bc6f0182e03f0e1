import { createFileRoute } from '@tanstack/react-router'
import { ContactForm } from '../../features/contact/request-forms'
import { ContactPage } from '../../features/pages/info-pages'
import { getContentPage } from '../../features/pages/pages.functions'
import { pageHead } from '../../shared/seo/page-head'
import { loadPostedOutcome } from '../../shared/forms/posted-outcome'
import { contactAction } from '../../features/contact/request.server'

export const Route = createFileRoute('/{-$locale}/contact')({
  loader: async ({ context, serverContext }) => {
    const page = await getContentPage('contact', context.locale.code)
    return { ...page, posted: await loadPostedOutcome('contact', serverContext) }
  },
  // Without JavaScript the form posts here (shared/forms/form-action.server.ts).
  server: { handlers: { POST: contactAction } },
  head: pageHead,
  component: ContactRoute,
})

function ContactRoute() {
  const { posted, ...page } = Route.useLoaderData()
  const { locale } = Route.useParams()
  const code = Route.useRouteContext({ select: (context) => context.locale.code })
  return (
    <ContactPage page={page} locale={locale}>
      <ContactForm messages={page.messages} supportEmail={page.supportEmail} locale={code} posted={posted} />
    </ContactPage>
  )
}
