// The access-denied page (canvas layout): names the visitor's country and offers to e-mail them
// when the service becomes available, with the site's shared request form.
import type { LocaleCode } from '../../shared/i18n/locales'
import type { PostedOutcome } from '../../shared/forms/posted-outcome'
import { RequestForm } from '../../shared/forms/request-form'
import type { AccessDeniedCopy } from './access-copy.server'
import { notifyMeFormSpec } from './notify-me-form'
import { submitNotifyMe } from './notify-me.functions'

export function AccessDeniedPage({
  copy,
  country,
  locale,
  siteName,
  posted,
}: {
  copy: AccessDeniedCopy
  country: string | null
  locale: LocaleCode
  siteName: string
  /** What a post made before the page ran led to. */
  posted?: PostedOutcome | null
}) {
  return (
    <main className="canvas-layout" id="main-content">
      <div className="canvas-card">
        <p className="brand brand--static">{siteName}</p>
        <h1>{copy.heading}</h1>
        <p>{copy.text}</p>
        <RequestForm
          id="notify-me-form"
          layout="inline"
          fields={copy.fields}
          spec={notifyMeFormSpec}
          copy={copy.form}
          posted={posted}
          submit={(form) => submitNotifyMe({ data: { locale, form, country } })}
        />
      </div>
    </main>
  )
}
