// The site's small request forms (contact, CCPA opt-out, notify-me), on the one form hook
// (use-form.ts): a real form that posts to its page without JavaScript, checked with the
// contract's schema once the page runs, every error in the page's language (the page's messages),
// and nothing typed lost: the values stay until the request succeeds, through a refusal,
// an outage or a lost connection. The outcome is announced: field errors by their fields, a
// failure as an alert, success as a panel that takes focus. A form posted before the page ran
// arrives with its outcome (`posted`).
import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type Messages, t } from '../i18n/messages'
import { waitText } from '../i18n/wait-time'
import { FIELD_ERROR_NAMESPACES, type FieldErrorKey, fieldErrorText } from './field-error-keys'
import type { FieldErrors, FormFailure } from './form-outcome'
import { emptyValues, type FormFields, type FormSpec, type FormValues } from './form-values'
import type { PostedOutcome } from './posted-outcome'
import { callServer } from './server-calls'
import { TextAreaField, TextField } from './text-field'
import { useForm } from './use-form'

export interface RequestField {
  name: string
  label: string
  kind: 'text' | 'email' | 'textarea'
  autoComplete?: string
  optional?: boolean
  hint?: string
}

export type RequestOutcome = { ok: true } | FormFailure

/** The messages every request form reads (its page sends them): optional, offline, throttled and its wait, field errors. */
export const REQUEST_FORM_NAMESPACES = ['form_', 'wait_', ...FIELD_ERROR_NAMESPACES] as const
export type RequestFormMessages = Messages<(typeof REQUEST_FORM_NAMESPACES)[number]>

/** A form's own words, read by its caller from the page's messages. */
export interface RequestFormWords {
  submit: string
  successTitle: string
  /** Said after a success, with the address typed. */
  successText?: (email: string) => string
  errorTitle: string
  /** Said when the service is down. */
  errorText?: string
  /** A link that starts a new request. */
  sendAnother?: string
}

type Notice = { reason: 'unavailable' } | { reason: 'offline' } | { reason: 'rejected' } | { reason: 'throttled'; retryAfterSec: number }

/** The notice a failed submit shows above the fields, or null when its refusals say it all. */
function noticeOf(outcome: Exclude<RequestOutcome, { ok: true }>): Notice | null {
  return outcome.reason === 'fields' ? null : outcome
}

export function RequestForm<F extends FormFields>({
  id,
  spec,
  fields,
  messages,
  words,
  fieldError = (key) => fieldErrorText(messages, key),
  submit,
  posted,
  layout = 'stacked',
  children,
}: {
  id: string
  spec: FormSpec<F>
  fields: RequestField[]
  messages: RequestFormMessages
  words: RequestFormWords
  /** A field error's words, where the form says one its own way. */
  fieldError?: (key: FieldErrorKey) => string
  /** Sends the values once the schema accepted them (a server function). */
  submit: (values: FormValues<F>) => Promise<RequestOutcome>
  /** What a post made before the page ran led to. */
  posted?: PostedOutcome | null
  layout?: 'stacked' | 'inline'
  /** Shown above the fields (a heading, a note). */
  children?: ReactNode
}) {
  const action = useRouterState({ select: (state) => state.location.pathname })
  const [refused, setRefused] = useState<FieldErrors>(posted?.refused ?? {})
  const [notice, setNotice] = useState<Notice | null>(posted?.result && !posted.result.ok ? posted.result : null)
  const [sentTo, setSentTo] = useState<string | null>(posted?.result?.ok ? (posted.result.sentTo ?? '') : null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const initial = { ...emptyValues(spec), ...(posted?.result?.ok ? {} : posted?.values) } as FormValues<F>

  const form = useForm({
    spec,
    action,
    initial,
    refused,
    onRefused: setRefused,
    words: fieldError,
    send: async (values) => {
      setNotice(null)
      const outcome = await callServer(() => submit(values))
      if (outcome.ok) {
        setSentTo(typeof values.email === 'string' ? values.email : '')
        form.reset(emptyValues(spec))
      } else if (outcome.reason === 'fields') setRefused(outcome.fields)
      else setNotice(noticeOf(outcome))
    },
  })

  useEffect(() => {
    if (sentTo !== null && !posted?.result?.ok) doneRef.current?.focus()
  }, [sentTo, posted])

  if (sentTo !== null)
    return (
      <div className="request-form__done" role="status">
        <h3 ref={doneRef} tabIndex={-1}>
          {words.successTitle}
        </h3>
        {words.successText && <p>{words.successText(sentTo)}</p>}
        {words.sendAnother && (
          // A link to the page, so that it also starts a new message without JavaScript.
          <a
            href={action}
            className="button button--ghost"
            onClick={(event) => {
              event.preventDefault()
              setSentTo(null)
            }}
          >
            {words.sendAnother}
          </a>
        )}
      </div>
    )

  return (
    <form {...form.formProps} id={id} className={`request-form request-form--${layout}`}>
      {children}
      <div className="request-form__fields">
        {fields.map((spec) => {
          const common = {
            ...form.text(spec.name),
            label: spec.optional ? `${spec.label} (${t(messages, 'form_optional')})` : spec.label,
            hint: spec.hint,
            autoComplete: spec.autoComplete,
          }
          return spec.kind === 'textarea' ? (
            <TextAreaField key={spec.name} {...common} rows={6} />
          ) : (
            <TextField
              key={spec.name}
              {...common}
              type={spec.kind}
              {...(spec.kind === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false } : {})}
            />
          )
        })}
        <button type="submit" className="button button--primary request-form__submit" disabled={form.busy} aria-busy={form.busy}>
          {words.submit}
        </button>
      </div>
      {notice && (
        <div className="request-form__failure" role="alert">
          <p className="request-form__failure-title">
            {notice.reason === 'throttled'
              ? t(messages, 'form_rate_limited', { wait: waitText(messages, notice.retryAfterSec) })
              : notice.reason === 'offline'
                ? t(messages, 'form_offline')
                : words.errorTitle}
          </p>
          {notice.reason === 'unavailable' && words.errorText && <p>{words.errorText}</p>}
        </div>
      )}
    </form>
  )
}
