// The dialog's words the server builds in the page's language (decision 013): the field errors,
// from the one source every form of the site uses, so no error wording ships in every language.
import { fieldErrorCopy } from '../../shared/forms/field-error-copy.server'
import type { LocaleEntry } from '../../shared/i18n/locales'

export function authCopy(locale: LocaleEntry) {
  return { errors: fieldErrorCopy({ locale: locale.file }) }
}
export type AuthCopy = ReturnType<typeof authCopy>
