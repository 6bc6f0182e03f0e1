// Which validation key names a failing field (SPEC.md §5): contract schemas fail with rule keys
// (`required`, `email`, `max:120`), named here by field. No messages: every form words the keys
// with copy the server built in the page's language (field-error-copy.server.ts).
import type { Rule } from '../../../contract/field-rules'

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
  if (base === 'email' && rule.name === 'unique') return 'email_taken'
  if (base === 'password' && rule.name === 'min') return 'password_min_length'
  if (base === 'password' && rule.name === 'max') return 'password_max_length'
  if (base === 'confirm_password' && rule.name === 'same') return 'confirm_password_same_as_password'
  if (rule.name === 'max') return 'field_too_long'
  // A new password the API refuses for what it is (too common, the address itself): the client
  // checks every other rule before sending.
  if (base === 'password' && rule.name === 'format') return 'password_common'
  return 'field_invalid'
}
