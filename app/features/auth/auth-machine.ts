// The auth dialog as a pure state machine (SPEC.md §2 steps, §4 transitions and the social
// callback table). Everything the dialog shows is its state: the step, the refusals under the
// fields, the "unavailable" or "offline" notice, a mail's confirmation. Results and the visitor's
// choices come in as events; the next state and the effects the dialog must carry out (leave for
// the member app, show a toast, open the login page) come out. No React, no I/O. The same machine
// decides the next step in the browser and for a step posted without JavaScript
// (auth-action.server.ts): one machine on both sides.
import type { SocialAuthData } from '../../../contract/auth'
import type { SocialProvider } from '../../../contract/vocabulary'
import type { FieldErrors } from '../../shared/forms/form-outcome'
import type { AuthFailure, AuthField } from './auth-outcomes'

export const AUTH_STEPS = [
  'check_email',
  'sign_in',
  'sign_up',
  'sign_up_social',
  'reset_password',
  'reset_password_resend',
  'confirm_email',
  'social_exist',
  /** The new password, for a visitor who arrived with an e-mailed reset link. */
  'new_password',
  /** Signed in by password or link on a device that can keep a passkey: the offer to save one (decision 034). */
  'passkey_offer',
] as const
export type AuthStep = (typeof AUTH_STEPS)[number]

export interface AuthState {
  step: AuthStep
  email: string
  emailNotVerified: boolean
  /** The existing account's social providers (social_exist). */
  providers: SocialProvider[]
  socialProvider: SocialProvider | null
  socialAuthData: SocialAuthData | null
  /** Sign in by password, then link the pending social identity to the account. */
  linkExistingToSocial: boolean
  /** Where the member app waits once the server has signed the visitor in. */
  appUrl: string | null
  /** The refusals of the last submit (the form's rules' or the server's), each under its field until the field is edited or the step changes. */
  fieldErrors: FieldErrors<AuthField>
  /** The site answered that it or the API is down: a notice above the form until the next answer. */
  unavailable: boolean
  /** The visitor's connection is down (nothing reached the site): a notice until the next answer. */
  offline: boolean
  /** On sign_in, which mail was just sent to the address. */
  notice: 'link_sent' | 'verification_sent' | null
}

/** Why a toast is shown; the dialog words it in the visitor's language. */
export const TOAST_REASONS = [
  'account_disabled',
  'social_failed',
  'social_other_browser',
  'throttled',
  'unavailable',
  'reset_done',
  'reset_failed',
  'reset_sent_again',
  'verification_sent',
  'error',
  /** A passkey sign-in the visitor (or the browser) cancelled. */
  'passkey_cancelled',
  /** A passkey the API refused, or a ceremony that failed on the device. */
  'passkey_failed',
  /** A passkey the API does not know: the browser has been told to stop offering it. */
  'passkey_unknown',
] as const
export type ToastReason = (typeof TOAST_REASONS)[number]

export type AuthEffect =
  | { type: 'go_to_app' }
  | { type: 'toast'; reason: ToastReason; retryAfterSec?: number }
  | { type: 'open_login_page' }
  /** A new member: the analytics data layer hears of it (in the browser, with consent). */
  | { type: 'signed_up'; marketingId: string }

export type AuthEvent =
  /** The visitor chose a step directly (forgot password, back, sign in with a link instead…). */
  | { type: 'go'; step: AuthStep }
  | { type: 'reset' }
  | { type: 'checked'; email: string; exists: boolean; socials: SocialProvider[] }
  | { type: 'registered'; email: string; marketingId: string }
  | { type: 'login_started' }
  | { type: 'login_not_verified'; email: string }
  /** Signed in; `offerPasskey`: this device can keep a passkey and the visitor has not declined one lately. */
  | { type: 'signed_in'; redirectTo: string; offerPasskey?: boolean }
  /** A passkey sign-in that did not sign the visitor in (a failure of the call itself comes as `failed`). */
  | { type: 'passkey_failed'; reason: 'cancelled' | 'refused' | 'unknown' | 'account' }
  | { type: 'forgot_sent'; email: string }
  /** A mail sent again, or instead of a password: confirmed where the visitor asked for it. */
  | { type: 'mail_sent'; mail: 'login_link' | 'verification' | 'reset' }
  /** The visitor arrived with an e-mailed reset link whose token waits on the server. */
  | { type: 'reset_link_opened'; email: string }
  /** The visitor arrived from a reset e-mail whose link is gone or unusable. */
  | { type: 'reset_link_gone' }
  /** Whatever the result: the token is spent, the visitor signs in with the new password. */
  | { type: 'password_reset'; email: string; ok: boolean }
  | { type: 'social_answer'; status: number; data: SocialAuthData | null }
  /** The OAuth return gave nothing to act on: begun in another browser, or the API unreachable. */
  | { type: 'social_failed'; failure: AuthFailure }
  | { type: 'social_registered'; redirectTo: string; marketingId: string }
  /** A social registration POST answered 400: the address has an account (its data may offer a link). */
  | { type: 'social_registration_conflict'; data: SocialAuthData }
  /** A request was answered (whatever the answer): the site is reachable again. */
  | { type: 'answered' }
  /** A request failed: the form's failures (fields, throttling, unavailable) or sign-in's own. */
  | { type: 'failed'; failure: AuthFailure }
  /**
   * The refusals the form's own check leaves standing: every failing field of a submit refused
   * before sending, then, as the visitor edits, those still failing (shared/forms/form-values.ts).
   */
  | { type: 'invalid'; fields: FieldErrors<AuthField> }

export interface Transition {
  state: AuthState
  effects: AuthEffect[]
}

export function initialAuthState(step: AuthStep = 'check_email', email = ''): AuthState {
  return {
    step,
    email,
    emailNotVerified: false,
    providers: [],
    socialProvider: null,
    socialAuthData: null,
    linkExistingToSocial: false,
    appUrl: null,
    fieldErrors: {},
    unavailable: false,
    offline: false,
    notice: null,
  }
}

const stay = (state: AuthState, ...effects: AuthEffect[]): Transition => ({ state, effects })
const to = (state: AuthState, patch: Partial<AuthState>, ...effects: AuthEffect[]): Transition => ({
  state: { ...state, ...patch },
  effects,
})

/** The social callback table of SPEC §4. */
function socialAnswer(state: AuthState, status: number, data: SocialAuthData | null): Transition {
  const social = data ? { socialAuthData: data, socialProvider: data.social_auth_provider, email: data.email ?? state.email } : {}
  const socials = data?.socials ?? []
  switch (status) {
    case 200:
      return stay(state, { type: 'go_to_app' })
    case 202:
      return to(state, { ...social, step: 'sign_up_social' })
    case 409:
      return socials.length
        ? to(state, { ...social, step: 'social_exist', providers: socials })
        : to(state, { ...social, step: 'sign_in', linkExistingToSocial: true })
    case 400:
      return socials.length
        ? to(state, { ...social, step: 'social_exist', providers: socials })
        : to(state, { ...social, step: 'sign_up_social' })
    case 403:
      return data?.email ? to(state, { ...social, step: 'confirm_email' }) : stay(state, { type: 'toast', reason: 'account_disabled' })
    default:
      // 401, 422 and anything unexpected: back to the login page's first step.
      return to(initialAuthState(), {}, { type: 'toast', reason: 'social_failed' }, { type: 'open_login_page' })
  }
}

/** How every step shows a failure: the unavailable notice, refusals under the fields, or a toast. */
function failed(state: AuthState, failure: AuthFailure): Transition {
  const reachable = { unavailable: false, offline: false }
  switch (failure.reason) {
    case 'unavailable':
      return to(state, { unavailable: true, offline: false })
    case 'offline':
      return to(state, { offline: true, unavailable: false })
    case 'fields':
      return to(state, { ...reachable, fieldErrors: failure.fields })
    case 'throttled':
      return to(state, reachable, { type: 'toast', reason: 'throttled', retryAfterSec: failure.retryAfterSec })
    case 'link_invalid':
      return to(state, reachable, { type: 'toast', reason: 'reset_failed' })
    default:
      return to(state, reachable, { type: 'toast', reason: 'error' })
  }
}

const PASSKEY_TOASTS = {
  cancelled: 'passkey_cancelled',
  refused: 'passkey_failed',
  unknown: 'passkey_unknown',
  account: 'account_disabled',
} as const satisfies Record<Extract<AuthEvent, { type: 'passkey_failed' }>['reason'], ToastReason>

function next(state: AuthState, event: AuthEvent): Transition {
  switch (event.type) {
    case 'go':
      return to(state, { step: event.step })
    case 'reset':
      return stay(initialAuthState())
    case 'checked':
      if (!event.exists) return to(state, { step: 'sign_up', email: event.email })
      if (event.socials.length) return to(state, { step: 'social_exist', email: event.email, providers: event.socials })
      return to(state, { step: 'sign_in', email: event.email })
    case 'registered':
      return to(state, { step: 'confirm_email', email: event.email }, { type: 'signed_up', marketingId: event.marketingId })
    case 'login_started':
      return to(state, { emailNotVerified: false })
    case 'login_not_verified':
      return to(state, { emailNotVerified: true, email: event.email, fieldErrors: {} })
    case 'signed_in':
      return event.offerPasskey
        ? to(state, { appUrl: event.redirectTo, step: 'passkey_offer' })
        : to(state, { appUrl: event.redirectTo }, { type: 'go_to_app' })
    case 'passkey_failed':
      return stay(state, { type: 'toast', reason: PASSKEY_TOASTS[event.reason] })
    case 'social_registered':
      return to(state, { appUrl: event.redirectTo }, { type: 'signed_up', marketingId: event.marketingId }, { type: 'go_to_app' })
    case 'forgot_sent':
      return to(state, { step: 'reset_password_resend', email: event.email })
    case 'mail_sent':
      if (state.step === 'sign_in') return to(state, { notice: event.mail === 'login_link' ? 'link_sent' : 'verification_sent' })
      return stay(state, { type: 'toast', reason: event.mail === 'reset' ? 'reset_sent_again' : 'verification_sent' })
    case 'reset_link_opened':
      return to(state, { step: 'new_password', email: event.email })
    case 'reset_link_gone':
      return to(state, { step: 'reset_password' }, { type: 'toast', reason: 'reset_failed' })
    case 'password_reset':
      return to(state, { step: 'sign_in', email: event.email }, { type: 'toast', reason: event.ok ? 'reset_done' : 'reset_failed' })
    case 'social_answer':
      return socialAnswer(state, event.status, event.data)
    case 'social_failed':
      return stay(state, { type: 'toast', reason: event.failure.reason === 'other_browser' ? 'social_other_browser' : 'unavailable' })
    case 'social_registration_conflict':
      return event.data.socials.length
        ? to(state, { step: 'social_exist', providers: event.data.socials, socialAuthData: event.data })
        : to(state, { step: 'sign_in', linkExistingToSocial: true, socialAuthData: event.data })
    case 'answered':
      return state.unavailable || state.offline ? to(state, { unavailable: false, offline: false }) : stay(state)
    case 'failed':
      return failed(state, event.failure)
    case 'invalid':
      return to(state, { fieldErrors: event.fields })
  }
}

export function transition(state: AuthState, event: AuthEvent): Transition {
  const result = next(state, event)
  // A new step starts clean: the previous step's refusals and notices no longer apply.
  if (result.state.step === state.step) return result
  return { ...result, state: { ...result.state, fieldErrors: {}, notice: null } }
}

/** The state the dialog opens in, and the effects to carry out once shown, from the events it arrives with. */
export function arrive(events: readonly AuthEvent[]): Transition {
  return events.reduce<Transition>((opened, event) => {
    const { state, effects } = transition(opened.state, event)
    return { state, effects: [...opened.effects, ...effects] }
  }, stay(initialAuthState()))
}

/** What a step posted without JavaScript carries of the state, in a hidden field: the rest is the answer's. */
export type CarriedState = Pick<
  AuthState,
  'step' | 'email' | 'emailNotVerified' | 'providers' | 'socialProvider' | 'socialAuthData' | 'linkExistingToSocial'
>

export function carriedState(state: AuthState): CarriedState {
  const { step, email, emailNotVerified, providers, socialProvider, socialAuthData, linkExistingToSocial } = state
  return { step, email, emailNotVerified, providers, socialProvider, socialAuthData, linkExistingToSocial }
}

/** The state a posted step resumes from. */
export function resumedState(carried: CarriedState): AuthState {
  return { ...initialAuthState(), ...carried }
}
