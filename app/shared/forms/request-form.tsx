// The site's small request forms (contact, CCPA opt-out, notify-me): fields validated with the
// contract's zod schema before sending, every error in the page's language (copy built on the
// server), and nothing typed lost on an error: the values stay until the request succeeds. The
// outcome is announced: field errors by their fields, a failure as an alert, success as a
// panel that takes focus.
import { useForm } from '@tanstack/react-form'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { type WaitCopy, waitWords } from '../i18n/wait-time'
import { type FieldErrorKey, keyOfIssue } from './field-error-keys'
import { type FieldErrors, type FormFailure, useFocusFirstInvalid } from './form-outcome'
import { TextAreaField, TextField } from './text-field'

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
  /** `{wait}`: how long to wait, in words (from `wait`). */
  rateLimited: string
  wait: WaitCopy
  sendAnother?: string
  errors: Record<FieldErrorKey, string>
}

type Values = Record<string, string>

export function RequestForm({
  id,
  fields,
  schema,
  copy,
  submit,
  layout = 'stacked',
  children,
}: {
  id: string
  fields: RequestField[]
  /** The contract's request schema (its optional fields also accept null). */
  schema: z.ZodType<unknown, Partial<Record<string, string | null>>>
  copy: RequestFormCopy
  submit: (values: Values) => Promise<RequestOutcome>
  layout?: 'stacked' | 'inline'
  /** Shown above the fields (a heading, a note). */
  children?: ReactNode
}) {
  const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as Values
  const [failure, setFailure] = useState<{ reason: 'unavailable' } | { reason: 'throttled'; retryAfterSec: number } | null>(null)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [sentTo, setSentTo] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const focusFirstInvalid = useFocusFirstInvalid(formRef)

  const form = useForm({
    defaultValues: empty,
    // The form's values are all strings, which every such schema accepts.
    validators: { onSubmit: schema as z.ZodType<unknown, Values> },
    onSubmit: async ({ value }) => {
      setFailure(null)
      const outcome = await submit(value).catch((): RequestOutcome => ({ ok: false, reason: 'unavailable' }))
      if (outcome.ok) {
        setSentTo(value.email ?? '')
        form.reset()
      } else if (outcome.reason === 'fields') {
        setServerErrors(outcome.fields)
        focusFirstInvalid()
      } else setFailure(outcome.reason === 'throttled' ? outcome : { reason: 'unavailable' })
    },
    onSubmitInvalid: focusFirstInvalid,
  })

  useEffect(() => {
    if (sentTo !== null) doneRef.current?.focus()
  }, [sentTo])

  if (sentTo !== null)
    return (
      <div className="request-form__done" role="status">
        <h3 ref={doneRef} tabIndex={-1}>
          {copy.successTitle}
        </h3>
        {copy.successText && <p>{copy.successText.replace('{email}', sentTo)}</p>}
        {copy.sendAnother && (
          <button type="button" className="button button--ghost" onClick={() => setSentTo(null)}>
            {copy.sendAnother}
          </button>
        )}
      </div>
    )

  return (
    <form
      ref={formRef}
      id={id}
      noValidate
      className={`request-form request-form--${layout}`}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {children}
      <div className="request-form__fields">
        {fields.map((spec) => (
          <form.Field key={spec.name} name={spec.name}>
            {(field) => {
              const issue = field.state.meta.errors[0]
              const key = serverErrors[spec.name] ?? (issue === undefined ? null : keyOfIssue(spec.name, issue))
              const common = {
                name: spec.name,
                label: spec.optional ? `${spec.label} (${copy.optional})` : spec.label,
                value: field.state.value,
                onChange: (value: string) => {
                  field.handleChange(value)
                  if (serverErrors[spec.name]) setServerErrors(({ [spec.name]: _, ...rest }) => rest)
                },
                onBlur: field.handleBlur,
                error: key ? copy.errors[key] : null,
                hint: spec.hint,
                autoComplete: spec.autoComplete,
              }
              return spec.kind === 'textarea' ? (
                <TextAreaField {...common} rows={6} />
              ) : (
                <TextField
                  {...common}
                  type={spec.kind}
                  {...(spec.kind === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false } : {})}
                />
              )
            }}
          </form.Field>
        ))}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <button type="submit" className="button button--primary request-form__submit" disabled={submitting} aria-busy={submitting}>
              {copy.submit}
            </button>
          )}
        </form.Subscribe>
      </div>
      {failure && (
        <div className="request-form__failure" role="alert">
          <p className="request-form__failure-title">
            {failure.reason === 'throttled'
              ? copy.rateLimited.replace('{wait}', waitWords(copy.wait, failure.retryAfterSec))
              : copy.errorTitle}
          </p>
          {failure.reason === 'unavailable' && copy.errorText && <p>{copy.errorText}</p>}
        </div>
      )}
    </form>
  )
}
