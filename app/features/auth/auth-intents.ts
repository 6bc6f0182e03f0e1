// What each of the dialog's buttons does, the same in the browser and for a step posted without
// JavaScript (auth-action.server.ts): the form's values and the step's state go in, the calls it
// needs go out through `AuthCalls` (server functions in the browser, the same code directly on the
// server), and the events the machine (auth-machine.ts) takes come back. The machine then decides
// the next step, on both sides.
import type { CheckResponse, SocialAuthData } from '../../../contract/auth'
import type { z } from 'zod/mini'
import type { emailForm, newPasswordForm, signInForm, signUpForm, socialSignUpForm } from '../../../contract/forms'
import { checkForm, type FormSpec } from '../../shared/forms/form-values'
import { emailStep, newPasswordStep, signInStep, signUpStep, socialSignUpStep } from './auth-forms'
import type { AuthEvent, AuthState, AuthStep } from './auth-machine'
import type { FieldErrorKey } from '../../shared/forms/field-error-keys'
import type { AuthFailure, AuthField } from './auth-outcomes'

type Done = { ok: true }
/** `offerPasskey`: the browser's calls add whether to offer a passkey before leaving (passkey-support.ts). */
type SignedIn = { ok: true; redirectTo: string; offerPasskey?: boolean }

type EmailForm = z.output<typeof emailForm>
type SignInForm = z.output<typeof signInForm>
type SignUpForm = z.output<typeof signUpForm>
type NewPasswordForm = z.output<typeof newPasswordForm>
type SocialSignUpForm = z.output<typeof socialSignUpForm>

/**
 * The calls the steps make, with values their schemas accepted; each answers or fails as the
 * server functions of auth.functions.ts do.
 */
export interface AuthCalls {
  checkEmail(form: EmailForm): Promise<({ ok: true } & CheckResponse) | AuthFailure>
  login(form: SignInForm, link?: string): Promise<SignedIn | AuthFailure>
  register(form: SignUpForm): Promise<{ ok: true; marketingId: string } | AuthFailure>
  sendLoginLink(form: EmailForm): Promise<Done | AuthFailure>
  resendVerification(form: EmailForm): Promise<Done | AuthFailure>
  forgotPassword(form: EmailForm): Promise<Done | AuthFailure>
  resetPassword(form: NewPasswordForm): Promise<Done | AuthFailure>
  socialRegister(
    signedUrl: string,
    form: SocialSignUpForm,
  ): Promise<(SignedIn & { marketingId: string }) | { ok: false; reason: 'conflict'; data: SocialAuthData } | AuthFailure>
}

/** Steps the visitor may move to directly (forgot password, back to sign in, start again). */
export const GO_STEPS = ['reset_password', 'sign_in', 'check_email'] as const satisfies readonly AuthStep[]

export type AuthIntent =
  | 'check_email'
  | 'sign_in'
  | 'sign_up'
  | 'sign_up_social'
  | 'forgot_password'
  | 'new_password'
  | 'send_login_link'
  | 'resend_verification'
  | 'resend_reset'
  | 'reset'
  | `go:${(typeof GO_STEPS)[number]}`

const INTENTS: ReadonlySet<string> = new Set<AuthIntent>([
  'check_email',
  'sign_in',
  'sign_up',
  'sign_up_social',
  'forgot_password',
  'new_password',
  'send_login_link',
  'resend_verification',
  'resend_reset',
  'reset',
  ...GO_STEPS.map((step) => `go:${step}` as const),
])

export const isAuthIntent = (value: string): value is AuthIntent => INTENTS.has(value)

/** The social sign-up's signed URL, when its provider shared the address (else it is an e-mail sign-up). */
export function socialSignUpUrl(state: AuthState): string | null {
  const data = state.socialAuthData
  return data?.email && data.signed_url ? data.signed_url : null
}

/** What a step's main button does (a post without an `intent`). */
export function primaryIntent(state: AuthState): AuthIntent {
  switch (state.step) {
    case 'sign_in':
      return 'sign_in'
    case 'sign_up':
      return 'sign_up'
    case 'sign_up_social':
      return socialSignUpUrl(state) ? 'sign_up_social' : 'sign_up'
    case 'reset_password':
      return 'forgot_password'
    case 'reset_password_resend':
      return 'resend_reset'
    case 'confirm_email':
      return 'resend_verification'
    case 'new_password':
      return 'new_password'
    default:
      return 'check_email'
  }
}

/** The form an intent reads, if any: its fields and schema. */
export function formOfIntent(intent: AuthIntent): FormSpec | null {
  switch (intent) {
    case 'check_email':
    case 'forgot_password':
      return emailStep
    case 'sign_in':
      return signInStep
    case 'sign_up':
      return signUpStep
    case 'sign_up_social':
      return socialSignUpStep
    case 'new_password':
      return newPasswordStep
    default:
      return null
  }
}

const failed = (failure: AuthFailure): AuthEvent => ({ type: 'failed', failure })

/**
 * The events an intent leads to. `values` are the posted or typed fields of the step's form: a form
 * its schema refuses yields the refusals (`invalid`) and calls nothing.
 */
export async function runIntent(
  intent: AuthIntent,
  state: AuthState,
  values: Record<string, unknown>,
  calls: AuthCalls,
): Promise<AuthEvent[]> {
  const form = formOfIntent(intent)
  let accepted: unknown = values
  if (form) {
    const checked = checkForm(form.schema, values)
    if (!checked.ok) return [{ type: 'invalid', fields: checked.refused as Partial<Record<AuthField, FieldErrorKey>> }]
    accepted = checked.data
  }
  const email = { email: state.email }
  switch (intent) {
    case 'check_email': {
      const result = await calls.checkEmail(accepted as EmailForm)
      return [result.ok ? { type: 'checked', email: result.email, exists: result.exists, socials: result.socials } : failed(result)]
    }
    case 'sign_in': {
      const form = accepted as SignInForm
      const link = state.linkExistingToSocial ? state.socialAuthData?.signed_url : undefined
      const result = await calls.login(form, link)
      if (result.ok)
        return [{ type: 'login_started' }, { type: 'signed_in', redirectTo: result.redirectTo, offerPasskey: result.offerPasskey }]
      if (result.reason === 'not_verified') return [{ type: 'login_started' }, { type: 'login_not_verified', email: form.email }]
      return [{ type: 'login_started' }, failed(result)]
    }
    case 'sign_up': {
      const form = accepted as SignUpForm
      const result = await calls.register(form)
      return [result.ok ? { type: 'registered', email: form.email, marketingId: result.marketingId } : failed(result)]
    }
    case 'sign_up_social': {
      const signedUrl = socialSignUpUrl(state)
      if (!signedUrl) return [failed({ ok: false, reason: 'link_invalid' })]
      const result = await calls.socialRegister(signedUrl, accepted as SocialSignUpForm)
      if (result.ok) return [{ type: 'social_registered', redirectTo: result.redirectTo, marketingId: result.marketingId }]
      if (result.reason === 'conflict') return [{ type: 'social_registration_conflict', data: result.data }]
      return [failed(result)]
    }
    case 'forgot_password': {
      const form = accepted as EmailForm
      const result = await calls.forgotPassword(form)
      return [result.ok ? { type: 'forgot_sent', email: form.email } : failed(result)]
    }
    case 'new_password': {
      const result = await calls.resetPassword(accepted as NewPasswordForm)
      // A refused password (the link is not spent) or throttling: the visitor tries again here.
      if (!result.ok && (result.reason === 'fields' || result.reason === 'throttled' || result.reason === 'offline'))
        return [failed(result)]
      return [{ type: 'password_reset', email: state.email, ok: result.ok }]
    }
    case 'send_login_link': {
      const result = await calls.sendLoginLink(email)
      return [result.ok ? { type: 'mail_sent', mail: 'login_link' } : failed(result)]
    }
    case 'resend_verification': {
      const result = await calls.resendVerification(email)
      return [result.ok ? { type: 'mail_sent', mail: 'verification' } : failed(result)]
    }
    case 'resend_reset': {
      const result = await calls.forgotPassword(email)
      return [result.ok ? { type: 'mail_sent', mail: 'reset' } : failed(result)]
    }
    case 'reset':
      return [{ type: 'reset' }]
    default:
      return [{ type: 'go', step: intent.slice('go:'.length) as (typeof GO_STEPS)[number] }]
  }
}
