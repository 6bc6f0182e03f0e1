// The contact form and the CCPA "do not sell or share" request, as their pages show them.
import { contactRequestSchema, dataSellRequestSchema } from '../../../contract/contact'
import type { LocaleCode } from '../../shared/i18n/locales'
import { RequestForm } from '../../shared/forms/request-form'
import type { RequestFormText } from './request-copy.server'
import { submitContact, submitDataSell } from './request.functions'

/** Optional fields left empty are not sent at all. */
const filled = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))

export function ContactForm({ text, locale }: { text: RequestFormText; locale: LocaleCode }) {
  return (
    <section className="card request-card" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{text.heading}</h2>
      <RequestForm
        id="contact-form"
        fields={text.fields}
        schema={contactRequestSchema}
        copy={text.copy}
        submit={(values) =>
          submitContact({ data: { name: values.name ?? '', email: values.email ?? '', message: values.message ?? '', locale } })
        }
      />
    </section>
  )
}

export function DataSellForm({ text, locale }: { text: RequestFormText; locale: LocaleCode }) {
  return (
    <section className="card request-card" aria-labelledby="data-sell-heading">
      <h2 id="data-sell-heading">{text.heading}</h2>
      <RequestForm
        id="data-sell-form"
        fields={text.fields}
        schema={dataSellRequestSchema}
        copy={text.copy}
        submit={(values) => submitDataSell({ data: { email: values.email ?? '', ...filled(values), locale } })}
      />
    </section>
  )
}
