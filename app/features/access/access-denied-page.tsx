// The access-denied page (canvas layout): names the visitor's country and offers to e-mail them
// when the service becomes available, with the site's shared request form.
import { notifyMeRequestSchema } from '../../../contract/contact'
import type { LocaleCode } from '../../shared/i18n/locales'
import { RequestForm } from '../../shared/forms/request-form'
import type { AccessDeniedCopy } from './access-copy.server'
import { submitNotifyMe } from './notify-me.functions'

const notifyMeFormSchema = notifyMeRequestSchema.pick({ email: true })

export function AccessDeniedPage({
  copy,
  country,
  locale,
  siteName,
}: {
  copy: AccessDeniedCopy
  country: string | null
  locale: LocaleCode
  siteName: string
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
          schema={notifyMeFormSchema}
          copy={copy.form}
          submit={(values) =>
            submitNotifyMe({ data: { email: values.email ?? '', locale, ...(country ? { country_code: country } : {}) } })
          }
        />
      </div>
    </main>
  )
}
