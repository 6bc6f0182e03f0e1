// Small pieces the auth steps share: a step's form (values, its rules, submit, focus), the submit
// button with its loading state, the social buttons and the terms agreement with its links. Every
// word comes from the server-built copy (auth-copy.server.ts).
import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import { maskEmail } from '../../../contract/masking'
import { type SocialProvider, socialProviders } from '../../../contract/vocabulary'
import { fillTemplate } from '../../shared/copy/layout-copy'
import { browserCookie } from '../../shared/cookies/cookies'
import { setDocumentCookie } from '../../shared/cookies/document-cookie'
import { fieldErrorKey } from '../../shared/forms/field-error-keys'
import { type FieldErrors, useFocusFirstInvalid } from '../../shared/forms/form-outcome'
import type { LocaleCode } from '../../shared/i18n/locales'
import { useLocaleParam } from '../../shared/i18n/use-site-locale'
import { socialRedirect } from './auth.functions'
import type { FormRules } from './auth-form-rules'
import type { AuthField } from './auth-outcomes'
import type { AuthFlow } from './use-auth-flow'

type Values = Record<string, string | boolean>
type TextFieldOf<V extends Values> = { [K in keyof V]: V[K] extends string ? (K extends AuthField ? K : never) : never }[keyof V]

/**
 * A step's form. A submit checks the form's rules first: every failing field is refused at once,
 * through the machine like the server's refusals, and nothing is sent; else `send` runs, the
 * submit button busy meanwhile. After a refused submit focus goes to the first invalid field.
 * What the visitor typed stays whatever happens.
 */
export function useStepForm<V extends Values>(
  flow: AuthFlow,
  initial: V,
  rules: (values: V) => FormRules,
  send: (values: V) => Promise<void>,
) {
  const [values, setValues] = useState(initial)
  const [busy, setBusy] = useState(false)
  const ref = useRef<HTMLFormElement>(null)
  // After a submit, focus goes to the first invalid field once the answer is drawn; a submit that
  // refused nothing leaves focus where the step puts it.
  const focusFirstInvalid = useFocusFirstInvalid(ref)

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
  }

  /** A text field's value, its change (which clears its refusal) and its error in the page's language. */
  const field = (name: TextFieldOf<V>) => ({
    value: values[name] as string,
    onChange: (value: string) => {
      set(name, value as V[typeof name])
      flow.dispatch({ type: 'field_edited', field: name })
    },
    error: flow.errorText(name),
  })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const failed = Object.entries(rules(values)) as [AuthField, NonNullable<FormRules[AuthField]>][]
    if (failed.length) {
      const fields: FieldErrors<AuthField> = Object.fromEntries(
        failed.map(([name, [first]]) => [name, fieldErrorKey(name, first ?? { name: 'format' })]),
      )
      flow.dispatch({ type: 'invalid', fields })
    } else {
      setBusy(true)
      try {
        await send(values)
      } finally {
        setBusy(false)
      }
    }
    focusFirstInvalid()
  }

  return {
    values,
    set,
    field,
    busy,
    formProps: { ref, noValidate: true, className: 'auth-form', onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) },
  }
}

/** Forms whose only inputs are checkboxes: nothing the visitor types can fail. */
export const noRules = (): FormRules => ({})

/** The e-mail field's fixed attributes. */
export function emailInput(flow: AuthFlow) {
  return { label: flow.copy.fields.email, type: 'email', autoComplete: 'email', inputMode: 'email' } as const
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

/** A message with one element in place of its `{email}` placeholder (a masked address), in any word order. */
export function Rich({ text, node }: { text: string; node: ReactNode }) {
  const [before = '', after = ''] = text.split('{email}')
  return (
    <>
      {before}
      {node}
      {after}
    </>
  )
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

/** One button per provider; leaving for the provider keeps the page's locale for the way back. */
export function SocialButtons({
  flow,
  locale,
  providers = socialProviders,
}: {
  flow: AuthFlow
  locale: LocaleCode
  providers?: readonly SocialProvider[]
}) {
  const [busy, setBusy] = useState<SocialProvider | null>(null)
  const start = async (provider: SocialProvider) => {
    setBusy(provider)
    const result = await flow.call(() => socialRedirect({ data: { locale, provider } }))
    if (result?.ok) {
      // The provider returns to the unprefixed /auth/social; the locale cookie brings the visitor
      // back to this page's language.
      setDocumentCookie(browserCookie('locale', locale, window.location.protocol === 'https:'))
      window.location.assign(result.url)
      return
    }
    if (result) flow.dispatch({ type: 'failed', failure: result })
    setBusy(null)
  }
  return (
    <ul className="social-buttons">
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="button button--social button--block"
            disabled={busy !== null}
            aria-busy={busy === provider}
            onClick={() => void start(provider)}
          >
            <ProviderMark provider={provider} />
            {fillTemplate(flow.copy.actions.socialContinue, { provider: providerName(provider) })}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** "By creating an account you agree to the Terms and the Privacy Policy", with both links. */
export function Agreement({ flow }: { flow: AuthFlow }) {
  const params = { locale: useLocaleParam() }
  const { texts } = flow.copy
  // Both links take the place of their placeholders, in whatever order the language puts them.
  const parts = texts.agreement.split(/(\{terms\}|\{privacy\})/)
  return (
    <p className="auth-agreement">
      {parts.map((part, index) =>
        part === '{terms}' ? (
          <Link key={index} to="/{-$locale}/terms" params={params} target="_blank">
            {texts.termsLink}
          </Link>
        ) : part === '{privacy}' ? (
          <Link key={index} to="/{-$locale}/policy" params={params} target="_blank">
            {texts.privacyLink}
          </Link>
        ) : (
          part
        ),
      )}
    </p>
  )
}

/** Shown above the form when the API cannot be reached. */
export function UnavailableNotice({ flow }: { flow: AuthFlow }) {
  return (
    <p className="auth-notice auth-notice--error" role="alert">
      {flow.copy.texts.unavailable}
    </p>
  )
}
