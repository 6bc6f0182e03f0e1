import { createFileRoute } from '@tanstack/react-router'
import { DataSellForm } from '../../features/contact/request-forms'
import { PersonalInfoPage } from '../../features/pages/info-pages'
import { getContentPage } from '../../features/pages/pages.functions'
import { pageHead } from '../../shared/seo/page-head'
import { loadPostedOutcome } from '../../shared/forms/posted-outcome'
import { dataSellAction } from '../../features/contact/request.server'

export const Route = createFileRoute('/{-$locale}/personal-information')({
  loader: async ({ context, serverContext }) => {
    const page = await getContentPage('personalInfo', context.locale.code)
    return { ...page, posted: await loadPostedOutcome('dataSell', serverContext) }
  },
  // Without JavaScript the form posts here (shared/forms/form-action.server.ts).
  server: { handlers: { POST: dataSellAction } },
  head: pageHead,
  component: PersonalInformationRoute,
})

function PersonalInformationRoute() {
  const { posted, ...page } = Route.useLoaderData()
  const { locale } = Route.useParams()
  const code = Route.useRouteContext({ select: (context) => context.locale.code })
  return (
    <PersonalInfoPage page={page} locale={locale}>
      <DataSellForm messages={page.messages} privacyEmail={page.privacyEmail} locale={code} posted={posted} />
    </PersonalInfoPage>
  )
}
