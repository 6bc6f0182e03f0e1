// The OAuth return (and the social step over the home page): the callback's answer is fetched on
// the server with the provider's code and the single-use state; a sign-in leaves for the member
// app at once, any other answer opens the dialog at the step SPEC.md §4's table names.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { optionalOneOf, optionalText } from '../../../shared/site/search-params'
import { type SocialProvider, socialProviders } from '../../../../contract/vocabulary'
import { initialAuthState, type ToastReason, transition } from '../../../features/auth/auth-machine'
import { AuthDialog } from '../../../features/auth/auth-dialog'
import { socialCallback, type SocialOutcome } from '../../../features/auth/auth.functions'
import { HomePage } from '../../../features/pages/home-page'
import { getHomePageCopy } from '../../../features/pages/page-copy.functions'
import { pageHead } from '../../../shared/seo/page-head'

const search = (raw: Record<string, unknown>): { provider?: SocialProvider; state?: string; code?: string; error?: string } => ({
  provider: optionalOneOf(raw.provider, socialProviders),
  state: optionalText(raw.state, 512),
  code: optionalText(raw.code, 2048),
  error: optionalText(raw.error, 256),
})

export const Route = createFileRoute('/{-$locale}/auth/social')({
  validateSearch: search,
  loaderDeps: ({ search: { provider, state, code, error } }) => ({ provider, state, code, error }),
  loader: async ({ context, deps }) => {
    const locale = context.locale.code
    const { provider, state, code, error } = deps
    const [copy, answer] = await Promise.all([
      getHomePageCopy({ data: { page: 'social', locale } }),
      provider && state && (code || error) ? socialCallback({ data: { locale, provider, state, code, error } }) : null,
    ])
    if (answer?.ok && 'redirectTo' in answer) throw redirect({ href: answer.redirectTo, reloadDocument: true })
    return { ...copy, answer }
  },
  // The callback's state is single-use: never fetch it twice.
  staleTime: Infinity,
  head: pageHead,
  component: AuthSocialRoute,
})

/** The toast of a return that did not produce an answer to act on. */
function socialFailureReason(answer: SocialOutcome): ToastReason {
  if (answer.ok) return 'social_failed'
  return answer.reason === 'other_browser' ? 'social_other_browser' : 'unavailable'
}

function AuthSocialRoute() {
  const { answer, ...copy } = Route.useLoaderData()
  const params = Route.useParams()
  const locale = Route.useRouteContext({ select: (context) => context.locale.code })
  const navigate = Route.useNavigate()
  const start = initialAuthState()
  const opened =
    answer === null
      ? { state: start, effects: [] }
      : answer.ok && 'status' in answer
        ? transition(start, { type: 'social_answer', status: answer.status, data: answer.data })
        : { state: start, effects: [{ type: 'toast' as const, reason: socialFailureReason(answer) }] }
  return (
    <>
      <HomePage copy={copy} locale={params.locale} />
      <AuthDialog
        locale={locale}
        initial={opened.state}
        initialEffects={opened.effects}
        onClose={() => void navigate({ to: '/{-$locale}', params, resetScroll: false })}
      />
    </>
  )
}
