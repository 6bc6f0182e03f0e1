// Which validation key names a failing field (SPEC.md §5): contract schemas fail with rule keys
// (`required`, `email`, `max:120`), named here by field, and the message that words each key in
// the page's language (the `validation_` and `auth_error_` messages every form's page sends).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Rule } from '../../../contract/field-rules'
import { type Messages, t } from '../i18n/messages'

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

/** The namespaces of the field errors' messages, which a page with a form sends. */
export const FIELD_ERROR_NAMESPACES = ['validation_', 'auth_error_'] as const
export type FieldErrorMessages = Messages<(typeof FIELD_ERROR_NAMESPACES)[number]>

const FIELD_ERROR_MESSAGES = {
  email_required: 'validation_email_required',
  email_not_valid: 'validation_email_not_valid',
  password_required: 'validation_password_required',
  password_min_length: 'validation_password_min_length',
  password_max_length: 'validation_password_max_length',
  confirm_password_required: 'validation_confirm_password_required',
  confirm_password_same_as_password: 'validation_confirm_password_same_as_password',
  name_required: 'validation_name_required',
  message_required: 'validation_message_required',
  field_required: 'validation_field_required',
  field_too_long: 'validation_field_too_long',
  field_invalid: 'validation_field_invalid',
  credentials: 'auth_error_credentials',
  email_taken: 'auth_error_email_taken',
  password_common: 'auth_error_password_common',
} as const satisfies Record<FieldErrorKey, keyof FieldErrorMessages>

/** The words of a field error, in the page's language. */
export function fieldErrorText(messages: FieldErrorMessages, key: FieldErrorKey): string {
  return t(messages, FIELD_ERROR_MESSAGES[key], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
}

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
