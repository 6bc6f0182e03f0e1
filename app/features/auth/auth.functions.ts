// The sign-in server functions: each wraps one API endpoint through the one API client, validates
// its input with the dialog's own form schema, keeps the API token in the httpOnly cookie and
// answers the browser with an outcome it can act on — never a token.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { type CheckResponse, socialAuthDataSchema } from '../../../contract/auth'
import { endpoints } from '../../../contract/endpoints'
import { socialProviders } from '../../../contract/vocabulary'
import { api, currentCaller } from '../../shared/api/api.server'
import { localeInput } from '../../shared/forms/inputs'
import { getConfig } from '../../shared/site/config.server'
import type { SocialAuthData } from '../../../contract/auth'
import { emailForm, newPasswordForm, signInForm, signUpForm, socialSignUpForm } from './auth-forms'
import type { AuthFailure, AuthField } from './auth-outcomes'
import { apiSignedPath, marketingId, markSignedUp, trackingQuery } from './auth.server'
import { failureOf } from '../../shared/forms/api-failure.server'
import { bindSignIn, pkcePair } from './oauth-binding.server'
import { forgetPendingLink, pendingLink } from '../../shared/session/pending-link.server'
import { checkedInput } from '../../shared/forms/checked-input'
import { completeSignIn, type SignedIn, waitingSignedLink } from './signed-in.server'

const locale = localeInput
const signedUrl = z.string().max(4096)

type Done = { ok: true }

export const checkEmail = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, form: emailForm })))
  .handler(async ({ data }): Promise<({ ok: true } & CheckResponse) | AuthFailure> => {
    const result = await api().call(endpoints.check, currentCaller(data.locale), { body: { email: data.form.email } })
    if (result.ok) return { ok: true, ...result.data }
    return failureOf<AuthField>(result.error)
  })

export const register = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, form: signUpForm })))
  .handler(async ({ data }): Promise<{ ok: true; marketingId: string } | AuthFailure> => {
    const mId = marketingId()
    const body = { ...data.form, locale: data.locale, m_id: mId, query: trackingQuery() }
    const result = await api().call(endpoints.register, currentCaller(data.locale), { body })
    if (result.ok) {
      markSignedUp()
      return { ok: true, marketingId: mId }
    }
    return failureOf<AuthField>(result.error)
  })

export const login = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, form: signInForm, link: signedUrl.optional() })))
  .handler(async ({ data }): Promise<SignedIn | AuthFailure> => {
    const caller = currentCaller(data.locale)
    const result = await api().call(endpoints.login, caller, { body: data.form })
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
    const linkPath = data.link ? apiSignedPath(data.link, ['social_link']) : null
    // A link that no longer works leaves the sign-in itself intact.
    if (linkPath) await api().call(endpoints.socialLink, { ...caller, token: result.data.token }, { signedPath: linkPath, body: {} })
    return completeSignIn(result.data.token)
  })

const emailFlowInput = z.object({ locale, form: emailForm })

type EmailFlow = typeof endpoints.sendLoginLink | typeof endpoints.forgotPassword | typeof endpoints.resendVerification

async function sendEmailFlow(endpoint: EmailFlow, data: z.infer<typeof emailFlowInput>): Promise<Done | AuthFailure> {
  const result = await api().call(endpoint, currentCaller(data.locale), { body: { email: data.form.email } })
  return result.ok ? { ok: true } : failureOf<AuthField>(result.error)
}

export const sendLoginLink = createServerFn({ method: 'POST' })
  .validator(checkedInput(emailFlowInput))
  .handler(({ data }) => sendEmailFlow(endpoints.sendLoginLink, data))

export const forgotPassword = createServerFn({ method: 'POST' })
  .validator(checkedInput(emailFlowInput))
  .handler(({ data }) => sendEmailFlow(endpoints.forgotPassword, data))

export const resendVerification = createServerFn({ method: 'POST' })
  .validator(checkedInput(emailFlowInput))
  .handler(({ data }) => sendEmailFlow(endpoints.resendVerification, data))

export const resetPassword = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, form: newPasswordForm })))
  .handler(async ({ data }): Promise<Done | AuthFailure> => {
    // The token and address came with the e-mailed link and stayed on the server (pending-link).
    const link = pendingLink('reset')
    if (!link) return { ok: false, reason: 'link_invalid' }
    const body = {
      email: link.email,
      token: link.token,
      password: data.form.password_new,
      password_confirmation: data.form.confirm_password,
    }
    const result = await api().call(endpoints.resetPassword, currentCaller(data.locale), { body })
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
  })

export const socialRedirect = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, provider: z.enum(socialProviders) })))
  .handler(async ({ data }): Promise<{ ok: true; url: string } | AuthFailure> => {
    const { verifier, challenge } = pkcePair()
    const result = await api().call(endpoints.socialRedirect, currentCaller(data.locale), {
      query: { provider: data.provider, code_challenge: challenge },
    })
    if (!result.ok) return failureOf<AuthField>(result.error)
    const url = new URL(result.data.url)
    const state = url.searchParams.get('state')
    if (!state || (url.protocol !== 'https:' && url.origin !== new URL(getConfig().apiBaseUrl).origin))
      return { ok: false, reason: 'unavailable' }
    bindSignIn({ provider: data.provider, state, verifier })
    return { ok: true, url: url.href }
  })

/** Finishing a social sign-up: POST the registration's signed URL with the visitor's choices. */
export const socialRegister = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, signedUrl, form: socialSignUpForm })))
  .handler(
    async ({
      data,
    }): Promise<(SignedIn & { marketingId: string }) | { ok: false; reason: 'conflict'; data: SocialAuthData } | AuthFailure> => {
      const path = apiSignedPath(data.signedUrl, ['social_register'])
      if (!path) return { ok: false, reason: 'link_invalid' }
      const mId = marketingId()
      const body = { m_id: mId, locale: data.locale, query: trackingQuery(), marketing_opt_in: data.form.marketing_opt_in }
      const result = await api().call(endpoints.signedSignIn, currentCaller(data.locale), { signedPath: path, body })
      if (result.ok) {
        markSignedUp()
        return { ...completeSignIn(result.data.token), marketingId: mId }
      }
      const conflict =
        result.error.kind === 'http' && result.error.status === 400 ? socialAuthDataSchema.safeParse(result.error.body) : null
      if (conflict?.success) return { ok: false, reason: 'conflict', data: conflict.data }
      return failureOf<AuthField, AuthFailure>(result.error, {
        specific: (error) => (error.status === 403 ? { ok: false, reason: 'link_invalid' } : null),
      })
    },
  )

/** The e-mailed link waiting in this browser (verification or one-time sign-in), confirmed by the visitor's click. */
export const confirmSignedUrl = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale })))
  .handler(async ({ data }): Promise<SignedIn | AuthFailure> => {
    const link = await waitingSignedLink(data.locale)
    if (!link.ok) return link.failure ?? { ok: false, reason: 'link_invalid' }
    const result = await api().call(endpoints.signedSignIn, currentCaller(data.locale), { signedPath: link.path, body: {} })
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
  })
