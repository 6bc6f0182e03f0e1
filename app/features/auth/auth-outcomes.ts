// What a sign-in server function answers when it does not succeed, in terms the dialog can word
// in the visitor's language (the browser-safe half of auth.server.ts).
import type { FieldErrorKey } from '../../shared/forms/field-errors'

export type AuthField = 'email' | 'password' | 'password_new' | 'confirm_password'

/** Why a request did not succeed, in terms the dialog can word. */
export type AuthFailure =
  | { ok: false; reason: 'unavailable' }
  | { ok: false; reason: 'throttled'; retryAfterSec: number }
  | { ok: false; reason: 'fields'; fields: Partial<Record<AuthField, FieldErrorKey>> }
  | { ok: false; reason: 'not_verified' }
  | { ok: false; reason: 'link_invalid' }
  | { ok: false; reason: 'rejected' }
  /** An OAuth return this browser did not begin (or whose 10 minutes are over). */
  | { ok: false; reason: 'other_browser' }
