// One form per step of the auth dialog (SPEC.md §2). Each checks its form's rules before calling
// its server function (auth-form-rules.ts, the contract's rules without zod), shows the server's
// refusals on the fields, and keeps what the visitor typed whatever happens. Every word is the
// server-built copy's (flow.copy).
import { type ReactNode, useState } from 'react'
import { fillTemplate } from '../../shared/copy/layout-copy'
import type { LocaleCode } from '../../shared/i18n/locales'
import { CheckboxField, PasswordField, TextField } from '../../shared/forms/form-fields'
import { pushToDataLayer } from '../../shared/consent/marketing-storage'
import { emailFormRules, newPasswordFormRules, signInFormRules, signUpFormRules } from './auth-form-rules'
import { Agreement, emailInput, Masked, noRules, providerName, Rich, SocialButtons, SubmitButton, useStepForm } from './auth-parts'
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

function Divider({ flow }: { flow: AuthFlow }) {
  return (
    <p className="auth-divider">
      <span>{flow.copy.actions.or}</span>
    </p>
  )
}

export function CheckEmailStep({ flow, locale }: StepProps) {
  const form = useStepForm(flow, { email: flow.state.email }, emailFormRules, async (value) => {
    const result = await flow.call(() => checkEmail({ data: { locale, form: value } }))
    if (!result) return
    if (result.ok) flow.dispatch({ type: 'checked', email: result.email, exists: result.exists, socials: result.socials })
    else flow.dispatch({ type: 'failed', failure: result })
  })
  return (
    <>
      <form {...form.formProps}>
        <TextField {...emailInput(flow)} {...form.field('email')} />
        <SubmitButton busy={form.busy}>{flow.copy.actions.continue}</SubmitButton>
      </form>
      <Divider flow={flow} />
      <SocialButtons flow={flow} locale={locale} />
    </>
  )
}

export function SignInStep({ flow, locale }: StepProps) {
  const { state, copy } = flow
  const [sending, setSending] = useState(false)
  const form = useStepForm(flow, { email: state.email, password: '' }, signInFormRules, async (value) => {
    flow.dispatch({ type: 'login_started' })
    const link = state.linkExistingToSocial ? state.socialAuthData?.signed_url : undefined
    const result = await flow.call(() => login({ data: { locale, form: value, ...(link ? { link } : {}) } }))
    if (!result) return
    if (result.ok) flow.dispatch({ type: 'signed_in', redirectTo: result.redirectTo })
    else if (result.reason === 'not_verified') flow.dispatch({ type: 'login_not_verified', email: value.email })
    else flow.dispatch({ type: 'failed', failure: result })
  })

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
        <Rich text={copy.texts.signInIntro} node={<Masked email={state.email} />} />
      </p>
      {state.linkExistingToSocial && state.socialProvider && (
        <p className="auth-notice">{fillTemplate(copy.texts.linkSocialIntro, { provider: providerName(state.socialProvider) })}</p>
      )}
      {state.emailNotVerified && (
        <div className="auth-notice auth-notice--warning" role="alert">
          <p>{copy.texts.notVerified}</p>
          <LinkButton onClick={() => void sendMail('verification')} disabled={sending}>
            {copy.actions.resendVerification}
          </LinkButton>
        </div>
      )}
      {state.notice && (
        <p className="auth-notice auth-notice--success" role="status">
          <Rich
            text={state.notice === 'link_sent' ? copy.texts.linkSent : copy.texts.verificationSent}
            node={<Masked email={state.email} />}
          />
        </p>
      )}
      <form {...form.formProps}>
        <input type="email" name="email" autoComplete="username" value={state.email} readOnly hidden />
        <PasswordField
          label={copy.fields.password}
          revealLabel={copy.fields.showPassword}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <p className="auth-aside">
          <LinkButton onClick={() => flow.dispatch({ type: 'go', step: 'reset_password' })}>{copy.actions.forgot}</LinkButton>
        </p>
        <SubmitButton busy={form.busy}>{copy.actions.signIn}</SubmitButton>
      </form>
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => void sendMail('login_link')} disabled={sending}>
          {copy.actions.linkInstead}
        </LinkButton>
      </p>
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => flow.dispatch({ type: 'reset' })}>{copy.actions.changeEmail}</LinkButton>
      </p>
    </>
  )
}

type SignUpForm = ReturnType<typeof useSignUpForm>

function NewAccountFields({ flow, form }: { flow: AuthFlow; form: SignUpForm }) {
  const { fields } = flow.copy
  return (
    <>
      <PasswordField
        label={fields.password}
        revealLabel={fields.showPassword}
        hint={fields.passwordHint}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <PasswordField
        label={fields.confirmPassword}
        revealLabel={fields.showPassword}
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <Agreement flow={flow} />
      <CheckboxField
        label={fields.marketingOptIn}
        checked={form.values.marketing_opt_in}
        onChange={(checked) => form.set('marketing_opt_in', checked)}
      />
    </>
  )
}

function useSignUpForm({ flow, locale }: StepProps) {
  const initial = { email: flow.state.email, password: '', confirm_password: '', marketing_opt_in: false }
  return useStepForm(flow, initial, signUpFormRules, async (value) => {
    const result = await flow.call(() => register({ data: { locale, form: value } }))
    if (!result) return
    if (result.ok) {
      pushToDataLayer({ event: 'sign_up', m_id: result.marketingId })
      flow.dispatch({ type: 'registered', email: value.email })
    } else flow.dispatch({ type: 'failed', failure: result })
  })
}

export function SignUpStep(props: StepProps) {
  const { flow } = props
  const form = useSignUpForm(props)
  const emailRefused = flow.state.fieldErrors.email ? flow.errorText('email') : null
  return (
    <>
      <p className="auth-lead">
        <Rich text={flow.copy.texts.signUpIntro} node={<Masked email={flow.state.email} />} />
      </p>
      {emailRefused && (
        <p className="auth-notice auth-notice--error" role="alert">
          {emailRefused}
        </p>
      )}
      <form {...form.formProps}>
        <input type="email" name="email" autoComplete="username" value={flow.state.email} readOnly hidden />
        <NewAccountFields flow={flow} form={form} />
        <SubmitButton busy={form.busy}>{flow.copy.actions.signUp}</SubmitButton>
      </form>
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => flow.dispatch({ type: 'reset' })}>{flow.copy.actions.changeEmail}</LinkButton>
      </p>
    </>
  )
}

export function SignUpSocialStep(props: StepProps) {
  const { flow, locale } = props
  const { copy } = flow
  const data = flow.state.socialAuthData
  const provider = { provider: flow.state.socialProvider ? providerName(flow.state.socialProvider) : '' }
  const signedUrl = data?.email && data.signed_url ? data.signed_url : null
  const social = useStepForm<{ marketing_opt_in: boolean }>(flow, { marketing_opt_in: false }, noRules, async (value) => {
    if (!signedUrl) return
    const result = await flow.call(() => socialRegister({ data: { locale, signedUrl, form: value } }))
    if (!result) return
    if (result.ok) {
      pushToDataLayer({ event: 'sign_up', m_id: result.marketingId })
      flow.dispatch({ type: 'social_registered', redirectTo: result.redirectTo })
    } else if (result.reason === 'conflict') flow.dispatch({ type: 'social_registration_conflict', data: result.data })
    else flow.dispatch({ type: 'failed', failure: result })
  })
  const byEmail = useSignUpForm(props)

  if (signedUrl && data?.email) {
    return (
      <form {...social.formProps}>
        <p className="auth-lead">
          <Rich text={fillTemplate(copy.texts.signUpSocialIntro, provider)} node={<Masked email={data.email} />} />
        </p>
        <Agreement flow={flow} />
        <CheckboxField
          label={copy.fields.marketingOptIn}
          checked={social.values.marketing_opt_in}
          onChange={(checked) => social.set('marketing_opt_in', checked)}
        />
        <SubmitButton busy={social.busy}>{copy.actions.signUp}</SubmitButton>
      </form>
    )
  }
  return (
    <form {...byEmail.formProps}>
      <p className="auth-lead">{fillTemplate(copy.texts.signUpSocialNoEmail, provider)}</p>
      <TextField {...emailInput(flow)} {...byEmail.field('email')} />
      <NewAccountFields flow={flow} form={byEmail} />
      <SubmitButton busy={byEmail.busy}>{copy.actions.signUp}</SubmitButton>
    </form>
  )
}

export function ResetPasswordStep({ flow, locale }: StepProps) {
  const form = useStepForm(flow, { email: flow.state.email }, emailFormRules, async (value) => {
    const result = await flow.call(() => forgotPassword({ data: { locale, form: value } }))
    if (!result) return
    if (result.ok) flow.dispatch({ type: 'forgot_sent', email: value.email })
    else flow.dispatch({ type: 'failed', failure: result })
  })
  return (
    <>
      <p className="auth-lead">{flow.copy.texts.resetIntro}</p>
      <form {...form.formProps}>
        <TextField {...emailInput(flow)} {...form.field('email')} />
        <SubmitButton busy={form.busy}>{flow.copy.actions.reset}</SubmitButton>
      </form>
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => flow.dispatch({ type: 'go', step: flow.state.email ? 'sign_in' : 'check_email' })}>
          {flow.copy.actions.backToSignIn}
        </LinkButton>
      </p>
    </>
  )
}

/** "We sent you a link": reset_password_resend and confirm_email, each with its resend. */
export function MailSentStep({ flow, locale, kind }: StepProps & { kind: 'reset' | 'confirm' }) {
  const [sending, setSending] = useState(false)
  const { copy } = flow
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
        <Rich text={kind === 'reset' ? copy.texts.resetSent : copy.texts.confirm} node={<Masked email={email} />} />
      </p>
      <p className="auth-aside auth-aside--center">
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => void resend()}
          disabled={sending || !email}
          aria-busy={sending}
        >
          {kind === 'reset' ? copy.actions.resend : copy.actions.resendVerification}
        </button>
      </p>
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => flow.dispatch({ type: 'go', step: 'sign_in' })}>{copy.actions.backToSignIn}</LinkButton>
      </p>
    </>
  )
}

export function SocialExistStep({ flow, locale }: StepProps) {
  const providers = flow.state.providers
  const list = new Intl.ListFormat(locale === 'en' ? 'en' : locale, { type: 'disjunction' }).format(providers.map(providerName))
  return (
    <>
      <p className="auth-lead">{fillTemplate(flow.copy.texts.socialExist, { providers: list })}</p>
      <SocialButtons flow={flow} locale={locale} providers={providers} />
      <p className="auth-aside auth-aside--center">
        <LinkButton onClick={() => flow.dispatch({ type: 'reset' })}>{flow.copy.actions.changeEmail}</LinkButton>
      </p>
    </>
  )
}

/** /reset-password?from=email: the new password for the link's address; whatever the answer, sign in follows. */
export function NewPasswordStep({ flow, locale }: StepProps) {
  const { copy } = flow
  const email = flow.state.email
  const form = useStepForm(flow, { password_new: '', confirm_password: '' }, newPasswordFormRules, async (value) => {
    const result = await flow.call(() => resetPassword({ data: { locale, form: value } }))
    if (!result) return
    // A refused password (the link is not spent) or throttling: the visitor tries again here.
    if (!result.ok && (result.reason === 'fields' || result.reason === 'throttled')) flow.dispatch({ type: 'failed', failure: result })
    else flow.dispatch({ type: 'password_reset', email, ok: result.ok })
  })
  return (
    <form {...form.formProps}>
      <p className="auth-lead">
        <Rich text={copy.texts.newPasswordIntro} node={<Masked email={email} />} />
      </p>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={copy.fields.passwordNew}
        revealLabel={copy.fields.showPassword}
        hint={copy.fields.passwordHint}
        autoComplete="new-password"
        {...form.field('password_new')}
      />
      <PasswordField
        label={copy.fields.confirmPassword}
        revealLabel={copy.fields.showPassword}
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <SubmitButton busy={form.busy}>{copy.actions.newPassword}</SubmitButton>
    </form>
  )
}
