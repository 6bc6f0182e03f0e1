// A sign-in step posted without JavaScript (or before it ran): the POST handler of every page that
// shows the dialog or the login panel. The step's hidden field says where the visitor was, the
// button pressed says what they asked (auth-intents.ts), the same calls as the browser's run on
// the server, and the same machine decides what comes next (auth-machine.ts). The answer is a 303:
// to the member app once signed in, to the provider for a social sign-in, else back to the page
// with the next step, what was typed (never a password) and its notices (form-action.server.ts).
import { socialProviders, type SocialProvider } from '../../../contract/vocabulary'
import { putCookie } from '../../shared/cookies/cookies.server'
import {
  answerPosted,
  type FormPostHandler,
  type PostedOutcome,
  postedLocale,
  type PostedResult,
  readPostedForm,
  type RenderPage,
  seeOther,
  siteOrigins,
} from '../../shared/forms/form-action.server'
import { checkForm, keptValues, valuesFromFormData } from '../../shared/forms/form-values'
import { localeByCode } from '../../shared/i18n/locales'
import { localizedPath } from '../../shared/site/site-urls'
import { confirmWaitingLink, serverAuthCalls, startSocialSignIn } from './auth-calls.server'
import { type AuthIntent, formOfIntent, isAuthIntent, primaryIntent, runIntent } from './auth-intents'
import { type AuthEffect, type AuthState, carriedState, resumedState, transition } from './auth-machine'
import type { AuthFailure } from './auth-outcomes'
import { carriedFrom, type PostedAuthState } from './auth-state.server'
import { emailStep } from './auth-forms'

const providerOf = (intent: string): SocialProvider | null => {
  const name = intent.startsWith('social:') ? intent.slice('social:'.length) : ''
  return (socialProviders as readonly string[]).includes(name) ? (name as SocialProvider) : null
}

/** The page to come back to: where the form was posted (its path, never a query). */
const pathOf = (request: Request) => new URL(request.url).pathname

/** Back to the page with the machine's state after the post. */
function backWithState(
  request: Request,
  next: RenderPage,
  state: AuthState,
  effects: AuthEffect[],
  values: Record<string, string | boolean>,
) {
  const notices = effects.flatMap((effect) =>
    effect.type === 'toast' ? [{ reason: effect.reason, ...(effect.retryAfterSec ? { retryAfterSec: effect.retryAfterSec } : {}) }] : [],
  )
  const posted: PostedAuthState = { carried: carriedState(state), notice: state.notice, unavailable: state.unavailable, notices }
  const path = effects.some((effect) => effect.type === 'open_login_page')
    ? localizedPath(localeByCode(postedLocale()), '/login', 'main')
    : pathOf(request)
  return answerPosted({ form: 'auth', values, refused: state.fieldErrors, result: null, state: posted }, path, next)
}

/** Starts a social sign-in: to the provider, the page's language remembered for the way back. */
async function socialStart(
  request: Request,
  next: RenderPage,
  state: AuthState,
  provider: SocialProvider,
  values: Record<string, string | boolean>,
) {
  const locale = postedLocale()
  const started = await startSocialSignIn(locale, provider)
  if (started.ok) {
    // The provider returns to the unprefixed /auth/social; this cookie brings the visitor back in this language.
    putCookie('locale', locale)
    return seeOther(started.url)
  }
  const { state: after, effects } = transition(state, { type: 'failed', failure: started })
  return backWithState(request, next, after, effects, values)
}

/** A step of the dialog or panel, posted. */
async function answerStep(request: Request, next: RenderPage, data: FormData) {
  const state = resumedState(carriedFrom(data.get('state')))
  const asked = data.get('intent')
  const intentText = typeof asked === 'string' ? asked : primaryIntent(state)
  // The address typed in the first step rides along with any of its buttons.
  const typed = keptValues(emailStep, valuesFromFormData(emailStep, data))
  const provider = providerOf(intentText)
  if (provider) return socialStart(request, next, state, provider, typed)
  const intent: AuthIntent = isAuthIntent(intentText) ? intentText : primaryIntent(state)
  const form = formOfIntent(intent)
  const values = form ? valuesFromFormData(form, data) : {}
  let after = state
  const effects: AuthEffect[] = []
  for (const event of await runIntent(intent, state, values, serverAuthCalls(postedLocale()))) {
    const step = transition(after, event)
    after = step.state
    effects.push(...step.effects)
  }
  if (effects.some((effect) => effect.type === 'go_to_app') && after.appUrl) return seeOther(after.appUrl)
  const kept = form ? (keptValues(form, values) as Record<string, string | boolean>) : typed
  return backWithState(request, next, after, effects, after.step === state.step ? kept : {})
}

/** The e-mailed link's panel on the login page: `link_confirm` signs in with the link waiting here, `link_new` mails a new one. */
async function answerLink(request: Request, next: RenderPage, data: FormData, intent: 'link_confirm' | 'link_new') {
  const locale = postedLocale()
  const path = pathOf(request)
  const answer = (phase: 'confirm' | 'invalid' | 'sent', rest: Pick<PostedOutcome, 'values' | 'refused' | 'result'>) =>
    answerPosted({ form: 'link', ...rest, state: { phase } }, path, next)
  const outage = (failure: AuthFailure): PostedResult | null =>
    failure.reason === 'throttled'
      ? failure
      : failure.reason === 'fields' || failure.reason === 'link_invalid'
        ? null
        : { ok: false, reason: 'unavailable' }
  if (intent === 'link_confirm') {
    const result = await confirmWaitingLink(locale)
    if (result.ok) return seeOther(result.redirectTo)
    return answer(result.reason === 'link_invalid' ? 'invalid' : 'confirm', { values: {}, refused: {}, result: outage(result) })
  }
  const values = valuesFromFormData(emailStep, data)
  const kept = keptValues(emailStep, values)
  const checked = checkForm(emailStep.schema, values)
  if (!checked.ok) return answer('invalid', { values: kept, refused: checked.refused, result: null })
  const calls = serverAuthCalls(locale)
  const sent = await (data.get('purpose') === 'verify' ? calls.resendVerification(checked.data) : calls.sendLoginLink(checked.data))
  if (sent.ok) return answer('sent', { values: {}, refused: {}, result: { ok: true } })
  return answer('invalid', { values: kept, refused: sent.reason === 'fields' ? sent.fields : {}, result: outage(sent) })
}

/** The POST handler of a page that shows the sign-in dialog or panel. */
export const authAction: FormPostHandler = async ({ request, next }) => {
  const data = await readPostedForm(request, siteOrigins())
  return data instanceof Response ? data : answerStep(request, next, data)
}

/** The login page's POST handler: the sign-in panel's steps, and the panel of an e-mailed link. */
export const loginAction: FormPostHandler = async ({ request, next }) => {
  const data = await readPostedForm(request, siteOrigins())
  if (data instanceof Response) return data
  const intent = data.get('intent')
  return intent === 'link_confirm' || intent === 'link_new' ? answerLink(request, next, data, intent) : answerStep(request, next, data)
}
