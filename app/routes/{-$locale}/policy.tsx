import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../../features/pages/legal-page'
import { getContentPage } from '../../features/pages/pages.functions'
import { pageHead } from '../../shared/seo/page-head'

export const Route = createFileRoute('/{-$locale}/policy')({
  loader: ({ context }) => getContentPage('policy', context.locale.code),
  head: pageHead,
  component: PolicyRoute,
})

function PolicyRoute() {
  return <LegalPage page={Route.useLoaderData()} />
}
