// What the sign-in UI (the dialog's steps, the login page's panels, their toasts and field
// errors) reads, which the routes that show it load with their page: the messages of its
// namespaces, in the page's language, for the page's record; whether this deployment offers
// passkeys; and the e-mailed links' lifetimes in the page's language (auth-messages.functions.ts).
import type { Messages } from '../../shared/i18n/messages'
import type { AuthStep } from './auth-machine'

export const AUTH_NAMESPACES = ['auth_', 'link_', 'toast_', 'wait_', 'validation_', 'form_offline'] as const
export type AuthMessages = Messages<(typeof AUTH_NAMESPACES)[number]>

export interface AuthOptions {
  /** Whether this deployment offers passkeys (site config `passkeyRpId`, decision 034); the browser decides whether it can. */
  passkeys: boolean
  /** How long the e-mailed sign-in and reset links work, in words ("10 minutes"): the tokens' real lifetimes. */
  lifetimes: { login: string; reset: string }
}

/** The sign-in UI's words and options, as its routes' loader data holds them. */
export type AuthWords = AuthOptions & { messages: AuthMessages }

/** Each step's heading; `{provider}` in a social one. */
export const STEP_TITLES = {
  check_email: 'auth_check_title',
  sign_in: 'auth_signin_title',
  sign_up: 'auth_signup_title',
  sign_up_social: 'auth_signup_social_title',
  reset_password: 'auth_reset_title',
  reset_password_resend: 'auth_reset_sent_title',
  confirm_email: 'auth_confirm_title',
  social_exist: 'auth_social_exist_title',
  new_password: 'auth_new_password_title',
  passkey_offer: 'auth_passkey_offer_title',
} as const satisfies Record<AuthStep, keyof AuthMessages>
