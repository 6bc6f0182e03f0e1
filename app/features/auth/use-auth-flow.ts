// Drives the auth state machine from the dialog: dispatches events, carries out the effects
// (leave for the member app, toasts, the login page) and turns server-function failures into
// what the visitor sees — field errors, the "unavailable" notice or a toast.
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { m } from '../../shared/i18n/messages'
import type { FieldErrorKey } from '../../shared/forms/field-errors'
import { pushToast } from '../../shared/ui/toasts'
import { useLocaleParam } from '../../shared/i18n/use-site-locale'
import { type AuthEffect, type AuthEvent, type AuthState, transition, type ToastReason } from './auth-machine'
import type { AuthFailure, AuthField } from './auth-outcomes'

export type ServerErrors = Partial<Record<AuthField, FieldErrorKey>>

function toastText(reason: ToastReason, retryAfterSec = 60): string {
  switch (reason) {
    case 'account_disabled':
      return m.toast_account_disabled()
    case 'social_failed':
      return m.toast_social_failed()
    case 'social_other_browser':
      return m.toast_social_other_browser()
    case 'throttled':
      return m.toast_throttled({ seconds: String(retryAfterSec) })
    case 'unavailable':
      return m.auth_unavailable()
    case 'reset_done':
      return m.toast_reset_done()
    case 'reset_failed':
      return m.toast_reset_failed()
  }
}

export function useAuthFlow(initial: AuthState, initialEffects: readonly AuthEffect[] = []) {
  const navigate = useNavigate()
  const localeParam = useLocaleParam()
  const [state, setState] = useState(initial)
  const [serverErrors, setServerErrors] = useState<ServerErrors>({})
  const [unavailable, setUnavailable] = useState(false)
  const stateRef = useRef(state)
  const appUrl = useRef<string | null>(null)

  const run = useCallback(
    (effect: AuthEffect) => {
      if (effect.type === 'go_to_app') {
        if (appUrl.current) window.location.assign(appUrl.current)
      } else if (effect.type === 'toast') {
        pushToast(effect.reason === 'reset_done' ? 'success' : 'error', toastText(effect.reason, effect.retryAfterSec))
      } else {
        void navigate({ to: '/{-$locale}/login', params: { locale: localeParam } })
      }
    },
    [localeParam, navigate],
  )

  const dispatch = useCallback(
    (event: AuthEvent) => {
      const next = transition(stateRef.current, event)
      stateRef.current = next.state
      setState(next.state)
      if (event.type !== 'login_started') setServerErrors({})
      for (const effect of next.effects) run(effect)
    },
    [run],
  )

  const pending = useRef(initialEffects)
  useEffect(() => {
    for (const effect of pending.current) run(effect)
    pending.current = []
  }, [run])

  /** Where `go_to_app` leaves for (the server answers it with the sign-in). */
  const signedIn = useCallback(
    (redirectTo: string, event: AuthEvent = { type: 'signed_in' }) => {
      appUrl.current = redirectTo
      dispatch(event)
    },
    [dispatch],
  )

  /** Shows a failure the way every step does: the unavailable notice, field errors or a toast. */
  const fail = useCallback((failure: AuthFailure | Error): void => {
    if (failure instanceof Error || failure.reason === 'unavailable') {
      setUnavailable(true)
      return
    }
    setUnavailable(false)
    if (failure.reason === 'throttled') pushToast('error', toastText('throttled', failure.retryAfterSec))
    else if (failure.reason === 'fields') setServerErrors(failure.fields)
    else if (failure.reason === 'link_invalid') pushToast('error', toastText('reset_failed'))
    else pushToast('error', m.toast_error_generic())
  }, [])

  /** Calls a server function; a thrown error (the site itself unreachable) counts as unavailable. */
  const call = useCallback(async <T>(request: () => Promise<T>): Promise<T | null> => {
    try {
      const result = await request()
      setUnavailable(false)
      return result
    } catch {
      setUnavailable(true)
      return null
    }
  }, [])

  const clearServerError = useCallback((field: AuthField) => {
    setServerErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors))
  }, [])

  return { state, dispatch, signedIn, fail, call, serverErrors, clearServerError, unavailable }
}
export type AuthFlow = ReturnType<typeof useAuthFlow>
