// Field errors in the visitor's language. Contract schemas fail with rule keys (`required`,
// `email`, `min:15`); the site names each failure by SPEC.md §5's validation keys and words it
// with a paraglide message. Server-side refusals the form cannot foresee have keys of their own.
import type { FieldErrorKey } from './field-error-keys'
import { m } from '../i18n/messages'

export { fieldErrorKey, keyOfIssue, type FieldErrorKey } from './field-error-keys'

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
