// The login page: the sign-in panel inline, or for an e-mailed link (`?from=email`, its signed URL
// kept on the server: shared/session/pending-link.ts) the panel that confirms it with one click.
// Both are forms this route answers without JavaScript (its POST handler).
import { createFileRoute } from '@tanstack/react-router'
import { loginAction } from '../../features/auth/auth-action.server'
import { loadPostedAuth } from '../../features/auth/posted-auth'
import { SignedLinkPanel } from '../../features/auth/signed-link-panel'
import { loadPostedOutcome } from '../../shared/forms/posted-outcome'
import { getContentPage } from '../../features/pages/pages.functions'
import { pageHead } from '../../shared/seo/page-head'
import { SignInPage } from './-sign-in-page'
import { emailLinkPage } from './-sign-in-route'

export const Route = createFileRoute('/{-$locale}/login')({
  ...emailLinkPage(
    'signed',
    (locale) => getContentPage('login', locale),
    async (serverContext) => ({
      posted: await loadPostedAuth(serverContext),
      postedLink: await loadPostedOutcome('link', serverContext),
    }),
  ),
  server: { handlers: { POST: loginAction } },
  head: pageHead,
  component: LoginRoute,
})

function LoginRoute() {
  const { link, posted, postedLink, ...page } = Route.useLoaderData()
  const locale = Route.useRouteContext({ select: (context) => context.locale.code })
  // The link's panel: opened from the mail, or back from one of its forms posted without JavaScript.
  const panel =
    link !== undefined || postedLink ? (
      <SignedLinkPanel locale={locale} purpose={link ?? null} auth={page} posted={postedLink} />
    ) : undefined
  return <SignInPage page={page} panel={panel} posted={posted} />
}
