// What a sign-in server function answers when it does not succeed, in terms the dialog can word
// in the visitor's language (the browser-safe half of auth.server.ts).
import type { FormFailure } from '../../shared/forms/form-outcome'

export type AuthField = 'email' | 'password' | 'password_new' | 'confirm_password'

/** Why a request did not succeed: a form's failure (shared/forms), or one that is sign-in's own. */
export type AuthFailure =
  | FormFailure<AuthField>
  | { ok: false; reason: 'not_verified' }
  | { ok: false; reason: 'link_invalid' }
  /** An OAuth return this browser did not begin (or whose 10 minutes are over). */
  | { ok: false; reason: 'other_browser' }
