// The OAuth return (the social step, a dialog over the home page, ../../_home.tsx): the callback's answer is fetched on
// the server with the provider's code and the single-use state; a sign-in leaves for the member
// app at once, any other answer opens the dialog at the step SPEC.md §4's table names.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { optionalOneOf, optionalText } from '../../../../shared/site/search-params'
import { type SocialProvider, socialProviders } from '../../../../../contract/vocabulary'
import { authAction } from '../../../../features/auth/auth-action.server'
import type { AuthEvent } from '../../../../features/auth/auth-machine'
import { loadPostedAuth } from '../../../../features/auth/posted-auth'
import { socialCallback, type SocialOutcome } from '../../../../features/auth/arrival.functions'
import { getHomePageHead } from '../../../../features/pages/pages.functions'
import { pageHead } from '../../../../shared/seo/page-head'
import { HomeDialog } from '../../-sign-in-page'
import { withAuthWords } from '../../-sign-in-route'

const search = (raw: Record<string, unknown>): { provider?: SocialProvider; state?: string; code?: string; error?: string } => ({
  provider: optionalOneOf(raw.provider, socialProviders),
  state: optionalText(raw.state, 512),
  code: optionalText(raw.code, 2048),
  error: optionalText(raw.error, 256),
})

export const Route = createFileRoute('/{-$locale}/_home/auth/social')({
  validateSearch: search,
  loaderDeps: ({ search: { provider, state, code, error } }) => ({ provider, state, code, error }),
  loader: async ({ context, deps, serverContext }) => {
    const locale = context.locale.code
    const { provider, state, code, error } = deps
    const [page, answer] = await Promise.all([
      withAuthWords(locale, getHomePageHead({ data: { page: 'social', locale } })),
      provider && state && (code || error) ? socialCallback({ data: { locale, provider, state, code, error } }) : null,
    ])
    if (answer?.ok && 'redirectTo' in answer) throw redirect({ href: answer.redirectTo, reloadDocument: true })
    return { ...page, answer, posted: await loadPostedAuth(serverContext) }
  },
  // Without JavaScript the dialog's steps post here (features/auth/auth-action.server.ts).
  server: { handlers: { POST: authAction } },
  // The callback's state is single-use: never fetch it twice.
  staleTime: Infinity,
  head: pageHead,
  component: AuthSocialRoute,
})

/** The events the dialog opens with: the callback's answer, or why there is none to act on. */
function arrivalOf(answer: SocialOutcome | null): AuthEvent[] {
  if (answer === null) return []
  if (!answer.ok) return [{ type: 'social_failed', failure: answer }]
  // A sign-in never gets here: the loader has already left for the member app.
  return 'status' in answer ? [{ type: 'social_answer', status: answer.status, data: answer.data }] : []
}

function AuthSocialRoute() {
  const { answer, posted, ...auth } = Route.useLoaderData()
  return <HomeDialog auth={auth} arrival={arrivalOf(answer)} posted={posted} />
}
