// The login page: the sign-in panel inline, or for an e-mailed link (`?from=email`, its signed URL
// kept on the server: shared/session/pending-link.ts) the panel that confirms it with one click.
import { createFileRoute } from '@tanstack/react-router'
import { useId } from 'react'
import { FROM_EMAIL, fromEmail } from '../../shared/site/search-params'
import { initialAuthState } from '../../features/auth/auth-machine'
import { AuthPanel } from '../../features/auth/auth-panel'
import { getPendingLink } from '../../features/auth/auth.functions'
import { sendMembersToApp } from '../../features/auth/guards'
import { SignedLinkPanel } from '../../features/auth/signed-link-panel'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'

const search = (raw: Record<string, unknown>): { from?: typeof FROM_EMAIL } => (fromEmail(raw) ? { from: FROM_EMAIL } : {})

export const Route = createFileRoute('/{-$locale}/login')({
  validateSearch: search,
  beforeLoad: ({ context }) => sendMembersToApp(context.settings),
  loaderDeps: ({ search: { from } }) => ({ fromEmail: from === FROM_EMAIL }),
  loader: async ({ context, deps }) => {
    const [copy, link] = await Promise.all([
      getContentPageCopy({ data: { page: 'login', locale: context.locale.code } }),
      deps.fromEmail ? getPendingLink({ data: { kind: 'signed' } }) : undefined,
    ])
    // undefined: no link; null: a link that is gone or unusable.
    return { ...copy, link: link === undefined ? undefined : link && 'purpose' in link ? link.purpose : null }
  },
  head: pageHead,
  component: LoginRoute,
})

function LoginRoute() {
  const { link, ...copy } = Route.useLoaderData()
  const params = Route.useParams()
  const { locale, siteName } = Route.useRouteContext({
    select: (context) => ({ locale: context.locale.code, siteName: context.settings.siteName }),
  })
  const titleId = useId()
  return (
    <ContentPage copy={copy} locale={params.locale}>
      <div className="auth-card">
        {link !== undefined ? (
          <SignedLinkPanel locale={locale} purpose={link} siteName={siteName} />
        ) : (
          <AuthPanel locale={locale} initial={initialAuthState()} titleId={titleId} inline />
        )}
      </div>
    </ContentPage>
  )
}
