// The contact form and the CCPA "do not sell or share" request, as their pages show them.
import { contactRequestSchema, dataSellRequestSchema } from '../../../contract/contact'
import type { LocaleCode } from '../../shared/i18n/locales'
import { RequestForm } from '../../shared/forms/request-form'
import type { RequestFormText } from './request-copy.server'
import { submitContact, submitDataSell } from './request.functions'

/** Optional fields left empty are not sent at all. */
const filled = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))

/** A request form in its card, titled by its heading. */
function RequestCard({
  id,
  text,
  ...form
}: { id: string; text: RequestFormText } & Pick<Parameters<typeof RequestForm>[0], 'schema' | 'submit'>) {
  return (
    <section className="card request-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <RequestForm id={id} fields={text.fields} copy={text.copy} {...form} />
    </section>
  )
}

export function ContactForm({ text, locale }: { text: RequestFormText; locale: LocaleCode }) {
  return (
    <RequestCard
      id="contact-form"
      text={text}
      schema={contactRequestSchema}
      submit={(values) =>
        submitContact({ data: { name: values.name ?? '', email: values.email ?? '', message: values.message ?? '', locale } })
      }
    />
  )
}

export function DataSellForm({ text, locale }: { text: RequestFormText; locale: LocaleCode }) {
  return (
    <RequestCard
      id="data-sell-form"
      text={text}
      schema={dataSellRequestSchema}
      submit={(values) => submitDataSell({ data: { email: values.email ?? '', ...filled(values), locale } })}
    />
  )
}
