// One form per step of the auth dialog (SPEC.md §2), each a real form on the one form hook: it
// posts the step to its page without JavaScript (auth-action.server.ts), and once the page runs it
// checks the step's schema (contract/forms.ts) before calling the server, shows the refusals on
// the fields, and keeps what the visitor typed whatever happens. What each button does is
// auth-intents.ts's, the same on both sides. Every word is the server-built copy's (flow.copy).
import { useId } from 'react'
import { fillTemplate } from '../../shared/copy/layout-copy'
import { CheckboxField, PasswordField, TextField } from '../../shared/forms/form-fields'
import { buttonsOnly, emailStep, newPasswordStep, signInStep, signUpStep, socialSignUpStep } from './auth-forms'
import { socialSignUpUrl } from './auth-intents'
import {
  Agreement,
  emailInput,
  IntentButton,
  Masked,
  providerName,
  Rich,
  SocialButtons,
  StepForm,
  SubmitButton,
  useStepForm,
} from './auth-parts'
import { PasskeyButton, passkeyAutocomplete, useAutofillRound, usePasskeyAutofill } from './passkey-parts'
import type { AuthFlow } from './use-auth-flow'

interface StepProps {
  flow: AuthFlow
}

function Divider({ flow }: { flow: AuthFlow }) {
  return (
    <p className="auth-divider">
      <span>{flow.copy.actions.or}</span>
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
      <TextField {...emailInput(flow)} autoComplete={passkeyAutocomplete(flow.copy.passkeys.on)} {...form.text('email')} />
      <SubmitButton busy={form.busy}>{flow.copy.actions.continue}</SubmitButton>
      <Divider flow={flow} />
      <SocialButtons flow={flow}>
        <PasskeyButton flow={flow} onSettled={armAutofillAgain} />
      </SocialButtons>
    </StepForm>
  )
}

export function SignInStep({ flow }: StepProps) {
  const { state, copy } = flow
  const id = useId()
  const form = useStepForm(flow, signInStep, 'sign_in', { email: state.email })
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
          <IntentButton intent="resend_verification" form={id} disabled={form.busy}>
            {copy.actions.resendVerification}
          </IntentButton>
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
      <StepForm form={form} flow={flow} id={id}>
        <KnownEmail email={state.email} />
        <PasswordField
          label={copy.fields.password}
          revealLabel={copy.fields.showPassword}
          autoComplete="current-password"
          {...form.text('password')}
        />
        <p className="auth-aside">
          <IntentButton intent="go:reset_password">{copy.actions.forgot}</IntentButton>
        </p>
        <SubmitButton busy={form.busy}>{copy.actions.signIn}</SubmitButton>
      </StepForm>
      <p className="auth-aside auth-aside--center">
        <IntentButton intent="send_login_link" form={id} disabled={form.busy}>
          {copy.actions.linkInstead}
        </IntentButton>
      </p>
      <p className="auth-aside auth-aside--center">
        <IntentButton intent="reset" form={id}>
          {copy.actions.changeEmail}
        </IntentButton>
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
        {...form.text('password')}
      />
      <PasswordField
        label={fields.confirmPassword}
        revealLabel={fields.showPassword}
        autoComplete="new-password"
        {...form.text('confirm_password')}
      />
      <Agreement flow={flow} />
      <CheckboxField label={fields.marketingOptIn} {...form.checkbox('marketing_opt_in')} />
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
      <p className="auth-lead">
        <Rich text={flow.copy.texts.signUpIntro} node={<Masked email={flow.state.email} />} />
      </p>
      {emailRefused && (
        <p className="auth-notice auth-notice--error" role="alert">
          {emailRefused}
        </p>
      )}
      <StepForm form={form} flow={flow} id={id}>
        <KnownEmail email={flow.state.email} />
        <NewAccountFields flow={flow} form={form} />
        <SubmitButton busy={form.busy}>{flow.copy.actions.signUp}</SubmitButton>
      </StepForm>
      <p className="auth-aside auth-aside--center">
        <IntentButton intent="reset" form={id}>
          {flow.copy.actions.changeEmail}
        </IntentButton>
      </p>
    </>
  )
}

export function SignUpSocialStep({ flow }: StepProps) {
  const { copy } = flow
  const data = flow.state.socialAuthData
  const provider = { provider: flow.state.socialProvider ? providerName(flow.state.socialProvider) : '' }
  const social = useStepForm(flow, socialSignUpStep, 'sign_up_social')
  const byEmail = useSignUpForm(flow)

  if (socialSignUpUrl(flow.state) && data?.email) {
    return (
      <StepForm form={social} flow={flow}>
        <p className="auth-lead">
          <Rich text={fillTemplate(copy.texts.signUpSocialIntro, provider)} node={<Masked email={data.email} />} />
        </p>
        <Agreement flow={flow} />
        <CheckboxField label={copy.fields.marketingOptIn} {...social.checkbox('marketing_opt_in')} />
        <SubmitButton busy={social.busy}>{copy.actions.signUp}</SubmitButton>
      </StepForm>
    )
  }
  return (
    <StepForm form={byEmail} flow={flow}>
      <p className="auth-lead">{fillTemplate(copy.texts.signUpSocialNoEmail, provider)}</p>
      <TextField {...emailInput(flow)} {...byEmail.text('email')} />
      <NewAccountFields flow={flow} form={byEmail} />
      <SubmitButton busy={byEmail.busy}>{copy.actions.signUp}</SubmitButton>
    </StepForm>
  )
}

export function ResetPasswordStep({ flow }: StepProps) {
  const form = useStepForm(flow, emailStep, 'forgot_password', { email: flow.state.email })
  const id = useId()
  return (
    <>
      <p className="auth-lead">{flow.copy.texts.resetIntro}</p>
      <StepForm form={form} flow={flow} id={id}>
        <TextField {...emailInput(flow)} {...form.text('email')} />
        <SubmitButton busy={form.busy}>{flow.copy.actions.reset}</SubmitButton>
      </StepForm>
      <p className="auth-aside auth-aside--center">
        <IntentButton intent={flow.state.email ? 'go:sign_in' : 'go:check_email'} form={id}>
          {flow.copy.actions.backToSignIn}
        </IntentButton>
      </p>
    </>
  )
}

/** "We sent you a link": reset_password_resend and confirm_email, each with its resend. */
export function MailSentStep({ flow, kind }: StepProps & { kind: 'reset' | 'confirm' }) {
  const form = useStepForm(flow, buttonsOnly, kind === 'reset' ? 'resend_reset' : 'resend_verification')
  const { copy } = flow
  const email = flow.state.email
  return (
    <StepForm form={form} flow={flow}>
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
          type="submit"
          name="intent"
          value={kind === 'reset' ? 'resend_reset' : 'resend_verification'}
          className="button button--ghost button--block"
          disabled={form.busy || !email}
          aria-busy={form.busy}
        >
          {kind === 'reset' ? copy.actions.resend : copy.actions.resendVerification}
        </button>
      </p>
      <p className="auth-aside auth-aside--center">
        <IntentButton intent="go:sign_in">{copy.actions.backToSignIn}</IntentButton>
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
      <p className="auth-lead">{fillTemplate(flow.copy.texts.socialExist, { providers: list })}</p>
      <SocialButtons flow={flow} providers={providers} />
      <p className="auth-aside auth-aside--center">
        <IntentButton intent="reset">{flow.copy.actions.changeEmail}</IntentButton>
      </p>
    </StepForm>
  )
}

/** /reset-password?from=email: the new password for the link's address; whatever the answer, sign in follows. */
export function NewPasswordStep({ flow }: StepProps) {
  const { copy } = flow
  const email = flow.state.email
  const form = useStepForm(flow, newPasswordStep, 'new_password')
  return (
    <StepForm form={form} flow={flow}>
      <p className="auth-lead">
        <Rich text={copy.texts.newPasswordIntro} node={<Masked email={email} />} />
      </p>
      <KnownEmail email={email} />
      <PasswordField
        label={copy.fields.passwordNew}
        revealLabel={copy.fields.showPassword}
        hint={copy.fields.passwordHint}
        autoComplete="new-password"
        {...form.text('password_new')}
      />
      <PasswordField
        label={copy.fields.confirmPassword}
        revealLabel={copy.fields.showPassword}
        autoComplete="new-password"
        {...form.text('confirm_password')}
      />
      <SubmitButton busy={form.busy}>{copy.actions.newPassword}</SubmitButton>
    </StepForm>
  )
}
