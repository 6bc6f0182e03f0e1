// The site's small request forms (contact, CCPA opt-out, notify-me), on the one form hook
// (use-form.ts): a real form that posts to its page without JavaScript, checked with the
// contract's schema once the page runs, every error in the page's language (copy built on the
// server), and nothing typed lost: the values stay until the request succeeds, through a refusal,
// an outage or a lost connection. The outcome is announced: field errors by their fields, a
// failure as an alert, success as a panel that takes focus. A form posted before the page ran
// arrives with its outcome (`posted`).
import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type WaitCopy, waitWords } from '../i18n/wait-time'
import type { FieldErrorKey } from './field-error-keys'
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

/** The words of one form, in the page's language. `{email}` in successText is the address typed. */
export interface RequestFormCopy {
  submit: string
  optional: string
  successTitle: string
  successText: string
  errorTitle: string
  errorText: string
  /** The visitor's connection is down: nothing was sent, what was typed is still there. */
  offline: string
  /** `{wait}`: how long to wait, in words (from `wait`). */
  rateLimited: string
  wait: WaitCopy
  sendAnother?: string
  errors: Record<FieldErrorKey, string>
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
  copy,
  submit,
  posted,
  layout = 'stacked',
  children,
}: {
  id: string
  spec: FormSpec<F>
  fields: RequestField[]
  copy: RequestFormCopy
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
    words: copy.errors,
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
          {copy.successTitle}
        </h3>
        {copy.successText && <p>{copy.successText.replace('{email}', sentTo)}</p>}
        {copy.sendAnother && (
          // A link to the page, so that it also starts a new message without JavaScript.
          <a
            href={action}
            className="button button--ghost"
            onClick={(event) => {
              event.preventDefault()
              setSentTo(null)
            }}
          >
            {copy.sendAnother}
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
            label: spec.optional ? `${spec.label} (${copy.optional})` : spec.label,
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
          {copy.submit}
        </button>
      </div>
      {notice && (
        <div className="request-form__failure" role="alert">
          <p className="request-form__failure-title">
            {notice.reason === 'throttled'
              ? copy.rateLimited.replace('{wait}', waitWords(copy.wait, notice.retryAfterSec))
              : notice.reason === 'offline'
                ? copy.offline
                : copy.errorTitle}
          </p>
          {notice.reason === 'unavailable' && copy.errorText && <p>{copy.errorText}</p>}
        </div>
      )}
    </form>
  )
}
