// Password reset over the home page: the forgot-password form, or for an e-mailed link
// (`?from=email`, its token and address kept on the server: shared/session/pending-link.ts) the new-password
// form (nothing is sent until the visitor submits it).
import { createFileRoute } from '@tanstack/react-router'
import { FROM_EMAIL } from '../../shared/site/search-params'
import type { AuthEvent } from '../../features/auth/auth-machine'
import { getPendingLink } from '../../features/auth/auth.functions'
import { sendMembersToApp } from '../../features/auth/guards'
import { getHomePageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'
import { SignInPage } from './-sign-in-page'
import { fromEmailSearch, withAuthCopy } from './-sign-in-route'

export const Route = createFileRoute('/{-$locale}/reset-password')({
  validateSearch: fromEmailSearch,
  beforeLoad: ({ context }) => sendMembersToApp(context.settings),
  loaderDeps: ({ search: { from } }) => ({ fromEmail: from === FROM_EMAIL }),
  loader: async ({ context, deps }) => {
    const locale = context.locale.code
    const [copy, link] = await Promise.all([
      withAuthCopy(locale, getHomePageCopy({ data: { page: 'resetPassword', locale } })),
      deps.fromEmail ? getPendingLink({ data: { kind: 'reset' } }) : undefined,
    ])
    // undefined: no link; null: a link that is gone or unusable.
    return { ...copy, link: link === undefined ? undefined : link && 'email' in link ? { email: link.email } : null }
  },
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
