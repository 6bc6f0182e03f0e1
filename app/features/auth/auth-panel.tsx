// The auth dialog's content: the current step's heading and form, and the "unavailable" notice.
// Used inside the modal (register, reset-password, auth/social) and inline on the login page.
import { useEffect, useRef } from 'react'
import type { LocaleCode } from '../../shared/i18n/locales'
import { m } from '../../shared/i18n/messages'
import type { AuthCopy } from './auth-copy.server'
import type { AuthEvent, AuthStep } from './auth-machine'
import { providerName, UnavailableNotice } from './auth-parts'
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
import { useAuthFlow } from './use-auth-flow'

export interface AuthPanelProps {
  locale: LocaleCode
  /** What the visitor arrived with (an e-mailed reset link, a social answer); none: the first step. */
  arrival?: readonly AuthEvent[]
  /** The dialog's words built on the server in the page's language. */
  copy: AuthCopy
  titleId: string
  /** On the login page rather than in the modal. */
  inline?: boolean
}

export function AuthPanel({ locale, arrival, copy, titleId, inline = false }: AuthPanelProps) {
  const flow = useAuthFlow({ arrival, copy })
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
  const titles: Record<AuthStep, string> = {
    check_email: m.auth_check_title(),
    sign_in: m.auth_signin_title(),
    sign_up: m.auth_signup_title(),
    sign_up_social: m.auth_signup_social_title({ provider }),
    reset_password: m.auth_reset_title(),
    reset_password_resend: m.auth_reset_sent_title(),
    confirm_email: m.auth_confirm_title(),
    social_exist: m.auth_social_exist_title(),
    new_password: m.auth_new_password_title(),
  }
  const props = { flow, locale }
  return (
    <div className={inline ? 'auth-panel auth-panel--inline' : 'auth-panel'} data-step={step}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="auth-panel__title">
        {titles[step]}
      </h2>
      {flow.state.unavailable && <UnavailableNotice />}
      {step === 'new_password' ? (
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
