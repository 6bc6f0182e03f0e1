// Password reset over the home page: the forgot-password form, or for an e-mailed link
// (`?from=email`, its token and address kept on the server: shared/session/pending-link.ts) the new-password
// form (nothing is sent until the visitor submits it).
import { createFileRoute } from '@tanstack/react-router'
import type { AuthEvent } from '../../features/auth/auth-machine'
import { getHomePageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'
import { SignInPage } from './-sign-in-page'
import { emailLinkPage } from './-sign-in-route'

export const Route = createFileRoute('/{-$locale}/reset-password')({
  ...emailLinkPage('reset', (locale) => getHomePageCopy({ data: { page: 'resetPassword', locale } })),
  head: pageHead,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { link, auth, ...copy } = Route.useLoaderData()
  const arrival: AuthEvent[] =
    link === undefined
      ? [{ type: 'go', step: 'reset_password' }]
      : link
        ? [{ type: 'reset_link_opened', email: link.email }]
        : [{ type: 'reset_link_gone' }]
  return <SignInPage over="home" copy={copy} auth={auth} arrival={arrival} />
}
