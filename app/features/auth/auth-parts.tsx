// Small pieces the auth steps share: a field bound to the flow, the step form's submit, the submit
// button with its loading state, the social buttons and the terms agreement with its links.
import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import { maskEmail } from '../../../contract/masking'
import { type SocialProvider, socialProviders } from '../../../contract/vocabulary'
import { browserCookie } from '../../shared/cookies/cookies'
import { setDocumentCookie } from '../../shared/cookies/document-cookie'
import { focusFirstInvalid } from '../../shared/forms/form-outcome'
import type { LocaleCode } from '../../shared/i18n/locales'
import { m } from '../../shared/i18n/messages'
import { useLocaleParam } from '../../shared/i18n/use-site-locale'
import { socialRedirect } from './auth.functions'
import type { AuthField } from './auth-outcomes'
import type { AuthFlow } from './use-auth-flow'

interface BoundField {
  state: { value: string; meta: { errors: readonly unknown[] } }
  handleChange: (value: string) => void
  handleBlur: () => void
}

/** What a field component needs from a form field: value, handlers and the error in the page's language. */
export function bind(field: BoundField, flow: AuthFlow, name: AuthField) {
  return {
    value: field.state.value,
    onChange: (value: string) => {
      field.handleChange(value)
      flow.dispatch({ type: 'field_edited', field: name })
    },
    onBlur: field.handleBlur,
    error: flow.errorText(name, field.state.meta.errors),
  }
}

/**
 * A step form's props: it submits without a page load and, when the submit was refused (by the
 * form's schema or by the server), focus goes to the first invalid field.
 */
export function useStepForm(handleSubmit: () => Promise<void>) {
  const ref = useRef<HTMLFormElement>(null)
  return {
    ref,
    noValidate: true,
    className: 'auth-form',
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      void handleSubmit().then(() => focusFirstInvalid(ref.current))
    },
  }
}

/** The e-mail field's fixed attributes. */
export function emailInput() {
  return { label: m.auth_field_email(), type: 'email', autoComplete: 'email', inputMode: 'email' } as const
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

/** A message with one element in place of its placeholder (a masked address), in any word order. */
export function Rich({ text, node }: { text: (marker: string) => string; node: ReactNode }) {
  const [before = '', after = ''] = text('{marker}').split('{marker}')
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
            {m.auth_social_continue({ provider: providerName(provider) })}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** "By creating an account you agree to the Terms and the Privacy Policy", with both links. */
export function Agreement() {
  const params = { locale: useLocaleParam() }
  // Both links take the place of their placeholders, in whatever order the language puts them.
  const text = m.auth_terms_agreement({ terms: '{terms}', privacy: '{privacy}' })
  const parts = text.split(/(\{terms\}|\{privacy\})/)
  return (
    <p className="auth-agreement">
      {parts.map((part, index) =>
        part === '{terms}' ? (
          <Link key={index} to="/{-$locale}/terms" params={params} target="_blank">
            {m.auth_terms_link()}
          </Link>
        ) : part === '{privacy}' ? (
          <Link key={index} to="/{-$locale}/policy" params={params} target="_blank">
            {m.auth_privacy_link()}
          </Link>
        ) : (
          part
        ),
      )}
    </p>
  )
}

/** Shown above the form when the API cannot be reached. */
export function UnavailableNotice() {
  return (
    <p className="auth-notice auth-notice--error" role="alert">
      {m.auth_unavailable()}
    </p>
  )
}
