// The access-denied page (canvas layout): names the visitor's country and offers to e-mail them
// when the service becomes available.
import { useForm } from '@tanstack/react-form'
import { useId, useState } from 'react'
import type { AccessDeniedCopy } from './access-copy.server'
import type { LocaleCode } from '../../lib/locales'
import { notifyMeFormSchema, submitNotifyMe } from './notify-me.functions'

type Outcome = 'idle' | 'success' | 'error'

export function AccessDeniedPage({
  copy,
  country,
  locale,
  siteName,
}: {
  copy: AccessDeniedCopy
  country: string | null
  locale: LocaleCode
  siteName: string
}) {
  const [outcome, setOutcome] = useState<Outcome>('idle')
  const emailId = useId()
  const errorId = useId()
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: notifyMeFormSchema },
    onSubmit: async ({ value }) => {
      const result = await submitNotifyMe({ data: { email: value.email, locale, ...(country ? { country_code: country } : {}) } }).catch(
        () => ({ ok: false }),
      )
      setOutcome(result.ok ? 'success' : 'error')
    },
  })
  return (
    <main className="canvas-layout" id="main-content">
      <div className="canvas-card">
        <p className="brand brand--static">{siteName}</p>
        <h1>{copy.heading}</h1>
        <p>{copy.text}</p>
        <form
          noValidate
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <form.Field name="email">
            {(field) => {
              const invalid = field.state.meta.errors.length > 0
              return (
                <div className="field">
                  <label htmlFor={emailId} className="field-label">
                    {copy.emailLabel}
                  </label>
                  <input
                    id={emailId}
                    name="email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    className="field-input"
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                    onBlur={field.handleBlur}
                    aria-invalid={invalid}
                    aria-describedby={invalid ? errorId : undefined}
                  />
                  {invalid && (
                    <p id={errorId} className="field-error" role="alert">
                      {copy.emailInvalid}
                    </p>
                  )}
                </div>
              )
            }}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <button type="submit" className="button button--primary" disabled={submitting} aria-busy={submitting}>
                {copy.submit}
              </button>
            )}
          </form.Subscribe>
        </form>
        <p role="status" className={`form-status form-status--${outcome}`}>
          {outcome === 'success' ? copy.success : outcome === 'error' ? copy.error : ''}
        </p>
      </div>
    </main>
  )
}
