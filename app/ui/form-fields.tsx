// Labelled form fields shared by every form: the error is tied to its input (aria-describedby,
// aria-invalid) and announced when it appears; the password field can show what was typed.
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react'
import { m } from './messages'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: string
  inputRef?: Ref<HTMLInputElement>
}

/** Label, hint and error around an input, and the attributes that tie them to it. */
function FieldShell({
  label,
  hint,
  error,
  children,
}: Pick<FieldProps, 'label' | 'hint' | 'error'> & { children: (aria: InputAria) => ReactNode }) {
  const id = useId()
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

interface InputAria {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export function TextField({ label, value, onChange, error, hint, inputRef, ...input }: FieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          {...input}
          {...aria}
          ref={inputRef}
          className="field-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  )
}

export function PasswordField({ label, value, onChange, error, hint, inputRef, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(aria) => (
        <div className="field-password">
          <input
            {...input}
            {...aria}
            ref={inputRef}
            type={visible ? 'text' : 'password'}
            className="field-input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoCapitalize="none"
            spellCheck={false}
          />
          <button
            type="button"
            className="field-password__toggle"
            aria-pressed={visible}
            aria-controls={aria.id}
            onClick={() => setVisible((v) => !v)}
          >
            <svg viewBox="0 0 24 24" className="icon" aria-hidden="true" focusable="false">
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M4 4l16 16" />}
            </svg>
            <span className="visually-hidden">{m.auth_password_show()}</span>
          </button>
        </div>
      )}
    </FieldShell>
  )
}

export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId()
  return (
    <div className="field field--checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
