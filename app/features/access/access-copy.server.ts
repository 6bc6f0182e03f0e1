// The access-denied page's copy, in the negotiated language only (see page-copy.server.ts).
import type { LocaleEntry } from '../../shared/i18n/locales'
import * as m from '../../paraglide/messages'
import { waitCopy } from '../../shared/i18n/wait-copy.server'
import { type HeadSite, pageHeadOf } from '../../shared/seo/page-head.server'
import { fieldErrorCopy } from '../../shared/forms/field-error-copy.server'
import type { RequestField, RequestFormCopy } from '../../shared/forms/request-form'

export function accessDeniedCopy(locale: LocaleEntry, config: HeadSite, country: string | null) {
  const site = config.siteName
  const o = { locale: locale.file }
  let countryName: string | undefined
  try {
    countryName = country ? new Intl.DisplayNames([locale.iso], { type: 'region' }).of(country.toUpperCase()) : undefined
  } catch {
    countryName = undefined
  }
  const name = countryName ?? m.access_denied_unknown_country({}, o)
  return {
    // One address for every language: no country in its title (the negotiated locale's is not the visitor's).
    head: {
      ...pageHeadOf({ title: m.access_denied_title({}, o), description: m.access_denied_description({ site }, o) }, locale, config),
      variants: false as const,
    },
    heading: m.access_denied_heading({ site, country: name }, o),
    text: m.access_denied_text({ site }, o),
    fields: [{ name: 'email', label: m.access_denied_email_label({}, o), kind: 'email', autoComplete: 'email' }] satisfies RequestField[],
    form: {
      submit: m.access_denied_submit({}, o),
      optional: m.form_optional({}, o),
      successTitle: m.access_denied_success({ site }, o),
      successText: '',
      errorTitle: m.access_denied_error({}, o),
      errorText: '',
      offline: m.form_offline({}, o),
      rateLimited: m.form_rate_limited({ wait: '{wait}' }, o),
      wait: waitCopy(o),
      errors: { ...fieldErrorCopy(o), email_not_valid: m.access_denied_email_invalid({}, o) },
    } satisfies RequestFormCopy,
  }
}
export type AccessDeniedCopy = ReturnType<typeof accessDeniedCopy>
