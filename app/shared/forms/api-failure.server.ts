// The one mapping from a failed API call to what a form shows (form-outcome.ts). The API may
// answer a 422 with the contract's rule keys (`required`, `max:120`) or, as a Laravel backend
// does, with sentences ("The email has already been taken."); both become SPEC §5 keys.
import { parseRule, type Rule } from '../../../contract/validation'
import type { ApiFailure, ApiResult } from '../api/api-client.server'
import { fieldErrorKey } from './field-error-keys'
import type { FieldErrors, FormFailure } from './form-outcome'

/** The rule behind one API field error: a rule key as the contract writes it, or a Laravel sentence. */
export function ruleOf(message: string): Rule {
  const rule = parseRule(message)
  if (rule.name !== 'format' || message === 'format') return rule
  if (/required/i.test(message)) return { name: 'required' }
  if (/valid email/i.test(message)) return { name: 'email' }
  if (/already been taken/i.test(message)) return { name: 'unique' }
  if (/must match/i.test(message)) return { name: 'same' }
  if (/at least \d+ characters/i.test(message)) return { name: 'min' }
  if (/greater than|at most|too long|not exceed/i.test(message)) return { name: 'max' }
  return { name: 'format' }
}

/** A 422's field errors, each under the form's name for it (`rename` maps the API's names). */
export function fieldErrorsOf<F extends string>(errors: Record<string, string[]>, rename: Partial<Record<string, F>> = {}): FieldErrors<F> {
  const fields: FieldErrors<F> = {}
  for (const [apiField, messages] of Object.entries(errors)) {
    const field = rename[apiField] ?? (apiField as F)
    fields[field] ??= fieldErrorKey(field, ruleOf(messages[0] ?? ''))
  }
  return fields
}

type HttpFailure = Extract<ApiFailure, { kind: 'http' }>

export interface FailureOptions<F extends string, S> {
  /** The API's field names that the form calls otherwise (`password` → `password_new`). */
  rename?: Partial<Record<string, F>>
  /** An endpoint's own reading of a status (a login's 401, a link's 403), before the general rules. */
  specific?: (error: HttpFailure) => S | null
}

/**
 * A failed call as the form's failure. The API unreachable, a timeout, a 5xx or an answer outside
 * the contract: unavailable. 429: throttled, for as long as Retry-After says (a minute without it).
 * A 422 with field errors: those fields. Anything else: rejected.
 */
export function failureOf<F extends string = string, S = never>(error: ApiFailure, options: FailureOptions<F, S> = {}): FormFailure<F> | S {
  if (error.kind !== 'http' || error.status >= 500) return { ok: false, reason: 'unavailable' }
  if (error.status === 429) return { ok: false, reason: 'throttled', retryAfterSec: error.retryAfterSec ?? 60 }
  const specific = options.specific?.(error)
  if (specific) return specific
  if (error.status === 422 && error.errors && Object.keys(error.errors).length > 0) {
    return { ok: false, reason: 'fields', fields: fieldErrorsOf(error.errors, options.rename) }
  }
  return { ok: false, reason: 'rejected' }
}

/** An API call's result as a form's outcome: success, or its failure. */
export function outcomeOf<F extends string = string>(result: ApiResult<unknown>): { ok: true } | FormFailure<F> {
  return result.ok ? { ok: true } : failureOf<F>(result.error)
}
