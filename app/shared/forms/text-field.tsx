// A labelled text input and text area, for every form: label, optional hint and error, tied to the
// control (aria-describedby, aria-invalid); the error is announced when it appears. No paraglide
// here, so that forms worded by the server (contact, opt-out, notify-me) do not load it.
import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react'

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: string
  inputRef?: Ref<HTMLInputElement>
}

/** Label, hint and error around an input, and the attributes that tie them to it. */
export function FieldShell({
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

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: string
}

export function TextAreaField({ label, value, onChange, error, hint, ...textarea }: TextAreaProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(aria) => (
        <textarea
          {...textarea}
          {...aria}
          className="field-input field-input--area"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  )
}
