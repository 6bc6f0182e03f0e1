// The sign-in calls on the server: each wraps one API endpoint through the one API client, keeps
// the API token in the httpOnly cookie and answers with an outcome the dialog can act on — never a
// token. The browser reaches them through the server functions of auth.functions.ts; a step posted
// without JavaScript runs them directly (auth-action.server.ts), as `AuthCalls`.
import type { z } from 'zod/mini'
import { socialAuthDataSchema } from '../../../contract/auth'
import { endpoints } from '../../../contract/endpoints'
import type { emailForm, newPasswordForm, signInForm, signUpForm, socialSignUpForm } from '../../../contract/forms'
import type { SocialProvider } from '../../../contract/vocabulary'
import { api, currentCaller } from '../../shared/api/api.server'
import { failureOf } from '../../shared/forms/api-failure.server'
import type { LocaleCode } from '../../shared/i18n/locales'
import { forgetPendingLink, pendingLink } from '../../shared/session/pending-link.server'
import { getConfig } from '../../shared/site/config.server'
import type { AuthCalls } from './auth-intents'
import type { AuthFailure, AuthField } from './auth-outcomes'
import { apiSignedPath, marketingId, markSignedUp, trackingQuery } from './auth.server'
import { bindSignIn, pkcePair } from './oauth-binding.server'
import { completeSignIn, type SignedIn, waitingSignedLink } from './signed-in.server'

type Done = { ok: true }
type EmailFlow = typeof endpoints.sendLoginLink | typeof endpoints.forgotPassword | typeof endpoints.resendVerification

async function sendEmailFlow(endpoint: EmailFlow, locale: LocaleCode, form: z.output<typeof emailForm>): Promise<Done | AuthFailure> {
  const result = await api().call(endpoint, currentCaller(locale), { body: { email: form.email } })
  return result.ok ? { ok: true } : failureOf<AuthField>(result.error)
}

/** The calls of the dialog's steps for a visitor of `locale`, with values their schemas accepted. */
export function serverAuthCalls(locale: LocaleCode) {
  return {
    async checkEmail(form: z.output<typeof emailForm>) {
      const result = await api().call(endpoints.check, currentCaller(locale), { body: { email: form.email } })
      if (result.ok) return { ok: true as const, ...result.data }
      return failureOf<AuthField>(result.error)
    },

    async login(form: z.output<typeof signInForm>, link?: string): Promise<SignedIn | AuthFailure> {
      const caller = currentCaller(locale)
      const result = await api().call(endpoints.login, caller, { body: form })
      if (!result.ok) {
        return failureOf<AuthField, AuthFailure>(result.error, {
          specific: (error) => {
            if (error.status === 401) return { ok: false, reason: 'fields', fields: { password: 'credentials' } }
            if (error.status === 403) return { ok: false, reason: 'not_verified' }
            return null
          },
        })
      }
      // linkExistingToSocial: the owner proved the account; now join the pending social identity.
      const linkPath = link ? apiSignedPath(link, ['social_link']) : null
      // A link that no longer works leaves the sign-in itself intact.
      if (linkPath) await api().call(endpoints.socialLink, { ...caller, token: result.data.token }, { signedPath: linkPath, body: {} })
      return completeSignIn(result.data.token)
    },

    async register(form: z.output<typeof signUpForm>): Promise<{ ok: true; marketingId: string } | AuthFailure> {
      const mId = marketingId()
      const body = { ...form, locale, m_id: mId, query: trackingQuery() }
      const result = await api().call(endpoints.register, currentCaller(locale), { body })
      if (result.ok) {
        markSignedUp()
        return { ok: true, marketingId: mId }
      }
      return failureOf<AuthField>(result.error)
    },

    sendLoginLink: (form: z.output<typeof emailForm>) => sendEmailFlow(endpoints.sendLoginLink, locale, form),
    resendVerification: (form: z.output<typeof emailForm>) => sendEmailFlow(endpoints.resendVerification, locale, form),
    forgotPassword: (form: z.output<typeof emailForm>) => sendEmailFlow(endpoints.forgotPassword, locale, form),

    async resetPassword(form: z.output<typeof newPasswordForm>): Promise<Done | AuthFailure> {
      // The token and address came with the e-mailed link and stayed on the server (pending-link).
      const link = pendingLink('reset')
      if (!link) return { ok: false, reason: 'link_invalid' }
      const body = { email: link.email, token: link.token, password: form.password_new, password_confirmation: form.confirm_password }
      const result = await api().call(endpoints.resetPassword, currentCaller(locale), { body })
      if (result.ok) {
        forgetPendingLink()
        return { ok: true }
      }
      return failureOf<AuthField, AuthFailure>(result.error, {
        rename: { password: 'password_new', password_confirmation: 'confirm_password' },
        // The API refuses a weak password before it spends the link; any other 422 is the link itself.
        specific: (error) => {
          if (error.status !== 422 || error.errors?.password) return null
          forgetPendingLink()
          return { ok: false, reason: 'link_invalid' }
        },
      })
    },

    /** Finishing a social sign-up: POST the registration's signed URL with the visitor's choices. */
    async socialRegister(signedUrl: string, form: z.output<typeof socialSignUpForm>) {
      const path = apiSignedPath(signedUrl, ['social_register'])
      if (!path) return { ok: false as const, reason: 'link_invalid' as const }
      const mId = marketingId()
      const body = { m_id: mId, locale, query: trackingQuery(), marketing_opt_in: form.marketing_opt_in }
      const result = await api().call(endpoints.signedSignIn, currentCaller(locale), { signedPath: path, body })
      if (result.ok) {
        markSignedUp()
        return { ...completeSignIn(result.data.token), marketingId: mId }
      }
      const conflict =
        result.error.kind === 'http' && result.error.status === 400 ? socialAuthDataSchema.safeParse(result.error.body) : null
      if (conflict?.success) return { ok: false as const, reason: 'conflict' as const, data: conflict.data }
      return failureOf<AuthField, AuthFailure>(result.error, {
        specific: (error) => (error.status === 403 ? { ok: false, reason: 'link_invalid' } : null),
      })
    },
  } satisfies AuthCalls
}

/**
 * Where a social sign-in starts: the provider's URL, with this browser bound to it (the OAuth
 * state and the PKCE verifier in the httpOnly `oauth` cookie, decision 018).
 */
export async function startSocialSignIn(locale: LocaleCode, provider: SocialProvider): Promise<{ ok: true; url: string } | AuthFailure> {
  const { verifier, challenge } = pkcePair()
  const result = await api().call(endpoints.socialRedirect, currentCaller(locale), { query: { provider, code_challenge: challenge } })
  if (!result.ok) return failureOf<AuthField>(result.error)
  const url = new URL(result.data.url)
  const state = url.searchParams.get('state')
  if (!state || (url.protocol !== 'https:' && url.origin !== new URL(getConfig().apiBaseUrl).origin))
    return { ok: false, reason: 'unavailable' }
  bindSignIn({ provider, state, verifier })
  return { ok: true, url: url.href }
}

/** The e-mailed link waiting in this browser (verification or one-time sign-in), confirmed by the visitor's click. */
export async function confirmWaitingLink(locale: LocaleCode): Promise<SignedIn | AuthFailure> {
  const link = await waitingSignedLink(locale)
  if (!link.ok) return link.failure ?? { ok: false, reason: 'link_invalid' }
  const result = await api().call(endpoints.signedSignIn, currentCaller(locale), { signedPath: link.path, body: {} })
  if (result.ok) {
    forgetPendingLink()
    return completeSignIn(result.data.token)
  }
  return failureOf<AuthField, AuthFailure>(result.error, {
    // 400: a sign-up link whose address got an account meanwhile; 403/404: used, expired or forged.
    specific: (error) => {
      if (error.status !== 400 && error.status !== 403 && error.status !== 404) return null
      forgetPendingLink()
      return { ok: false, reason: 'link_invalid' }
    },
  })
}
