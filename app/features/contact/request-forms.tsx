// The contact form and the CCPA "do not sell or share" request, as their pages show them.
import type { LocaleCode } from '../../shared/i18n/locales'
import type { PostedOutcome } from '../../shared/forms/posted-outcome'
import { RequestForm } from '../../shared/forms/request-form'
import type { RequestFormText } from './request-copy.server'
import { contactFormSpec, dataSellFormSpec } from './request-form-specs'
import { submitContact, submitDataSell } from './request.functions'

interface FormProps {
  text: RequestFormText
  locale: LocaleCode
  /** What a post made before the page ran led to. */
  posted?: PostedOutcome | null
}

/** A request form in its card, titled by its heading. */
function RequestCard({ id, text, children }: { id: string; text: RequestFormText; children: React.ReactNode }) {
  return (
    <section className="card request-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      {children}
    </section>
  )
}

export function ContactForm({ text, locale, posted }: FormProps) {
  return (
    <RequestCard id="contact-form" text={text}>
      <RequestForm
        id="contact-form"
        spec={contactFormSpec}
        fields={text.fields}
        copy={text.copy}
        posted={posted}
        submit={(form) => submitContact({ data: { locale, form } })}
      />
    </RequestCard>
  )
}

export function DataSellForm({ text, locale, posted }: FormProps) {
  return (
    <RequestCard id="data-sell-form" text={text}>
      <RequestForm
        id="data-sell-form"
        spec={dataSellFormSpec}
        fields={text.fields}
        copy={text.copy}
        posted={posted}
        submit={(form) => submitDataSell({ data: { locale, form } })}
      />
    </RequestCard>
  )
}
