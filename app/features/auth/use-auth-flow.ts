// Drives the auth state machine from the dialog: every change is an event dispatched to the pure
// machine (auth-machine.ts); this hook only keeps its state, carries out its effects (leave for
// the member app, toasts, the login page) and words them with the server-built copy.
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { maskEmail } from '../../../contract/masking'
import { fillTemplate } from '../../shared/copy/layout-copy'
import { useLocaleParam } from '../../shared/i18n/use-site-locale'
import { waitWords } from '../../shared/i18n/wait-time'
import { pushToast, type ToastTone } from '../../shared/ui/toasts'
import type { AuthCopy } from './auth-copy.server'
import { arrive, type AuthEffect, type AuthEvent, type AuthState, transition, type ToastReason } from './auth-machine'
import type { AuthField } from './auth-outcomes'

function toast(copy: AuthCopy, reason: ToastReason, state: AuthState, retryAfterSec = 60): [ToastTone, string] {
  switch (reason) {
    case 'account_disabled':
      return ['error', copy.toasts.accountDisabled]
    case 'social_failed':
      return ['error', copy.toasts.socialFailed]
    case 'social_other_browser':
      return ['error', copy.toasts.socialOtherBrowser]
    case 'throttled':
      return ['error', fillTemplate(copy.toasts.throttled, { wait: waitWords(copy.wait, retryAfterSec) })]
    case 'unavailable':
      return ['error', copy.texts.unavailable]
    case 'reset_done':
      return ['success', copy.toasts.resetDone]
    case 'reset_failed':
      return ['error', copy.toasts.resetFailed]
    case 'reset_sent_again':
      return ['success', copy.toasts.resetSentAgain]
    case 'verification_sent':
      return ['success', fillTemplate(copy.texts.verificationSent, { email: maskEmail(state.email) })]
    case 'error':
      return ['error', copy.toasts.error]
  }
}

export interface AuthFlowOptions {
  /** The events the dialog arrives with (an e-mailed link, a social answer); none: the first step. */
  arrival?: readonly AuthEvent[]
  copy: AuthCopy
}

export function useAuthFlow({ arrival = [], copy }: AuthFlowOptions) {
  const navigate = useNavigate()
  const localeParam = useLocaleParam()
  const [opened] = useState(() => arrive(arrival))
  const [state, setState] = useState(opened.state)
  const stateRef = useRef(state)

  const run = useCallback(
    (effect: AuthEffect, after: AuthState) => {
      if (effect.type === 'go_to_app') {
        if (after.appUrl) window.location.assign(after.appUrl)
      } else if (effect.type === 'toast') {
        pushToast(...toast(copy, effect.reason, after, effect.retryAfterSec))
      } else {
        void navigate({ to: '/{-$locale}/login', params: { locale: localeParam } })
      }
    },
    [copy, localeParam, navigate],
  )

  const dispatch = useCallback(
    (event: AuthEvent) => {
      const next = transition(stateRef.current, event)
      stateRef.current = next.state
      setState(next.state)
      for (const effect of next.effects) run(effect, next.state)
    },
    [run],
  )

  const pending = useRef(opened.effects)
  useEffect(() => {
    for (const effect of pending.current) run(effect, stateRef.current)
    pending.current = []
  }, [run])

  /** Calls a server function; a thrown error (the site itself unreachable) counts as unavailable. */
  const call = useCallback(
    async <T>(request: () => Promise<T>): Promise<T | null> => {
      try {
        const result = await request()
        dispatch({ type: 'answered' })
        return result
      } catch {
        dispatch({ type: 'failed', failure: { ok: false, reason: 'unavailable' } })
        return null
      }
    },
    [dispatch],
  )

  /** A field's error of the last submit (the form's rules' or the server's), in the page's language. */
  const errorText = (field: AuthField): string | null => {
    const key = state.fieldErrors[field]
    return key ? copy.errors[key] : null
  }

  return { state, copy, dispatch, call, errorText }
}
export type AuthFlow = ReturnType<typeof useAuthFlow>
