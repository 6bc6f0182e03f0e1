// Field errors in the visitor's language. Contract schemas fail with rule keys (`required`,
// `email`, `min:15`); the site names each failure by SPEC.md §5's validation keys and words it
// with a paraglide message. Server-side refusals the form cannot foresee have keys of their own.
import { parseRule, type Rule } from '../../contract/validation'
import { m } from './messages'

export type FieldErrorKey =
  | 'email_required'
  | 'email_not_valid'
  | 'password_required'
  | 'password_min_length'
  | 'password_max_length'
  | 'confirm_password_required'
  | 'confirm_password_same_as_password'
  | 'name_required'
  | 'message_required'
  | 'field_required'
  | 'field_too_long'
  | 'field_invalid'
  | 'credentials'
  | 'email_taken'
  | 'password_common'

/** The SPEC §5 key of a rule failing on a field. */
export function fieldErrorKey(field: string, rule: Rule): FieldErrorKey {
  const base = field === 'password_new' ? 'password' : field
  if (rule.name === 'required' || rule.name === 'string') {
    if (base === 'email' || base === 'password' || base === 'confirm_password' || base === 'name' || base === 'message')
      return `${base}_required`
    return 'field_required'
  }
  if (base === 'email' && rule.name === 'email') return 'email_not_valid'
  if (base === 'password' && rule.name === 'min') return 'password_min_length'
  if (base === 'password' && rule.name === 'max') return 'password_max_length'
  if (base === 'confirm_password' && rule.name === 'same') return 'confirm_password_same_as_password'
  if (rule.name === 'max') return 'field_too_long'
  return 'field_invalid'
}

/** A form library's error for a field (a zod issue or its message) → its key, or null. */
export function keyOfIssue(field: string, issue: unknown): FieldErrorKey | null {
  const message =
    typeof issue === 'string' ? issue : typeof issue === 'object' && issue !== null && 'message' in issue ? issue.message : null
  return typeof message === 'string' ? fieldErrorKey(field, parseRule(message)) : null
}

export function fieldErrorMessage(key: FieldErrorKey, params: { min?: number; max?: number } = {}): string {
  switch (key) {
    case 'email_required':
      return m.validation_email_required()
    case 'email_not_valid':
      return m.validation_email_not_valid()
    case 'password_required':
      return m.validation_password_required()
    case 'password_min_length':
      return m.validation_password_min_length({ min: String(params.min ?? 15) })
    case 'password_max_length':
      return m.validation_password_max_length({ max: String(params.max ?? 128) })
    case 'confirm_password_required':
      return m.validation_confirm_password_required()
    case 'confirm_password_same_as_password':
      return m.validation_confirm_password_same_as_password()
    case 'name_required':
      return m.validation_name_required()
    case 'message_required':
      return m.validation_message_required()
    case 'field_required':
      return m.validation_field_required()
    case 'field_too_long':
      return m.validation_field_too_long()
    case 'field_invalid':
      return m.validation_field_invalid()
    case 'credentials':
      return m.auth_error_credentials()
    case 'email_taken':
      return m.auth_error_email_taken()
    case 'password_common':
      return m.auth_error_password_common()
  }
}
