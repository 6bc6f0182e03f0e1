// What submitting a form answers, for every form of the site (the sign-in dialog and the request
// forms alike): success with its data, or one of a few failures the form knows how to show —
// field errors under their fields, throttling, the service unavailable, the visitor's connection
// down, or a plain refusal. The server builds them from the API's answer (api-failure.server.ts),
// the browser the connection's (use-form.ts); the words come from one place
// (field-error-keys.ts, from the page's messages).
import { type RefObject, useCallback, useEffect, useState } from 'react'
import type { FieldErrorKey } from './field-error-keys'

/** Failing fields, each with its SPEC §5 key. */
export type FieldErrors<F extends string = string> = Partial<Record<F, FieldErrorKey>>

export type FormFailure<F extends string = string> =
  | { ok: false; reason: 'fields'; fields: FieldErrors<F> }
  | { ok: false; reason: 'throttled'; retryAfterSec: number }
  /** The site answered, but it or the API could not do it: the service is down. */
  | { ok: false; reason: 'unavailable' }
  /** The site could not be reached at all: the visitor's connection is down (browser only). */
  | { ok: false; reason: 'offline' }
  | { ok: false; reason: 'rejected' }

/**
 * Focus for a form's refusals: the returned function, called when a submit is answered, moves focus
 * to the form's first invalid field once React has drawn the answer (an effect after its commit,
 * then a frame), not at once, when the answer may not be on screen yet. A form with no invalid
 * field keeps focus where it is.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>): () => void {
  const [answers, setAnswers] = useState(0)
  useEffect(() => {
    if (answers === 0) return
    const frame = requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    return () => cancelAnimationFrame(frame)
  }, [answers, form])
  return useCallback(() => setAnswers((count) => count + 1), [])
}
