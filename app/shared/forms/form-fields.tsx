// Labelled form fields shared by every form: the error is tied to its input (aria-describedby,
// aria-invalid) and announced when it appears; the password field can show what was typed. Their
// words come from the page's messages, in the page's language.
import { useId, useState } from 'react'
import { type FieldProps, FieldShell } from './text-field'

export { TextField } from './text-field'

/** `revealLabel` names the button that shows what was typed ("Show password"). */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  hint,
  inputRef,
  revealLabel,
  ...input
}: FieldProps & { revealLabel: string }) {
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
            <span className="visually-hidden">{revealLabel}</span>
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
