// The auth dialog's content: the current step's heading and form, the outage notice, and the
// notices a step posted before the page ran came back with. Used inside the modal (register,
// reset-password, auth/social) and inline on the login page.
import { useEffect, useRef } from 'react'
import type { LocaleCode } from '../../shared/i18n/locales'
import { t } from '../../shared/i18n/messages'
import { type AuthWords, STEP_TITLES } from './auth-messages'
import type { AuthEvent } from './auth-machine'
import { OutageNotice, providerName } from './auth-parts'
import { PasskeyOffer } from './passkey-parts'
import type { PostedAuth } from './posted-auth'
import {
  CheckEmailStep,
  MailSentStep,
  NewPasswordStep,
  ResetPasswordStep,
  SignInStep,
  SignUpSocialStep,
  SignUpStep,
  SocialExistStep,
} from './auth-steps'
import { toastWords, useAuthFlow } from './use-auth-flow'

export interface AuthPanelProps {
  locale: LocaleCode
  /** What the visitor arrived with (an e-mailed reset link, a social answer); none: the first step. */
  arrival?: readonly AuthEvent[]
  /** What a step posted before the page ran (or without JavaScript) led to; it replaces `arrival`. */
  posted?: PostedAuth | null
  /** The dialog's messages in the page's language, and its options (auth-messages.ts). */
  auth: AuthWords
  titleId: string
  /** On the login page rather than in the modal. */
  inline?: boolean
}

export function AuthPanel({ locale, arrival, posted, auth, titleId, inline = false }: AuthPanelProps) {
  const flow = useAuthFlow({ locale, arrival, posted, auth })
  const { messages } = auth
  const headingRef = useRef<HTMLHeadingElement>(null)
  const step = flow.state.step
  const first = useRef(true)

  // A new step is announced by moving focus to its heading (not on the first render: the dialog
  // or the page decides where focus starts).
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    headingRef.current?.focus()
  }, [step])

  const provider = flow.state.socialProvider ? providerName(flow.state.socialProvider) : ''
  const title = t(messages, STEP_TITLES[step], { provider })
  const props = { flow }
  return (
    <div className={inline ? 'auth-panel auth-panel--inline' : 'auth-panel'} data-step={step}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="auth-panel__title">
        {title}
      </h2>
      <OutageNotice flow={flow} />
      {flow.notices.map((notice) => {
        const [tone, text] = toastWords(messages, notice.reason, flow.state, notice.retryAfterSec)
        return (
          <p
            key={notice.reason}
            className={`auth-notice auth-notice--${tone === 'error' ? 'error' : 'success'}`}
            role={tone === 'error' ? 'alert' : 'status'}
          >
            {text}
          </p>
        )
      })}
      {step === 'passkey_offer' && flow.state.appUrl ? (
        <PasskeyOffer messages={messages} locale={locale} appUrl={flow.state.appUrl} />
      ) : step === 'new_password' ? (
        <NewPasswordStep {...props} />
      ) : step === 'check_email' ? (
        <CheckEmailStep {...props} />
      ) : step === 'sign_in' ? (
        <SignInStep {...props} />
      ) : step === 'sign_up' ? (
        <SignUpStep {...props} />
      ) : step === 'sign_up_social' ? (
        <SignUpSocialStep {...props} />
      ) : step === 'reset_password' ? (
        <ResetPasswordStep {...props} />
      ) : step === 'reset_password_resend' ? (
        <MailSentStep {...props} kind="reset" />
      ) : step === 'confirm_email' ? (
        <MailSentStep {...props} kind="confirm" />
      ) : (
        <SocialExistStep {...props} />
      )}
    </div>
  )
}
