// The words of every field error (SPEC.md §5 keys), in one language, built on the server: the one
// source for every form, so that the browser receives the page's language only (decision 013).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/auth'
import type { MessageFile } from '../i18n/locales'
import * as m from '../../paraglide/messages'
import type { FieldErrorKey } from './field-error-keys'

export type FieldErrorCopy = Record<FieldErrorKey, string>

/** The words of every field error key, in one language. */
export function fieldErrorCopy(o: { locale: MessageFile }): FieldErrorCopy {
  return {
    email_required: m.validation_email_required({}, o),
    email_not_valid: m.validation_email_not_valid({}, o),
    password_required: m.validation_password_required({}, o),
    password_min_length: m.validation_password_min_length({ min: String(PASSWORD_MIN_LENGTH) }, o),
    password_max_length: m.validation_password_max_length({ max: String(PASSWORD_MAX_LENGTH) }, o),
    confirm_password_required: m.validation_confirm_password_required({}, o),
    confirm_password_same_as_password: m.validation_confirm_password_same_as_password({}, o),
    name_required: m.validation_name_required({}, o),
    message_required: m.validation_message_required({}, o),
    field_required: m.validation_field_required({}, o),
    field_too_long: m.validation_field_too_long({}, o),
    field_invalid: m.validation_field_invalid({}, o),
    credentials: m.auth_error_credentials({}, o),
    email_taken: m.auth_error_email_taken({}, o),
    password_common: m.auth_error_password_common({}, o),
  }
}
