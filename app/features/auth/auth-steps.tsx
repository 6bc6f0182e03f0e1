// One form per step of the auth dialog (SPEC.md §2). Each validates with its shared schema before
// calling its server function, shows the server's refusals on the fields, and keeps what the
// visitor typed whatever happens.
import { useForm } from '@tanstack/react-form'
import { type ReactNode, useState } from 'react'
import { PASSWORD_MIN_LENGTH } from '../../../contract/auth'
import type { LocaleCode } from '../../shared/i18n/locales'
import { m } from '../../shared/i18n/messages'
import { CheckboxField, PasswordField, TextField } from '../../shared/forms/form-fields'
import { pushToDataLayer } from '../../shared/consent/marketing-storage'
import { emailForm, newPasswordForm, signInForm, signUpForm, socialSignUpForm } from './auth-forms'
import { Agreement, bind, emailInput, Masked, providerName, Rich, SocialButtons, SubmitButton, useStepForm } from './auth-parts'
import {
  checkEmail,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  sendLoginLink,
  socialRegister,
} from './auth.functions'
import type { AuthFlow } from './use-auth-flow'

interface StepProps {
  flow: AuthFlow
  locale: LocaleCode
}

function LinkButton({ onClick, children, disabled }: { onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="button" className="link-button" onClick={onClick} disabled={disabled}>
      {children}
    </button>
  )
}

function Divider() {
  return (
    <p className="auth-divider">
      <span>{m.auth_or()}</span>
    </p>
  )
}

export function CheckEmailStep({ flow, locale }: StepProps) {
  const form = useForm({
    defaultValues: { email: flow.state.email },
    validators: { onSubmit: emailForm },
    onSubmit: async ({ value }) => {
      const result = await flow.call(() => checkEmail({ data: { locale, form: value } }))
      if (!result) return
      if (result.ok) flow.dispatch({ type: 'checked', email: result.email, exists: result.exists, socials: result.socials })
      else flow.dispatch({ type: 'failed', failure: result })
    },
  })
  const formProps = useStepForm(form.handleSubmit)
  return (
    <>
      <form {...formProps}>
        <form.Field name="email">{(field) => <TextField {...emailInput()} {...bind(field, flow, 'email')} />}</form.Field>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => <SubmitButton busy={busy}>{m.auth_continue()}</SubmitButton>}
        </form.Subscribe>
      </form>
      <Divider />
      <SocialButtons flow={flow} locale={locale} />
    </>
  )
}

export function SignInStep({ flow, locale }: StepProps) {
  const { state } = flow
  const [sending, setSending] = useState(false)
  const form = useForm({
    defaultValues: { email: state.email, password: '' },
    validators: { onSubmit: signInForm },
    onSubmit: async ({ value }) => {
      flow.dispatch({ type: 'login_started' })
      const link = state.linkExistingToSocial ? state.socialAuthData?.signed_url : undefined
      const result = await flow.call(() => login({ data: { locale, form: value, ...(link ? { link } : {}) } }))
      if (!result) return
      if (result.ok) flow.dispatch({ type: 'signed_in', redirectTo: result.redirectTo })
      else if (result.reason === 'not_verified') flow.dispatch({ type: 'login_not_verified', email: value.email })
      else flow.dispatch({ type: 'failed', failure: result })
    },
  })
  const formProps = useStepForm(form.handleSubmit)

  const sendMail = async (mail: 'login_link' | 'verification') => {
    setSending(true)
    const send = mail === 'login_link' ? sendLoginLink : resendVerification
    const result = await flow.call(() => send({ data: { locale, form: { email: state.email } } }))
    setSending(false)
    if (result?.ok) flow.dispatch({ type: 'mail_sent', mail })
    else if (result) flow.dispatch({ type: 'failed', failure: result })
  }

  return (
    <>
      <p className="auth-lead">
        <Rich text={(email) => m.auth_signin_intro({ email })} node={<Masked email={state.email} />} />
      </p>
      {state.linkExistingToSocial && state.socialProvider && (
        <p className="auth-notice">{m.auth_link_social_intro({ provider: providerName(state.socialProvider) })}</p>
      )}
      {state.emailNotVerified && (
        <div className="auth-notice auth-notice--warning" role="alert">
          <p>{m.auth_not_verified()}</p>
          <LinkButton onClick={() => void sendMail('verification')} disabled={sending}>
            {m.auth_resend_verification()}
          </LinkButton>
        </div>
      )}
      {state.notice && (
        <p className="auth-notice auth-notice--success" role="status">
          <Rich
            text={(email) => (state.notice === 'link_sent' ? m.auth_link_sent({ email }) : m.auth_verification_sent({ email }))}
            node={<Masked email={state.email} />}
          />
        </p>
      )}
      <form {...formProps}>
        <input type="email" name="email" autoComplete="username" value={state.email} readOnly hidden />
        <form.Field name="password">
          {(field) => <PasswordField label={m.auth_field_password()} autoComplete="current-password" {...bind(field, flow, 'password')} />}
        </form.Field>
        <p className="auth-aside">
          <LinkButton onClick={() => flow.dispatch({ type: 'go', step: 'reset_password' })}>{m.auth_forgot_link()}</LinkButton>
        </p>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => <SubmitButton busy={busy}>{m.auth_signin_submit()}</SubmitButton>}
        </form.Subscribe>
      </form>
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => void sendMail('login_link')} disabled={sending}>
          {m.auth_link_instead()}
        </LinkButton>
      </p>
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => flow.dispatch({ type: 'reset' })}>{m.auth_change_email()}</LinkButton>
      </p>
    </>
  )
}

function NewAccountFields({ flow, form }: { flow: AuthFlow; form: ReturnType<typeof useSignUpForm> }) {
  return (
    <>
      <form.Field name="password">
        {(field) => (
          <PasswordField
            label={m.auth_field_password()}
            hint={m.auth_password_hint({ min: String(PASSWORD_MIN_LENGTH) })}
            autoComplete="new-password"
            {...bind(field, flow, 'password')}
          />
        )}
      </form.Field>
      <form.Field name="confirm_password">
        {(field) => (
          <PasswordField label={m.auth_field_confirm_password()} autoComplete="new-password" {...bind(field, flow, 'confirm_password')} />
        )}
      </form.Field>
      <Agreement />
      <form.Field name="marketing_opt_in">
        {(field) => <CheckboxField label={m.auth_marketing_opt_in()} checked={field.state.value} onChange={field.handleChange} />}
      </form.Field>
    </>
  )
}

function useSignUpForm({ flow, locale }: StepProps) {
  return useForm({
    defaultValues: { email: flow.state.email, password: '', confirm_password: '', marketing_opt_in: false },
    validators: { onSubmit: signUpForm },
    onSubmit: async ({ value }) => {
      const result = await flow.call(() => register({ data: { locale, form: value } }))
      if (!result) return
      if (result.ok) {
        pushToDataLayer({ event: 'sign_up', m_id: result.marketingId })
        flow.dispatch({ type: 'registered', email: value.email })
      } else flow.dispatch({ type: 'failed', failure: result })
    },
  })
}

export function SignUpStep(props: StepProps) {
  const { flow } = props
  const form = useSignUpForm(props)
  const formProps = useStepForm(form.handleSubmit)
  const emailRefused = flow.state.fieldErrors.email ? flow.errorText('email') : null
  return (
    <>
      <p className="auth-lead">
        <Rich text={(email) => m.auth_signup_intro({ email })} node={<Masked email={flow.state.email} />} />
      </p>
      {emailRefused && (
        <p className="auth-notice auth-notice--error" role="alert">
          {emailRefused}
        </p>
      )}
      <form {...formProps}>
        <input type="email" name="email" autoComplete="username" value={flow.state.email} readOnly hidden />
        <NewAccountFields flow={flow} form={form} />
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => <SubmitButton busy={busy}>{m.auth_signup_submit()}</SubmitButton>}
        </form.Subscribe>
      </form>
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => flow.dispatch({ type: 'reset' })}>{m.auth_change_email()}</LinkButton>
      </p>
    </>
  )
}

export function SignUpSocialStep(props: StepProps) {
  const { flow, locale } = props
  const data = flow.state.socialAuthData
  const provider = flow.state.socialProvider ? providerName(flow.state.socialProvider) : ''
  const signedUrl = data?.email && data.signed_url ? data.signed_url : null
  const social = useForm({
    defaultValues: { marketing_opt_in: false },
    validators: { onSubmit: socialSignUpForm },
    onSubmit: async ({ value }) => {
      if (!signedUrl) return
      const result = await flow.call(() => socialRegister({ data: { locale, signedUrl, form: value } }))
      if (!result) return
      if (result.ok) {
        pushToDataLayer({ event: 'sign_up', m_id: result.marketingId })
        flow.dispatch({ type: 'social_registered', redirectTo: result.redirectTo })
      } else if (result.reason === 'conflict') flow.dispatch({ type: 'social_registration_conflict', data: result.data })
      else flow.dispatch({ type: 'failed', failure: result })
    },
  })
  const byEmail = useSignUpForm(props)
  const socialProps = useStepForm(social.handleSubmit)
  const emailProps = useStepForm(byEmail.handleSubmit)

  if (signedUrl && data?.email) {
    return (
      <form {...socialProps}>
        <p className="auth-lead">
          <Rich text={(email) => m.auth_signup_social_intro({ provider, email })} node={<Masked email={data.email} />} />
        </p>
        <Agreement />
        <social.Field name="marketing_opt_in">
          {(field) => <CheckboxField label={m.auth_marketing_opt_in()} checked={field.state.value} onChange={field.handleChange} />}
        </social.Field>
        <social.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => <SubmitButton busy={busy}>{m.auth_signup_submit()}</SubmitButton>}
        </social.Subscribe>
      </form>
    )
  }
  return (
    <form {...emailProps}>
      <p className="auth-lead">{m.auth_signup_social_no_email({ provider })}</p>
      <byEmail.Field name="email">{(field) => <TextField {...emailInput()} {...bind(field, flow, 'email')} />}</byEmail.Field>
      <NewAccountFields flow={flow} form={byEmail} />
      <byEmail.Subscribe selector={(s) => s.isSubmitting}>
        {(busy) => <SubmitButton busy={busy}>{m.auth_signup_submit()}</SubmitButton>}
      </byEmail.Subscribe>
    </form>
  )
}

export function ResetPasswordStep({ flow, locale }: StepProps) {
  const form = useForm({
    defaultValues: { email: flow.state.email },
    validators: { onSubmit: emailForm },
    onSubmit: async ({ value }) => {
      const result = await flow.call(() => forgotPassword({ data: { locale, form: value } }))
      if (!result) return
      if (result.ok) flow.dispatch({ type: 'forgot_sent', email: value.email })
      else flow.dispatch({ type: 'failed', failure: result })
    },
  })
  const formProps = useStepForm(form.handleSubmit)
  return (
    <>
      <p className="auth-lead">{m.auth_reset_intro()}</p>
      <form {...formProps}>
        <form.Field name="email">{(field) => <TextField {...emailInput()} {...bind(field, flow, 'email')} />}</form.Field>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => <SubmitButton busy={busy}>{m.auth_reset_submit()}</SubmitButton>}
        </form.Subscribe>
      </form>
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => flow.dispatch({ type: 'go', step: flow.state.email ? 'sign_in' : 'check_email' })}>
          {m.auth_back_to_sign_in()}
        </LinkButton>
      </p>
    </>
  )
}

/** "We sent you a link": reset_password_resend and confirm_email, each with its resend. */
export function MailSentStep({ flow, locale, kind }: StepProps & { kind: 'reset' | 'confirm' }) {
  const [sending, setSending] = useState(false)
  const email = flow.state.email
  const resend = async () => {
    setSending(true)
    const send = kind === 'reset' ? forgotPassword : resendVerification
    const result = await flow.call(() => send({ data: { locale, form: { email } } }))
    setSending(false)
    if (result?.ok) flow.dispatch({ type: 'mail_sent', mail: kind === 'reset' ? 'reset' : 'verification' })
    else if (result) flow.dispatch({ type: 'failed', failure: result })
  }
  return (
    <>
      <div className="auth-mail-art" aria-hidden="true">
        <svg viewBox="0 0 64 48" focusable="false">
          <rect x="4" y="6" width="56" height="38" rx="6" />
          <path d="M6 10l26 20 26-20" />
        </svg>
      </div>
      <p className="auth-lead">
        <Rich
          text={(marker) => (kind === 'reset' ? m.auth_reset_sent_text({ email: marker }) : m.auth_confirm_text({ email: marker }))}
          node={<Masked email={email} />}
        />
      </p>
      <p className="auth-aside auth-aside--center">
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => void resend()}
          disabled={sending || !email}
          aria-busy={sending}
        >
          {kind === 'reset' ? m.auth_resend() : m.auth_resend_verification()}
        </button>
      </p>
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => flow.dispatch({ type: 'go', step: 'sign_in' })}>{m.auth_back_to_sign_in()}</LinkButton>
      </p>
    </>
  )
}

export function SocialExistStep({ flow, locale }: StepProps) {
  const providers = flow.state.providers
  const list = new Intl.ListFormat(locale === 'en' ? 'en' : locale, { type: 'disjunction' }).format(providers.map(providerName))
  return (
    <>
      <p className="auth-lead">{m.auth_social_exist_text({ providers: list })}</p>
      <SocialButtons flow={flow} locale={locale} providers={providers} />
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => flow.dispatch({ type: 'reset' })}>{m.auth_change_email()}</LinkButton>
      </p>
    </>
  )
}

/** /reset-password?from=email: the new password for the link's address; whatever the answer, sign in follows. */
export function NewPasswordStep({ flow, locale }: StepProps) {
  const email = flow.state.email
  const form = useForm({
    defaultValues: { password_new: '', confirm_password: '' },
    validators: { onSubmit: newPasswordForm },
    onSubmit: async ({ value }) => {
      const result = await flow.call(() => resetPassword({ data: { locale, form: value } }))
      if (!result) return
      // A refused password (the link is not spent) or throttling: the visitor tries again here.
      if (!result.ok && (result.reason === 'fields' || result.reason === 'throttled')) flow.dispatch({ type: 'failed', failure: result })
      else flow.dispatch({ type: 'password_reset', email, ok: result.ok })
    },
  })
  const formProps = useStepForm(form.handleSubmit)
  return (
    <form {...formProps}>
      <p className="auth-lead">
        <Rich text={(marker) => m.auth_new_password_intro({ email: marker })} node={<Masked email={email} />} />
      </p>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <form.Field name="password_new">
        {(field) => (
          <PasswordField
            label={m.auth_field_password_new()}
            hint={m.auth_password_hint({ min: String(PASSWORD_MIN_LENGTH) })}
            autoComplete="new-password"
            {...bind(field, flow, 'password_new')}
          />
        )}
      </form.Field>
      <form.Field name="confirm_password">
        {(field) => (
          <PasswordField label={m.auth_field_confirm_password()} autoComplete="new-password" {...bind(field, flow, 'confirm_password')} />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(busy) => <SubmitButton busy={busy}>{m.auth_new_password_submit()}</SubmitButton>}
      </form.Subscribe>
    </form>
  )
}
