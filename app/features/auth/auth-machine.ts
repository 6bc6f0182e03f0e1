// The auth dialog as a pure state machine (SPEC.md §2 steps, §4 transitions and the social
// callback table). Server-function results come in as events; the next state and the effects the
// dialog must carry out (leave for the member app, show a toast) come out. No React, no I/O.
import type { SocialProvider } from '../../../contract/vocabulary'

export const AUTH_STEPS = [
  'check_email',
  'sign_in',
  'sign_up',
  'sign_up_social',
  'reset_password',
  'reset_password_resend',
  'confirm_email',
  'social_exist',
] as const
export type AuthStep = (typeof AUTH_STEPS)[number]

/** What a social answer tells about the identity (SPEC §3 "Social callback data"). */
export interface SocialAuthData {
  email: string | null
  socials: SocialProvider[]
  social_auth_provider: SocialProvider
  signed_url?: string
}

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
}

/** Why a toast is shown; the dialog words it in the visitor's language. */
export type ToastReason =
  'account_disabled' | 'social_failed' | 'social_other_browser' | 'throttled' | 'unavailable' | 'reset_done' | 'reset_failed'

export type AuthEffect =
  { type: 'go_to_app' } | { type: 'toast'; reason: ToastReason; retryAfterSec?: number } | { type: 'open_login_page' }

export type AuthEvent =
  /** The visitor chose a step directly (forgot password, back, sign in with a link instead…). */
  | { type: 'go'; step: AuthStep }
  | { type: 'reset' }
  | { type: 'checked'; email: string; exists: boolean; socials: SocialProvider[] }
  | { type: 'registered'; email: string }
  | { type: 'login_started' }
  | { type: 'login_not_verified'; email: string }
  | { type: 'signed_in' }
  | { type: 'forgot_sent'; email: string }
  /** Whatever the result: the token is spent, the visitor signs in with the new password. */
  | { type: 'password_reset'; email: string; ok: boolean }
  | { type: 'social_answer'; status: number; data: SocialAuthData | null }
  | { type: 'social_registered' }
  /** A social registration POST answered 400: the address has an account (its data may offer a link). */
  | { type: 'social_registration_conflict'; data: SocialAuthData }

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

export function transition(state: AuthState, event: AuthEvent): Transition {
  switch (event.type) {
    case 'go':
      return to(state, { step: event.step })
    case 'reset':
      return to(state, {
        step: 'check_email',
        email: '',
        providers: [],
        socialProvider: null,
        socialAuthData: null,
        linkExistingToSocial: false,
        emailNotVerified: false,
      })
    case 'checked':
      if (!event.exists) return to(state, { step: 'sign_up', email: event.email })
      if (event.socials.length) return to(state, { step: 'social_exist', email: event.email, providers: event.socials })
      return to(state, { step: 'sign_in', email: event.email })
    case 'registered':
      return to(state, { step: 'confirm_email', email: event.email })
    case 'login_started':
      return to(state, { emailNotVerified: false })
    case 'login_not_verified':
      return to(state, { emailNotVerified: true, email: event.email })
    case 'signed_in':
    case 'social_registered':
      return stay(state, { type: 'go_to_app' })
    case 'forgot_sent':
      return to(state, { step: 'reset_password_resend', email: event.email })
    case 'password_reset':
      return to(state, { step: 'sign_in', email: event.email }, { type: 'toast', reason: event.ok ? 'reset_done' : 'reset_failed' })
    case 'social_answer':
      return socialAnswer(state, event.status, event.data)
    case 'social_registration_conflict':
      return event.data.socials.length
        ? to(state, { step: 'social_exist', providers: event.data.socials, socialAuthData: event.data })
        : to(state, { step: 'sign_in', linkExistingToSocial: true, socialAuthData: event.data })
  }
}
