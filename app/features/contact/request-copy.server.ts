// The words of the site's small request forms, in one language, built on the server like the
// rest of the page copy (decision 013). Field errors use SPEC.md §5's validation messages.
import type { LocaleEntry } from '../../shared/i18n/locales'
import * as m from '../../paraglide/messages'
import { waitCopy } from '../../shared/i18n/wait-copy.server'
import { fieldErrorCopy as fieldErrors } from '../../shared/forms/field-error-copy.server'
import type { RequestField, RequestFormCopy } from '../../shared/forms/request-form'

export function contactFormCopy(locale: LocaleEntry, supportEmail: string) {
  const o = { locale: locale.file }
  const fields: RequestField[] = [
    { name: 'name', label: m.contact_form_name({}, o), kind: 'text', autoComplete: 'name' },
    { name: 'email', label: m.form_email_label({}, o), kind: 'email', autoComplete: 'email' },
    { name: 'message', label: m.contact_form_message({}, o), kind: 'textarea', hint: m.contact_form_message_hint({}, o) },
  ]
  const copy: RequestFormCopy = {
    submit: m.contact_form_submit({}, o),
    optional: m.form_optional({}, o),
    successTitle: m.contact_form_success_title({}, o),
    successText: m.contact_form_success_text({ email: '{email}' }, o),
    errorTitle: m.contact_form_error_title({}, o),
    errorText: m.contact_form_error_text({ email: supportEmail }, o),
    offline: m.form_offline({}, o),
    rateLimited: m.form_rate_limited({ wait: '{wait}' }, o),
    wait: waitCopy(o),
    sendAnother: m.form_send_another({}, o),
    errors: fieldErrors(o),
  }
  return { heading: m.contact_form_heading({}, o), fields, copy }
}

export function dataSellFormCopy(locale: LocaleEntry, privacyEmail: string) {
  const o = { locale: locale.file }
  const fields: RequestField[] = [
    { name: 'email', label: m.form_email_label({}, o), kind: 'email', autoComplete: 'email' },
    { name: 'name', label: m.personal_info_form_name({}, o), kind: 'text', autoComplete: 'name', optional: true },
    { name: 'state', label: m.personal_info_form_state({}, o), kind: 'text', autoComplete: 'address-level1', optional: true },
    { name: 'message', label: m.personal_info_form_message({}, o), kind: 'textarea', optional: true },
  ]
  const copy: RequestFormCopy = {
    submit: m.personal_info_form_submit({}, o),
    optional: m.form_optional({}, o),
    successTitle: m.personal_info_form_success_title({}, o),
    successText: m.personal_info_form_success_text({ email: '{email}' }, o),
    errorTitle: m.personal_info_form_error_title({}, o),
    errorText: m.personal_info_form_error_text({ email: privacyEmail }, o),
    offline: m.form_offline({}, o),
    rateLimited: m.form_rate_limited({ wait: '{wait}' }, o),
    wait: waitCopy(o),
    errors: fieldErrors(o),
  }
  return { heading: m.personal_info_form_heading({}, o), fields, copy }
}

export type RequestFormText = ReturnType<typeof contactFormCopy>
