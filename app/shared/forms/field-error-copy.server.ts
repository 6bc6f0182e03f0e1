// Field errors (SPEC.md §5) worded on the server for the forms whose copy the server builds.
import type { MessageFile } from '../i18n/locales'
import * as m from '../../paraglide/messages'
import type { FieldErrorKey } from './field-error-keys'

/** The words of every field error key, in one language. */
export function fieldErrorCopy(o: { locale: MessageFile }): Record<FieldErrorKey, string> {
  const invalid = m.validation_field_invalid({}, o)
  return {
    email_required: m.validation_email_required({}, o),
    email_not_valid: m.validation_email_not_valid({}, o),
    name_required: m.validation_name_required({}, o),
    message_required: m.validation_message_required({}, o),
    field_required: m.validation_field_required({}, o),
    field_too_long: m.validation_field_too_long({}, o),
    field_invalid: invalid,
    // Keys of the sign-in dialog; a request form never meets them.
    password_required: invalid,
    password_min_length: invalid,
    password_max_length: invalid,
    confirm_password_required: invalid,
    confirm_password_same_as_password: invalid,
    credentials: invalid,
    email_taken: invalid,
    password_common: invalid,
  }
}
