// Password reset, a dialog over the home page (the home layout, ../_home.tsx): the forgot-password form, or for an e-mailed link
// (`?from=email`, its token and address kept on the server: shared/session/pending-link.ts) the new-password
// form (nothing is sent until the visitor submits it).
import { createFileRoute } from '@tanstack/react-router'
import { authAction } from '../../../features/auth/auth-action.server'
import type { AuthEvent } from '../../../features/auth/auth-machine'
import { loadPostedAuth } from '../../../features/auth/posted-auth'
import { getHomePageHead } from '../../../features/pages/pages.functions'
import { pageHead } from '../../../shared/seo/page-head'
import { HomeDialog } from '../-sign-in-page'
import { emailLinkPage } from '../-sign-in-route'

export const Route = createFileRoute('/{-$locale}/_home/reset-password')({
  ...emailLinkPage(
    'reset',
    (locale) => getHomePageHead({ data: { page: 'resetPassword', locale } }),
    async (serverContext) => ({ posted: await loadPostedAuth(serverContext) }),
  ),
  server: { handlers: { POST: authAction } },
  head: pageHead,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { link, posted, ...auth } = Route.useLoaderData()
  const arrival: AuthEvent[] =
    link === undefined
      ? [{ type: 'go', step: 'reset_password' }]
      : link
        ? [{ type: 'reset_link_opened', email: link.email }]
        : [{ type: 'reset_link_gone' }]
  return <HomeDialog auth={auth} arrival={arrival} posted={posted} />
}
