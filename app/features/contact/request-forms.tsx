// The contact form and the CCPA "do not sell or share" request, as their pages show them: each in
// its card, titled by its heading, worded from the page's record.
import type { LocaleCode } from '../../shared/i18n/locales'
import { type Messages, t } from '../../shared/i18n/messages'
import type { PostedOutcome } from '../../shared/forms/posted-outcome'
import {
  RequestForm,
  type RequestField,
  type RequestFormMessages,
  type RequestFormWords,
  type RequestOutcome,
} from '../../shared/forms/request-form'
import type { FormFields, FormSpec, FormValues } from '../../shared/forms/form-values'
import { contactFormSpec, dataSellFormSpec } from './request-form-specs'
import { submitContact, submitDataSell } from './request.functions'

interface FormProps<N extends 'contact_form_' | 'personal_info_form_'> {
  messages: RequestFormMessages & Messages<N>
  locale: LocaleCode
  /** What a post made before the page ran led to. */
  posted?: PostedOutcome | null
}

function RequestCard<F extends FormFields>(props: {
  id: string
  heading: string
  spec: FormSpec<F>
  fields: RequestField[]
  messages: RequestFormMessages
  words: RequestFormWords
  submit: (values: FormValues<F>) => Promise<RequestOutcome>
  posted?: PostedOutcome | null
}) {
  const { id, heading, ...form } = props
  return (
    <section className="card request-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <RequestForm id={id} {...form} />
    </section>
  )
}

/** `supportEmail`: where to write when the form cannot send. */
export function ContactForm({ messages, locale, posted, supportEmail }: FormProps<'contact_form_'> & { supportEmail: string }) {
  return (
    <RequestCard
      id="contact-form"
      heading={t(messages, 'contact_form_heading')}
      spec={contactFormSpec}
      fields={[
        { name: 'name', label: t(messages, 'contact_form_name'), kind: 'text', autoComplete: 'name' },
        { name: 'email', label: t(messages, 'form_email_label'), kind: 'email', autoComplete: 'email' },
        { name: 'message', label: t(messages, 'contact_form_message'), kind: 'textarea', hint: t(messages, 'contact_form_message_hint') },
      ]}
      messages={messages}
      words={{
        submit: t(messages, 'contact_form_submit'),
        successTitle: t(messages, 'contact_form_success_title'),
        successText: (email) => t(messages, 'contact_form_success_text', { email }),
        errorTitle: t(messages, 'contact_form_error_title'),
        errorText: t(messages, 'contact_form_error_text', { email: supportEmail }),
        sendAnother: t(messages, 'form_send_another'),
      }}
      posted={posted}
      submit={(form) => submitContact({ data: { locale, form } })}
    />
  )
}

/** `privacyEmail`: where to write when the form cannot send. */
export function DataSellForm({ messages, locale, posted, privacyEmail }: FormProps<'personal_info_form_'> & { privacyEmail: string }) {
  return (
    <RequestCard
      id="data-sell-form"
      heading={t(messages, 'personal_info_form_heading')}
      spec={dataSellFormSpec}
      fields={[
        { name: 'email', label: t(messages, 'form_email_label'), kind: 'email', autoComplete: 'email' },
        { name: 'name', label: t(messages, 'personal_info_form_name'), kind: 'text', autoComplete: 'name', optional: true },
        { name: 'state', label: t(messages, 'personal_info_form_state'), kind: 'text', autoComplete: 'address-level1', optional: true },
        { name: 'message', label: t(messages, 'personal_info_form_message'), kind: 'textarea', optional: true },
      ]}
      messages={messages}
      words={{
        submit: t(messages, 'personal_info_form_submit'),
        successTitle: t(messages, 'personal_info_form_success_title'),
        successText: (email) => t(messages, 'personal_info_form_success_text', { email }),
        errorTitle: t(messages, 'personal_info_form_error_title'),
        errorText: t(messages, 'personal_info_form_error_text', { email: privacyEmail }),
      }}
      posted={posted}
      submit={(form) => submitDataSell({ data: { locale, form } })}
    />
  )
}
