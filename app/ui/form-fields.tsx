// Labelled form fields shared by every form: the error is tied to its input (aria-describedby,
// aria-invalid) and announced when it appears; the password field can show what was typed.
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react'
import * as m from '../paraglide/messages'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: string
  inputRef?: Ref<HTMLInputElement>
}

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}

export function TextField({ label, value, onChange, error, hint, inputRef, ...input }: FieldProps) {
  const id = useId()
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
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

export function PasswordField(props: FieldProps) {
  const [visible, setVisible] = useState(false)
  const { label, value, onChange, error, hint, inputRef, ...input } = props
  const id = useId()
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
      <div className="field-password">
        <input
          {...input}
          ref={inputRef}
          id={id}
          type={visible ? 'text' : 'password'}
          className="field-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        />
        <button
          type="button"
          className="field-password__toggle"
          aria-pressed={visible}
          aria-controls={id}
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
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
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
