// An API answer to a request form (contact, opt-out, notify-me) as the form's outcome: field
// errors named by SPEC.md §5's keys, throttling, or "unavailable" for everything else.
import { parseRule, type Rule } from '../../../contract/validation'
import { fieldErrorKey, type FieldErrorKey } from './field-error-keys'
import type { RequestOutcome } from './request-form'
import type { ApiResult } from '../api/api-client.server'

/**
 * The rule behind an API field error: a rule key (`required`, `max:120`) as the contract writes
 * it, or a Laravel-style sentence ("The name field is required.") as the reference API answers.
 */
export function ruleOf(message: string): Rule {
  const rule = parseRule(message)
  if (rule.name !== 'format' || message === 'format') return rule
  if (/required/i.test(message)) return { name: 'required' }
  if (/valid email/i.test(message)) return { name: 'email' }
  if (/greater than|at most|too long|not exceed/i.test(message)) return { name: 'max' }
  return { name: 'format' }
}

/** The API's answer as the form's outcome. */
export function outcomeOf(result: ApiResult<unknown>): RequestOutcome {
  if (result.ok) return { ok: true }
  const { error } = result
  if (error.kind === 'http' && error.status === 429) return { ok: false, reason: 'rate_limited' }
  if (error.kind === 'http' && error.status === 422 && error.errors) {
    const fields: Partial<Record<string, FieldErrorKey>> = {}
    for (const [field, messages] of Object.entries(error.errors)) fields[field] = fieldErrorKey(field, ruleOf(messages[0] ?? ''))
    return { ok: false, reason: 'fields', fields }
  }
  return { ok: false, reason: 'unavailable' }
}
