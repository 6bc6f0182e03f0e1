// Small pieces the auth steps share: a step's form (the one form hook, posting the step to its
// page without JavaScript), buttons for a step's other actions, the submit button with its
// loading state, the social buttons and the terms agreement with its links. Every word is one of
// the page's messages (auth-messages.ts).
import { Link, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { maskEmail } from '../../../contract/masking'
import { type SocialProvider, socialProviders } from '../../../contract/vocabulary'
import { fieldErrorText } from '../../shared/forms/field-error-keys'
import type { FieldErrors } from '../../shared/forms/form-outcome'
import { type FormFields, type FormSpec, type FormValues, emptyValues } from '../../shared/forms/form-values'
import { useForm } from '../../shared/forms/use-form'
import { t } from '../../shared/i18n/messages'
import { tParts } from '../../shared/i18n/message-parts'
import { useLocaleParam } from '../../shared/i18n/use-site-locale'
import type { AuthMessages } from './auth-messages'
import type { AuthIntent } from './auth-intents'
import { carriedState } from './auth-machine'
import type { AuthField } from './auth-outcomes'
import type { AuthFlow } from './use-auth-flow'

/**
 * A step's form on the one form hook: it posts to the page it is on (which answers without
 * JavaScript, auth-action.server.ts) and, once the page runs, checks the step's schema, keeps the
 * refusals in the machine and hands its buttons' intents to the flow (auth-intents.ts).
 */
export function useStepForm<F extends FormFields>(
  flow: AuthFlow,
  spec: FormSpec<F>,
  intent: AuthIntent,
  preset: Partial<FormValues<F>> = {},
) {
  const action = useRouterState({ select: (state) => state.location.pathname })
  const [initial] = useState(() => ({ ...emptyValues(spec), ...preset, ...flow.takePostedValues(spec) }) as FormValues<F>)
  return useForm({
    spec,
    action,
    initial,
    refused: flow.state.fieldErrors,
    onRefused: (fields: FieldErrors) => flow.dispatch({ type: 'invalid', fields: fields as FieldErrors<AuthField> }),
    words: (key) => fieldErrorText(flow.messages, key),
    send: (values) => flow.act(intent, values),
    onIntent: (asked, values) => flow.act(asked as AuthIntent, values),
  })
}

/** The step's form element: the hook's form, carrying where the visitor is for a post without JavaScript. */
export function StepForm({
  form,
  flow,
  id,
  children,
}: {
  form: { formProps: ReturnType<typeof useForm>['formProps'] }
  flow: AuthFlow
  id?: string
  children: ReactNode
}) {
  return (
    <form {...form.formProps} id={id} className="auth-form">
      <input type="hidden" name="state" value={JSON.stringify(carriedState(flow.state))} />
      {/* Enter in a field submits the step itself, not the first of its other actions ("Forgot password?"). */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      {children}
    </form>
  )
}

/** A step's other action, as a link-styled button of its form (`form`: the form's id when outside it). */
export function IntentButton({
  intent,
  form,
  disabled,
  children,
}: {
  intent: AuthIntent
  form?: string
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <button type="submit" name="intent" value={intent} form={form} formNoValidate className="link-button" disabled={disabled}>
      {children}
    </button>
  )
}

/** The e-mail field's label and fixed attributes. */
export function emailInput(messages: AuthMessages) {
  return { label: t(messages, 'auth_field_email'), type: 'email', autoComplete: 'email', inputMode: 'email' } as const
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  )
}

export function Masked({ email }: { email: string }) {
  return <bdi className="masked-email">{maskEmail(email)}</bdi>
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' }
export const providerName = (provider: SocialProvider) => PROVIDER_NAMES[provider]

/** Simple original marks in each brand's colour, not the brands' logos. */
const PROVIDER_MARKS: Record<SocialProvider, ReactNode> = {
  google: (
    <>
      <circle cx="12" cy="12" r="10" fill="#fff" stroke="#4285f4" strokeWidth="2.5" />
      <path d="M12 12h7" stroke="#34a853" strokeWidth="2.5" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="11" fill="#1877f2" />
      <path d="M13.5 19v-6h2l.4-2.5h-2.4V9c0-.7.3-1.3 1.3-1.3H16V5.6a13 13 0 0 0-2-.2c-2 0-3.3 1.2-3.3 3.4v1.7H8.5V13h2.2v6z" fill="#fff" />
    </>
  ),
  apple: (
    <>
      <circle cx="12" cy="12" r="11" fill="#111" />
      <path
        d="M15.2 12.6c0-1.6 1.3-2.3 1.3-2.4-.7-1-1.8-1.2-2.2-1.2-.9-.1-1.8.6-2.3.6-.5 0-1.2-.5-2-.5-1 0-2 .6-2.5 1.5-1.1 1.9-.3 4.6.8 6.1.5.7 1.1 1.6 1.9 1.5.8 0 1-.5 2-.5s1.2.5 2 .5 1.3-.7 1.8-1.5c.6-.8.8-1.6.8-1.7 0 0-1.6-.6-1.6-2.4zM13.8 7.9c.4-.5.7-1.2.6-1.9-.6 0-1.3.4-1.8.9-.4.4-.7 1.1-.6 1.8.7.1 1.4-.3 1.8-.8z"
        fill="#fff"
      />
    </>
  ),
}

function ProviderMark({ provider }: { provider: SocialProvider }) {
  return (
    <svg viewBox="0 0 24 24" className="social-mark" aria-hidden="true" focusable="false">
      {PROVIDER_MARKS[provider]}
    </svg>
  )
}

/**
 * One button per provider, in the step's form. The browser posts it, with or without JavaScript:
 * the page's action binds this browser to the sign-in and sends it on to the provider, keeping the
 * page's language for the way back (auth-action.server.ts).
 */
export function SocialButtons({
  flow,
  providers = socialProviders,
  form,
  children,
}: {
  flow: AuthFlow
  providers?: readonly SocialProvider[]
  /** The form's id, when the buttons are outside it. */
  form?: string
  /** Items before the providers' (the passkey button, itself a list item). */
  children?: ReactNode
}) {
  return (
    <ul className="social-buttons">
      {children}
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="submit"
            name="intent"
            value={`social:${provider}`}
            form={form}
            formNoValidate
            data-native=""
            className="button button--social button--block"
          >
            <ProviderMark provider={provider} />
            {t(flow.messages, 'auth_social_continue', { provider: providerName(provider) })}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** "By creating an account you agree to the Terms and the Privacy Policy", with both links. */
export function Agreement({ flow }: { flow: AuthFlow }) {
  const params = { locale: useLocaleParam() }
  const { messages } = flow
  // Both links take the place of their placeholders, in whatever order the language puts them.
  return (
    <p className="auth-agreement">
      {tParts(messages, 'auth_terms_agreement', {
        terms: (
          <Link to="/{-$locale}/terms" params={params} target="_blank">
            {t(messages, 'auth_terms_link')}
          </Link>
        ),
        privacy: (
          <Link to="/{-$locale}/policy" params={params} target="_blank">
            {t(messages, 'auth_privacy_link')}
          </Link>
        ),
      })}
    </p>
  )
}

/** Shown above the form when the service is down, or the visitor's connection is. */
export function OutageNotice({ flow }: { flow: AuthFlow }) {
  const { unavailable, offline } = flow.state
  if (!unavailable && !offline) return null
  return (
    <p className="auth-notice auth-notice--error" role="alert">
      {offline ? t(flow.messages, 'form_offline') : t(flow.messages, 'auth_unavailable')}
    </p>
  )
}
