// The login page: the sign-in panel inline, or for an e-mailed link (`?from=email`, its signed URL
// kept on the server: shared/session/pending-link.ts) the panel that confirms it with one click.
import { createFileRoute } from '@tanstack/react-router'
import { SignedLinkPanel } from '../../features/auth/signed-link-panel'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'
import { SignInPage } from './-sign-in-page'
import { emailLinkPage } from './-sign-in-route'

export const Route = createFileRoute('/{-$locale}/login')({
  ...emailLinkPage('signed', (locale) => getContentPageCopy({ data: { page: 'login', locale } })),
  head: pageHead,
  component: LoginRoute,
})

function LoginRoute() {
  const { link, auth, ...copy } = Route.useLoaderData()
  const locale = Route.useRouteContext({ select: (context) => context.locale.code })
  const panel = link !== undefined ? <SignedLinkPanel locale={locale} purpose={link} copy={auth} /> : undefined
  return <SignInPage copy={copy} auth={auth} panel={panel} />
}
