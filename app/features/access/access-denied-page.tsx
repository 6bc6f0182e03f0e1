// The access-denied page (canvas layout): names the visitor's country and offers to e-mail them
// when the service becomes available, with the site's shared request form.
import type { LocaleCode } from '../../shared/i18n/locales'
import { t } from '../../shared/i18n/messages'
import { fieldErrorText } from '../../shared/forms/field-error-keys'
import type { PostedOutcome } from '../../shared/forms/posted-outcome'
import { RequestForm } from '../../shared/forms/request-form'
import type { AccessDeniedMessages } from './access-messages'
import { notifyMeFormSpec } from './notify-me-form'
import { submitNotifyMe } from './notify-me.functions'

export function AccessDeniedPage({
  messages,
  country,
  countryName,
  locale,
  siteName: site,
  posted,
}: {
  messages: AccessDeniedMessages
  /** The visitor's lower-case ISO country, and its name in the page's language; null when unknown. */
  country: string | null
  countryName: string | null
  locale: LocaleCode
  siteName: string
  /** What a post made before the page ran led to. */
  posted?: PostedOutcome | null
}) {
  return (
    <main className="canvas-layout" id="main-content">
      <div className="canvas-card">
        <p className="brand brand--static">{site}</p>
        <h1>
          {country && countryName
            ? t(messages, 'access_denied_heading', { site, country: countryName, code: country })
            : t(messages, 'access_denied_heading_unknown', { site })}
        </h1>
        <p>{t(messages, 'access_denied_text', { site })}</p>
        <RequestForm
          id="notify-me-form"
          layout="inline"
          fields={[{ name: 'email', label: t(messages, 'access_denied_email_label'), kind: 'email', autoComplete: 'email' }]}
          spec={notifyMeFormSpec}
          messages={messages}
          words={{
            submit: t(messages, 'access_denied_submit'),
            successTitle: t(messages, 'access_denied_success', { site }),
            errorTitle: t(messages, 'access_denied_error'),
          }}
          fieldError={(key) => (key === 'email_not_valid' ? t(messages, 'access_denied_email_invalid') : fieldErrorText(messages, key))}
          posted={posted}
          submit={(form) => submitNotifyMe({ data: { locale, form, country } })}
        />
      </div>
    </main>
  )
}
