// /login?from=email: an e-mailed verification or one-time sign-in link, whose signed URL waits on
// the server (shared/session/pending-link.ts); `purpose` is null when none does. Nothing is POSTed until
// the visitor clicks Continue (mail scanners open links on their own); an expired or used link
// says so and offers a new one. Both are forms the login page answers without JavaScript
// (auth-action.server.ts, intents `link_confirm` and `link_new`); a post's outcome arrives as `posted`.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import type { LocaleCode } from '../../shared/i18n/locales'
import { t } from '../../shared/i18n/messages'
import { useSiteSettings } from '../../shared/i18n/use-site-locale'
import { type FieldErrorKey, fieldErrorText } from '../../shared/forms/field-error-keys'
import { TextField } from '../../shared/forms/form-fields'
import type { FieldErrors } from '../../shared/forms/form-outcome'
import type { PostedOutcome } from '../../shared/forms/posted-outcome'
import { callServer } from '../../shared/forms/server-calls'
import { useForm } from '../../shared/forms/use-form'
import { type AuthWords, STEP_TITLES } from './auth-messages'
import { buttonsOnly, emailStep } from './auth-forms'
import { emailInput, SubmitButton } from './auth-parts'
import type { AuthFailure } from './auth-outcomes'
import { confirmSignedUrl, resendVerification, sendLoginLink } from './auth.functions'
import { PasskeyOffer } from './passkey-parts'
import { passkeyOfferWanted } from './passkey-support'
import { throttledText } from './use-auth-flow'

type Phase = 'confirm' | 'invalid' | 'sent'
type Outage = { reason: 'unavailable' } | { reason: 'offline' } | { reason: 'throttled'; retryAfterSec: number }

const phaseOf = (posted: PostedOutcome | null | undefined): Phase | null => {
  const phase = (posted?.state as { phase?: unknown } | undefined)?.phase
  return phase === 'confirm' || phase === 'invalid' || phase === 'sent' ? phase : null
}

/** What a failure says above the panel's form, or null when the fields say it. */
const outageOf = (failure: AuthFailure): Outage | null =>
  failure.reason === 'offline' || failure.reason === 'throttled' ? failure : failure.reason === 'fields' ? null : { reason: 'unavailable' }

export function SignedLinkPanel(props: {
  locale: LocaleCode
  purpose: 'login' | 'verify' | null
  auth: AuthWords
  posted?: PostedOutcome | null
}) {
  const { locale, auth, posted } = props
  const { messages } = auth
  const site = useSiteSettings().siteName
  const fieldError = (key: FieldErrorKey) => fieldErrorText(messages, key)
  const titleId = useId()
  const action = useRouterState({ select: (state) => state.location.pathname })
  const purpose = props.purpose ?? 'login'
  const [phase, setPhase] = useState<Phase>(phaseOf(posted) ?? (props.purpose ? 'confirm' : 'invalid'))
  const [outage, setOutage] = useState<Outage | null>(posted?.result && !posted.result.ok ? (posted.result as Outage) : null)
  const [leaving, setLeaving] = useState(false)
  /** The member app's address, once signed in here with the passkey offer to make first. */
  const [offer, setOffer] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The offer replaces the panel: its heading takes focus, so a screen reader reads the new content.
  useEffect(() => {
    if (offer) headingRef.current?.focus()
  }, [offer])
  const [refused, setRefused] = useState<FieldErrors>(posted?.refused ?? {})

  const failed = (failure: AuthFailure) => {
    if (failure.reason === 'fields') setRefused(failure.fields)
    setOutage(outageOf(failure))
  }

  // Continue: signs in with the link waiting here (nothing to type, nothing to refuse).
  const confirm = useForm({
    spec: buttonsOnly,
    action,
    initial: {},
    refused: {},
    onRefused: () => undefined,
    words: fieldError,
    send: async () => {
      setOutage(null)
      const result = await callServer(() => confirmSignedUrl({ data: { locale } }))
      if (result.ok) {
        setLeaving(true)
        // Signed in (or a sign-up confirmed) on a device that can keep a passkey: offer one first.
        if (await passkeyOfferWanted(auth.passkeys)) setOffer(result.redirectTo)
        else window.location.assign(result.redirectTo)
      } else if (result.reason === 'link_invalid') setPhase('invalid')
      else failed(result)
    },
  })

  const form = useForm({
    spec: emailStep,
    action,
    initial: { email: typeof posted?.values.email === 'string' ? posted.values.email : '' },
    refused,
    onRefused: setRefused,
    words: fieldError,
    send: async (values) => {
      setOutage(null)
      const send = purpose === 'verify' ? resendVerification : sendLoginLink
      const result = await callServer(() => send({ data: { locale, form: values } }))
      if (result.ok) setPhase('sent')
      else failed(result)
    },
  })

  const title = offer
    ? t(messages, STEP_TITLES.passkey_offer)
    : phase === 'confirm'
      ? purpose === 'verify'
        ? t(messages, 'link_confirm_verify_title')
        : t(messages, 'link_confirm_login_title', { site })
      : t(messages, 'link_invalid_title')
  return (
    <section className="auth-panel auth-panel--inline" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="auth-panel__title">
        {title}
      </h2>
      {outage && (
        <p className="auth-notice auth-notice--error" role="alert">
          {outage.reason === 'offline'
            ? t(messages, 'form_offline')
            : outage.reason === 'throttled'
              ? throttledText(messages, outage.retryAfterSec)
              : t(messages, 'auth_unavailable')}
        </p>
      )}
      {offer ? (
        <PasskeyOffer messages={messages} locale={locale} appUrl={offer} />
      ) : phase === 'confirm' ? (
        <form {...confirm.formProps}>
          <input type="hidden" name="intent" value="link_confirm" />
          <p className="auth-lead">
            {purpose === 'verify' ? t(messages, 'link_confirm_verify_text') : t(messages, 'link_confirm_login_text')}
          </p>
          <SubmitButton busy={confirm.busy || leaving}>{t(messages, 'link_continue')}</SubmitButton>
        </form>
      ) : phase === 'sent' ? (
        <p className="auth-notice auth-notice--success" role="status">
          {t(messages, 'link_new_sent')}
        </p>
      ) : (
        <form {...form.formProps} className="auth-form">
          <input type="hidden" name="intent" value="link_new" />
          <input type="hidden" name="purpose" value={purpose} />
          <p className="auth-lead">{t(messages, 'link_invalid_text')}</p>
          <TextField {...emailInput(messages)} {...form.text('email')} />
          <SubmitButton busy={form.busy}>{t(messages, 'link_send_new')}</SubmitButton>
        </form>
      )}
    </section>
  )
}
