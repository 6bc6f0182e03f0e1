// What submitting a form answers, for every form of the site (the sign-in dialog and the request
// forms alike): success with its data, or one of a few failures the form knows how to show —
// field errors under their fields, throttling, the service unavailable, or a plain refusal. The
// server builds them from the API's answer (api-failure.server.ts); the words come from one place
// (field-error-copy.server.ts).
import type { FieldErrorKey } from './field-error-keys'

/** Failing fields, each with its SPEC §5 key. */
export type FieldErrors<F extends string = string> = Partial<Record<F, FieldErrorKey>>

export type FormFailure<F extends string = string> =
  | { ok: false; reason: 'fields'; fields: FieldErrors<F> }
  | { ok: false; reason: 'throttled'; retryAfterSec: number }
  | { ok: false; reason: 'unavailable' }
  | { ok: false; reason: 'rejected' }

/** After a failed submit, focus goes to the first field that is invalid (once React has rendered it). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
