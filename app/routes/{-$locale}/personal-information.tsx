import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'

export const Route = createFileRoute('/{-$locale}/personal-information')({
  loader: ({ context }) => getContentPageCopy({ data: { page: 'personalInfo', locale: context.locale.code } }),
  component: PersonalInformationRoute,
})

function PersonalInformationRoute() {
  const copy = Route.useLoaderData()
  const { locale } = Route.useParams()
  return <ContentPage copy={copy} locale={locale} />
}
