// /login?from=email: an e-mailed verification or one-time sign-in link, whose signed URL waits on
// the server (shared/session/pending-link.ts); `purpose` is null when none does. Nothing is POSTed until
// the visitor clicks Continue (mail scanners open links on their own); an expired or used link
// says so and offers a new one.
import { useId, useState } from 'react'
import type { LocaleCode } from '../../shared/i18n/locales'
import { TextField } from '../../shared/forms/form-fields'
import type { AuthCopy } from './auth-copy.server'
import { emailFormRules } from './auth-form-rules'
import { emailInput, SubmitButton, UnavailableNotice, useStepForm } from './auth-parts'
import { confirmSignedUrl, resendVerification, sendLoginLink } from './auth.functions'
import { useAuthFlow } from './use-auth-flow'

export function SignedLinkPanel(props: { locale: LocaleCode; purpose: 'login' | 'verify' | null; copy: AuthCopy }) {
  const { locale, copy } = props
  const words = copy.link
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

  const form = useStepForm(flow, { email: '' }, emailFormRules, async (value) => {
    const send = purpose === 'verify' ? resendVerification : sendLoginLink
    const result = await flow.call(() => send({ data: { locale, form: value } }))
    if (result?.ok) setPhase('sent')
    else if (result) flow.dispatch({ type: 'failed', failure: result })
  })

  const title =
    phase === 'invalid' || phase === 'sent' ? words.invalidTitle : purpose === 'verify' ? words.confirmVerifyTitle : words.confirmLoginTitle
  return (
    <section className="auth-panel auth-panel--inline" aria-labelledby={titleId}>
      <h2 id={titleId} className="auth-panel__title">
        {title}
      </h2>
      {flow.state.unavailable && <UnavailableNotice flow={flow} />}
      {phase === 'confirm' || phase === 'working' ? (
        <>
          <p className="auth-lead">{purpose === 'verify' ? words.confirmVerifyText : words.confirmLoginText}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void confirm()}
            disabled={phase === 'working'}
            aria-busy={phase === 'working'}
          >
            {phase === 'working' && <span className="spinner" aria-hidden="true" />}
            {words.continue}
          </button>
        </>
      ) : phase === 'sent' ? (
        <p className="auth-notice auth-notice--success" role="status">
          {words.newSent}
        </p>
      ) : (
        <form {...form.formProps}>
          <p className="auth-lead">{words.invalidText}</p>
          <TextField {...emailInput(flow)} {...form.field('email')} />
          <SubmitButton busy={form.busy}>{words.sendNew}</SubmitButton>
        </form>
      )}
    </section>
  )
}
