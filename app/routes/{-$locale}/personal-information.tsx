import { createFileRoute } from '@tanstack/react-router'
import { DataSellForm } from '../../features/contact/request-forms'
import { getRequestFormCopy } from '../../features/contact/request.functions'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'
import { loadPostedOutcome } from '../../shared/forms/posted-outcome'
import { dataSellAction } from '../../features/contact/request.server'

export const Route = createFileRoute('/{-$locale}/personal-information')({
  loader: async ({ context, serverContext }) => {
    const locale = context.locale.code
    const [copy, form] = await Promise.all([
      getContentPageCopy({ data: { page: 'personalInfo', locale } }),
      getRequestFormCopy({ data: { form: 'dataSell', locale } }),
    ])
    return { ...copy, form, posted: await loadPostedOutcome('dataSell', serverContext) }
  },
  // Without JavaScript the form posts here (shared/forms/form-action.server.ts).
  server: { handlers: { POST: dataSellAction } },
  head: pageHead,
  component: PersonalInformationRoute,
})

function PersonalInformationRoute() {
  const { form, posted, ...copy } = Route.useLoaderData()
  const { locale } = Route.useParams()
  const code = Route.useRouteContext({ select: (context) => context.locale.code })
  return (
    <ContentPage copy={copy} locale={locale}>
      <DataSellForm text={form} locale={code} posted={posted} />
    </ContentPage>
  )
}
