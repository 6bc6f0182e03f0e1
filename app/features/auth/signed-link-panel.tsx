// /login?from=email: an e-mailed verification or one-time sign-in link, whose signed URL waits on
// the server (shared/session/pending-link.ts); `purpose` is null when none does. Nothing is POSTed until
// the visitor clicks Continue (mail scanners open links on their own); an expired or used link
// says so and offers a new one.
import { useForm } from '@tanstack/react-form'
import { useId, useState } from 'react'
import type { LocaleCode } from '../../shared/i18n/locales'
import { m } from '../../shared/i18n/messages'
import { TextField } from '../../shared/forms/form-fields'
import { emailForm } from './auth-forms'
import type { AuthCopy } from './auth-copy.server'
import { bind, emailInput, SubmitButton, UnavailableNotice, useStepForm } from './auth-parts'
import { confirmSignedUrl, resendVerification, sendLoginLink } from './auth.functions'
import { useAuthFlow } from './use-auth-flow'

export function SignedLinkPanel(props: { locale: LocaleCode; purpose: 'login' | 'verify' | null; siteName: string; copy: AuthCopy }) {
  const { locale, siteName, copy } = props
  const titleId = useId()
  const flow = useAuthFlow({ copy })
  const purpose = props.purpose ?? 'login'
  const [phase, setPhase] = useState<'confirm' | 'working' | 'invalid' | 'sent'>(props.purpose ? 'confirm' : 'invalid')

  const confirm = async () => {
    setPhase('working')
    const result = await flow.call(() => confirmSignedUrl({ data: { locale } }))
    if (result?.ok) {
      window.location.assign(result.redirectTo)
      return
    }
    if (result && result.reason === 'link_invalid') setPhase('invalid')
    else {
      if (result) flow.dispatch({ type: 'failed', failure: result })
      setPhase('confirm')
    }
  }

  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: emailForm },
    onSubmit: async ({ value }) => {
      const send = purpose === 'verify' ? resendVerification : sendLoginLink
      const result = await flow.call(() => send({ data: { locale, form: value } }))
      if (result?.ok) setPhase('sent')
      else if (result) flow.dispatch({ type: 'failed', failure: result })
    },
  })
  const formProps = useStepForm(form.handleSubmit)

  const title =
    phase === 'invalid' || phase === 'sent'
      ? m.link_invalid_title()
      : purpose === 'verify'
        ? m.link_confirm_verify_title()
        : m.link_confirm_login_title({ site: siteName })
  return (
    <section className="auth-panel auth-panel--inline" aria-labelledby={titleId}>
      <h2 id={titleId} className="auth-panel__title">
        {title}
      </h2>
      {flow.state.unavailable && <UnavailableNotice />}
      {phase === 'confirm' || phase === 'working' ? (
        <>
          <p className="auth-lead">{purpose === 'verify' ? m.link_confirm_verify_text() : m.link_confirm_login_text()}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void confirm()}
            disabled={phase === 'working'}
            aria-busy={phase === 'working'}
          >
            {phase === 'working' && <span className="spinner" aria-hidden="true" />}
            {m.link_continue()}
          </button>
        </>
      ) : phase === 'sent' ? (
        <p className="auth-notice auth-notice--success" role="status">
          {m.link_new_sent()}
        </p>
      ) : (
        <form {...formProps}>
          <p className="auth-lead">{m.link_invalid_text()}</p>
          <form.Field name="email">{(field) => <TextField {...emailInput()} {...bind(field, flow, 'email')} />}</form.Field>
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(busy) => <SubmitButton busy={busy}>{m.link_send_new()}</SubmitButton>}
          </form.Subscribe>
        </form>
      )}
    </section>
  )
}
