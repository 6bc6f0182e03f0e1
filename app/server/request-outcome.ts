// An API answer to a request form (contact, opt-out, notify-me) as the form's outcome: field
// errors named by SPEC.md §5's keys, throttling, or "unavailable" for everything else.
import { parseRule } from '../../contract/validation'
import { fieldErrorKey, type FieldErrorKey } from '../ui/field-error-keys'
import type { RequestOutcome } from '../ui/request-form'
import type { ApiResult } from './api-client.server'

/** The API's answer as the form's outcome. */
export function outcomeOf(result: ApiResult<unknown>): RequestOutcome {
  if (result.ok) return { ok: true }
  const { error } = result
  if (error.kind === 'http' && error.status === 429) return { ok: false, reason: 'rate_limited' }
  if (error.kind === 'http' && error.status === 422 && error.errors) {
    const fields: Partial<Record<string, FieldErrorKey>> = {}
    for (const [field, rules] of Object.entries(error.errors)) fields[field] = fieldErrorKey(field, parseRule(rules[0] ?? ''))
    return { ok: false, reason: 'fields', fields }
  }
  return { ok: false, reason: 'unavailable' }
}
