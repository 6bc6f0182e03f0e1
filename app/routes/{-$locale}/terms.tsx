import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../../features/pages/legal-page'
import { getContentPage } from '../../features/pages/pages.functions'
import { pageHead } from '../../shared/seo/page-head'

export const Route = createFileRoute('/{-$locale}/terms')({
  loader: ({ context }) => getContentPage('terms', context.locale.code),
  head: pageHead,
  component: TermsRoute,
})

function TermsRoute() {
  return <LegalPage page={Route.useLoaderData()} />
}
