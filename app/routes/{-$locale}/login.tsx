// The login page: the sign-in panel inline, or for an e-mailed link (`?signed_url=`) the panel
// that confirms it with one click.
import { createFileRoute } from '@tanstack/react-router'
import { useId } from 'react'
import { optionalText } from '../../lib/search-params'
import { initialAuthState } from '../../features/auth/auth-machine'
import { AuthPanel } from '../../features/auth/auth-panel'
import { sendMembersToApp } from '../../features/auth/guards'
import { SignedLinkPanel } from '../../features/auth/signed-link-panel'
import { ContentPage } from '../../features/pages/content-page'
import { getContentPageCopy } from '../../features/pages/page-copy.functions'

const search = (raw: Record<string, unknown>): { signed_url?: string } => ({ signed_url: optionalText(raw.signed_url, 4096) })

export const Route = createFileRoute('/{-$locale}/login')({
  validateSearch: search,
  beforeLoad: ({ context }) => sendMembersToApp(context.settings),
  loader: ({ context }) => getContentPageCopy({ data: { page: 'login', locale: context.locale.code } }),
  component: LoginRoute,
})

function LoginRoute() {
  const copy = Route.useLoaderData()
  const params = Route.useParams()
  const { signed_url: signedUrl } = Route.useSearch()
  const { locale, siteName } = Route.useRouteContext({
    select: (context) => ({ locale: context.locale.code, siteName: context.settings.siteName }),
  })
  const titleId = useId()
  return (
    <ContentPage copy={copy} locale={params.locale}>
      <div className="auth-card">
        {signedUrl ? (
          <SignedLinkPanel locale={locale} signedUrl={signedUrl} siteName={siteName} />
        ) : (
          <AuthPanel locale={locale} initial={initialAuthState()} titleId={titleId} inline />
        )}
      </div>
    </ContentPage>
  )
}
