// One form per step of the auth dialog (SPEC.md §2), each a real form on the one form hook: it
// posts the step to its page without JavaScript (auth-action.server.ts), and once the page runs it
// checks the step's schema (contract/forms.ts) before calling the server, shows the refusals on
// the fields, and keeps what the visitor typed whatever happens. What each button does is
// auth-intents.ts's, the same on both sides. Every word is one of the page's messages (flow.messages).
import { useId } from 'react'
import { PASSWORD_MIN_LENGTH } from '../../../contract/field-rules'
import { CheckboxField, PasswordField, TextField } from '../../shared/forms/form-fields'
import { t } from '../../shared/i18n/messages'
import { tParts } from '../../shared/i18n/message-parts'
import { buttonsOnly, emailStep, newPasswordStep, signInStep, signUpStep, socialSignUpStep } from './auth-forms'
import { socialSignUpUrl } from './auth-intents'
import { Agreement, emailInput, IntentButton, Masked, providerName, SocialButtons, StepForm, SubmitButton, useStepForm } from './auth-parts'
import { PasskeyButton, passkeyAutocomplete, useAutofillRound, usePasskeyAutofill } from './passkey-parts'
import type { AuthFlow } from './use-auth-flow'

interface StepProps {
  flow: AuthFlow
}

function Divider({ flow }: { flow: AuthFlow }) {
  return (
    <p className="auth-divider">
      <span>{t(flow.messages, 'auth_or')}</span>
    </p>
  )
}

/** The address the step is about, for password managers (they pair it with the password). */
function KnownEmail({ email }: { email: string }) {
  return <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
}

export function CheckEmailStep({ flow }: StepProps) {
  const form = useStepForm(flow, emailStep, 'check_email', { email: flow.state.email })
  // The field suggests the site's passkeys as the visitor focuses it; the button asks the browser's sheet.
  const [autofillRound, armAutofillAgain] = useAutofillRound()
  usePasskeyAutofill(flow, autofillRound)
  return (
    <StepForm form={form} flow={flow}>
      <TextField {...emailInput(flow.messages)} autoComplete={passkeyAutocomplete(flow.auth.passkeys)} {...form.text('email')} />
      <SubmitButton busy={form.busy}>{t(flow.messages, 'auth_continue')}</SubmitButton>
      <Divider flow={flow} />
      <SocialButtons flow={flow}>
        <PasskeyButton flow={flow} onSettled={armAutofillAgain} />
      </SocialButtons>
    </StepForm>
  )
}

export function SignInStep({ flow }: StepProps) {
  const { state, messages } = flow
  const id = useId()
  const form = useStepForm(flow, signInStep, 'sign_in', { email: state.email })
  const email = <Masked email={state.email} />
  return (
    <>
      <p className="auth-lead">{tParts(messages, 'auth_signin_intro', { email })}</p>
      {state.linkExistingToSocial && state.socialProvider && (
        <p className="auth-notice">{t(messages, 'auth_link_social_intro', { provider: providerName(state.socialProvider) })}</p>
      )}
      {state.emailNotVerified && (
        <div className="auth-notice auth-notice--warning" role="alert">
          <p>{t(messages, 'auth_not_verified')}</p>
          <IntentButton intent="resend_verification" form={id} disabled={form.busy}>
            {t(messages, 'auth_resend_verification')}
          </IntentButton>
        </div>
      )}
      {state.notice && (
        <p className="auth-notice auth-notice--success" role="status">
          {state.notice === 'link_sent'
            ? tParts(messages, 'auth_link_sent', { email, lifetime: flow.auth.lifetimes.login })
            : tParts(messages, 'auth_verification_sent', { email })}
        </p>
      )}
      <StepForm form={form} flow={flow} id={id}>
        <KnownEmail email={state.email} />
        <PasswordField
          label={t(messages, 'auth_field_password')}
          revealLabel={t(messages, 'auth_password_show')}
          autoComplete="current-password"
          {...form.text('password')}
        />
        <p className="auth-aside">
          <IntentButton intent="go:reset_password">{t(messages, 'auth_forgot_link')}</IntentButton>
        </p>
        <SubmitButton busy={form.busy}>{t(messages, 'auth_signin_submit')}</SubmitButton>
      </StepForm>
      <p className="auth-aside auth-aside--center">
        <IntentButton intent="send_login_link" form={id} disabled={form.busy}>
          {t(messages, 'auth_link_instead')}
        </IntentButton>
      </p>
      <p className="auth-aside auth-aside--center">
        <IntentButton intent="reset" form={id}>
          {t(messages, 'auth_change_email')}
        </IntentButton>
      </p>
    </>
  )
}

type SignUpForm = ReturnType<typeof useSignUpForm>

function NewAccountFields({ flow, form }: { flow: AuthFlow; form: SignUpForm }) {
  const { messages } = flow
  return (
    <>
      <PasswordField
        label={t(messages, 'auth_field_password')}
        revealLabel={t(messages, 'auth_password_show')}
        hint={t(messages, 'auth_password_hint', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        {...form.text('password')}
      />
      <PasswordField
        label={t(messages, 'auth_field_confirm_password')}
        revealLabel={t(messages, 'auth_password_show')}
        autoComplete="new-password"
        {...form.text('confirm_password')}
      />
      <Agreement flow={flow} />
      <CheckboxField label={t(messages, 'auth_marketing_opt_in')} {...form.checkbox('marketing_opt_in')} />
    </>
  )
}

const useSignUpForm = (flow: AuthFlow) => useStepForm(flow, signUpStep, 'sign_up', { email: flow.state.email })

export function SignUpStep({ flow }: StepProps) {
  const form = useSignUpForm(flow)
  const id = useId()
  const emailRefused = flow.state.fieldErrors.email ? flow.errorText('email') : null
  return (
    <>
      <p className="auth-lead">{tParts(flow.messages, 'auth_signup_intro', { email: <Masked email={flow.state.email} /> })}</p>
      {emailRefused && (
        <p className="auth-notice auth-notice--error" role="alert">
          {emailRefused}
        </p>
      )}
      <StepForm form={form} flow={flow} id={id}>
        <KnownEmail email={flow.state.email} />
        <NewAccountFields flow={flow} form={form} />
        <SubmitButton busy={form.busy}>{t(flow.messages, 'auth_signup_submit')}</SubmitButton>
      </StepForm>
      <p className="auth-aside auth-aside--center">
        <IntentButton intent="reset" form={id}>
          {t(flow.messages, 'auth_change_email')}
        </IntentButton>
      </p>
    </>
  )
}

export function SignUpSocialStep({ flow }: StepProps) {
  const { messages } = flow
  const data = flow.state.socialAuthData
  const provider = flow.state.socialProvider ? providerName(flow.state.socialProvider) : ''
  const social = useStepForm(flow, socialSignUpStep, 'sign_up_social')
  const byEmail = useSignUpForm(flow)

  if (socialSignUpUrl(flow.state) && data?.email) {
    return (
      <StepForm form={social} flow={flow}>
        <p className="auth-lead">{tParts(messages, 'auth_signup_social_intro', { provider, email: <Masked email={data.email} /> })}</p>
        <Agreement flow={flow} />
        <CheckboxField label={t(messages, 'auth_marketing_opt_in')} {...social.checkbox('marketing_opt_in')} />
        <SubmitButton busy={social.busy}>{t(messages, 'auth_signup_submit')}</SubmitButton>
      </StepForm>
    )
  }
  return (
    <StepForm form={byEmail} flow={flow}>
      <p className="auth-lead">{t(messages, 'auth_signup_social_no_email', { provider })}</p>
      <TextField {...emailInput(messages)} {...byEmail.text('email')} />
      <NewAccountFields flow={flow} form={byEmail} />
      <SubmitButton busy={byEmail.busy}>{t(messages, 'auth_signup_submit')}</SubmitButton>
    </StepForm>
  )
}

export function ResetPasswordStep({ flow }: StepProps) {
  const form = useStepForm(flow, emailStep, 'forgot_password', { email: flow.state.email })
  const id = useId()
  return (
    <>
      <p className="auth-lead">{t(flow.messages, 'auth_reset_intro')}</p>
      <StepForm form={form} flow={flow} id={id}>
        <TextField {...emailInput(flow.messages)} {...form.text('email')} />
        <SubmitButton busy={form.busy}>{t(flow.messages, 'auth_reset_submit')}</SubmitButton>
      </StepForm>
      <p className="auth-aside auth-aside--center">
        <IntentButton intent={flow.state.email ? 'go:sign_in' : 'go:check_email'} form={id}>
          {t(flow.messages, 'auth_back_to_sign_in')}
        </IntentButton>
      </p>
    </>
  )
}

/** "We sent you a link": reset_password_resend and confirm_email, each with its resend. */
export function MailSentStep({ flow, kind }: StepProps & { kind: 'reset' | 'confirm' }) {
  const form = useStepForm(flow, buttonsOnly, kind === 'reset' ? 'resend_reset' : 'resend_verification')
  const { messages } = flow
  const email = flow.state.email
  const masked = <Masked email={email} />
  return (
    <StepForm form={form} flow={flow}>
      <div className="auth-mail-art" aria-hidden="true">
        <svg viewBox="0 0 64 48" focusable="false">
          <rect x="4" y="6" width="56" height="38" rx="6" />
          <path d="M6 10l26 20 26-20" />
        </svg>
      </div>
      <p className="auth-lead">
        {kind === 'reset'
          ? tParts(messages, 'auth_reset_sent_text', { email: masked, lifetime: flow.auth.lifetimes.reset })
          : tParts(messages, 'auth_confirm_text', { email: masked })}
      </p>
      <p className="auth-aside auth-aside--center">
        <button
          type="submit"
          name="intent"
          value={kind === 'reset' ? 'resend_reset' : 'resend_verification'}
          className="button button--ghost button--block"
          disabled={form.busy || !email}
          aria-busy={form.busy}
        >
          {kind === 'reset' ? t(messages, 'auth_resend') : t(messages, 'auth_resend_verification')}
        </button>
      </p>
      <p className="auth-aside auth-aside--center">
        <IntentButton intent="go:sign_in">{t(messages, 'auth_back_to_sign_in')}</IntentButton>
      </p>
    </StepForm>
  )
}

export function SocialExistStep({ flow }: StepProps) {
  const form = useStepForm(flow, buttonsOnly, 'reset')
  const providers = flow.state.providers
  const list = new Intl.ListFormat(flow.locale === 'en' ? 'en' : flow.locale, { type: 'disjunction' }).format(providers.map(providerName))
  return (
    <StepForm form={form} flow={flow}>
      <p className="auth-lead">{t(flow.messages, 'auth_social_exist_text', { providers: list })}</p>
      <SocialButtons flow={flow} providers={providers} />
      <p className="auth-aside auth-aside--center">
        <IntentButton intent="reset">{t(flow.messages, 'auth_change_email')}</IntentButton>
      </p>
    </StepForm>
  )
}

/** /reset-password?from=email: the new password for the link's address; whatever the answer, sign in follows. */
export function NewPasswordStep({ flow }: StepProps) {
  const { messages } = flow
  const email = flow.state.email
  const form = useStepForm(flow, newPasswordStep, 'new_password')
  return (
    <StepForm form={form} flow={flow}>
      <p className="auth-lead">{tParts(messages, 'auth_new_password_intro', { email: <Masked email={email} /> })}</p>
      <KnownEmail email={email} />
      <PasswordField
        label={t(messages, 'auth_field_password_new')}
        revealLabel={t(messages, 'auth_password_show')}
        hint={t(messages, 'auth_password_hint', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        {...form.text('password_new')}
      />
      <PasswordField
        label={t(messages, 'auth_field_confirm_password')}
        revealLabel={t(messages, 'auth_password_show')}
        autoComplete="new-password"
        {...form.text('confirm_password')}
      />
      <SubmitButton busy={form.busy}>{t(messages, 'auth_new_password_submit')}</SubmitButton>
    </StepForm>
  )
}
