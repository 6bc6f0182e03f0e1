// The contact form and the CCPA "do not sell or share" request, as their pages show them: each in
// its card, titled by its heading.
import type { LocaleCode } from '../../shared/i18n/locales'
import type { PostedOutcome } from '../../shared/forms/posted-outcome'
import type { FormFields, FormSpec, FormValues } from '../../shared/forms/form-values'
import { RequestForm, type RequestOutcome } from '../../shared/forms/request-form'
import type { RequestFormText } from './request-copy.server'
import { contactFormSpec, dataSellFormSpec } from './request-form-specs'
import { submitContact, submitDataSell } from './request.functions'

interface FormProps {
  text: RequestFormText
  locale: LocaleCode
  /** What a post made before the page ran led to. */
  posted?: PostedOutcome | null
}

function RequestCard<F extends FormFields>({
  id,
  spec,
  submit,
  text,
  posted,
}: Omit<FormProps, 'locale'> & { id: string; spec: FormSpec<F>; submit: (values: FormValues<F>) => Promise<RequestOutcome> }) {
  return (
    <section className="card request-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <RequestForm id={id} spec={spec} fields={text.fields} copy={text.copy} posted={posted} submit={submit} />
    </section>
  )
}

export function ContactForm({ locale, ...props }: FormProps) {
  return <RequestCard {...props} id="contact-form" spec={contactFormSpec} submit={(form) => submitContact({ data: { locale, form } })} />
}

export function DataSellForm({ locale, ...props }: FormProps) {
  return (
    <RequestCard {...props} id="data-sell-form" spec={dataSellFormSpec} submit={(form) => submitDataSell({ data: { locale, form } })} />
  )
}
