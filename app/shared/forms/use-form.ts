// The one form hook of the site: the sign-in dialog's steps and the request forms (contact, opt-out,
// notify-me) all keep their values, refusals, submit and focus here. Every form is a real form
// (`method="post"` to its page, which answers it without JavaScript: form-action.server.ts); once
// the page runs, the hook takes over the submit:
// - what was typed before hydration is picked up from the fields, never reset;
// - a submit checks the contract's schema (contract/forms.ts) and refuses every failing field at
//   once; a refusal stands until its own field passes (form-values.ts);
// - a submit button named `intent` (a step's secondary action) is handed to `onIntent`, and one
//   marked `data-native` (the social buttons) is left to the browser, which posts the form;
// - the server-function fetcher is fetched while the page is idle (server-calls.ts).
// Who keeps the refusals is the caller's: the request forms keep their own, the dialog's machine
// keeps the dialog's (decision 021).
import { type FormEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { whenIdle } from '../ui/when-idle'
import type { FieldErrorKey } from './field-error-keys'
import type { FieldErrors } from './form-outcome'
import { useFocusFirstInvalid } from './form-outcome'
import { type FormFields, type FormSpec, type FormValues, refusedFields, sameRefusals, standingRefusals } from './form-values'
import { postNatively, preloadServerCalls } from './server-calls'

export interface FormOptions<F extends FormFields> {
  spec: FormSpec<F>
  /** Where the form posts: its page's path (never a query: nothing typed goes into a URL). */
  action: string
  initial: FormValues<F>
  /** The refusals under the fields, and how to replace them. */
  refused: FieldErrors
  onRefused: (refused: FieldErrors) => void
  /** The words of a refusal, in the page's language. */
  words: (key: FieldErrorKey) => string
  /** Sends values the schema accepted; the submit button is busy meanwhile. */
  send: (values: FormValues<F>) => Promise<void>
  /** A step's secondary action (`<button name="intent" value="…">`), with what the fields hold. */
  onIntent?: (intent: string, values: FormValues<F>) => void | Promise<void>
}

/** The submit button that sent the form, if it named an intent. */
function intentOf(event: FormEvent<HTMLFormElement>): string | null {
  const submitter = (event.nativeEvent as SubmitEvent).submitter
  return submitter instanceof HTMLButtonElement && submitter.name === 'intent' ? submitter.value : null
}

const leftToBrowser = (event: FormEvent<HTMLFormElement>) => {
  const submitter = (event.nativeEvent as SubmitEvent).submitter
  return submitter instanceof HTMLElement && submitter.dataset.native !== undefined
}

export function useForm<F extends FormFields>(options: FormOptions<F>) {
  const { spec, refused, onRefused, words } = options
  const [values, setValues] = useState(options.initial)
  const [busy, setBusy] = useState(false)
  const ref = useRef<HTMLFormElement>(null)
  // The values as of the last change, for handlers that run before React renders them.
  const valuesRef = useRef(values)
  const focusFirstInvalid = useFocusFirstInvalid(ref)

  // Hydration keeps what was typed: the fields may hold text (or a ticked box) the visitor entered
  // while the page's code was still on its way; the form starts from that, not from its defaults.
  useLayoutEffect(() => {
    const form = ref.current
    if (!form) return
    const typed: Partial<Record<string, string | boolean>> = {}
    for (const [name, kind] of Object.entries(spec.fields)) {
      const control = form.elements.namedItem(name)
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue
      const value = kind === 'checkbox' ? (control as HTMLInputElement).checked : control.value
      if (value !== valuesRef.current[name]) typed[name] = value
    }
    if (!Object.keys(typed).length) return
    valuesRef.current = { ...valuesRef.current, ...typed }
    // The fields are the outside world here: React would put its own (empty) values back on the
    // next render, so the state takes theirs at once, before anything else renders.
    setValues(valuesRef.current)
    // Only what the server rendered can have been typed into before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => whenIdle(preloadServerCalls), [])

  const set = useCallback(
    <K extends keyof F & string>(name: K, value: FormValues<F>[K]) => {
      const next = { ...valuesRef.current, [name]: value }
      valuesRef.current = next
      setValues(next)
      const standing = standingRefusals(spec.schema, next, refused, name)
      if (!sameRefusals(standing, refused)) onRefused(standing)
    },
    [spec.schema, refused, onRefused],
  )

  /** A text field's value, change and refusal (in words), to spread on TextField or PasswordField. */
  const text = (name: keyof F & string) => {
    const key = refused[name]
    return {
      name,
      value: values[name] as string,
      onChange: (value: string) => set(name, value as FormValues<F>[typeof name]),
      error: key ? words(key) : null,
    }
  }

  const checkbox = (name: keyof F & string) => ({
    name,
    checked: values[name] as boolean,
    onChange: (checked: boolean) => set(name, checked as FormValues<F>[typeof name]),
  })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (leftToBrowser(event)) return
    const current = valuesRef.current
    const intent = intentOf(event)
    if (postNatively() && navigator.onLine) {
      // This page's code can no longer reach the server: the browser posts the form, as without
      // JavaScript, after the schema had its say (a refusal needs no connection).
      const failing = intent === null ? refusedFields(spec.schema, current) : {}
      if (!Object.keys(failing).length) return
      event.preventDefault()
      onRefused(failing)
      focusFirstInvalid()
      return
    }
    event.preventDefault()
    if (busy) return
    if (intent !== null) {
      await options.onIntent?.(intent, current)
      return
    }
    const failing = refusedFields(spec.schema, current)
    if (Object.keys(failing).length) onRefused(failing)
    else {
      setBusy(true)
      try {
        await options.send(current)
      } finally {
        setBusy(false)
      }
    }
    focusFirstInvalid()
  }

  /** Starts over with `next` (after a request went through). */
  const reset = (next: FormValues<F>) => {
    valuesRef.current = next
    setValues(next)
  }

  return {
    values,
    set,
    reset,
    text,
    checkbox,
    busy,
    formProps: {
      ref,
      method: 'post',
      action: options.action,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    },
  }
}
