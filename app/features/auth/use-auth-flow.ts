// Drives the auth state machine from the dialog: every change is an event dispatched to the pure
// machine (auth-machine.ts); a button's work is auth-intents.ts's, through the server functions;
// this hook only keeps the state, carries out the effects (leave for the member app, toasts, the
// login page, the data layer) and words them with the page's messages. A step posted before the
// page ran arrives as its outcome (`posted`), with its notices.
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { maskEmail } from '../../../contract/masking'
import { pushToDataLayer } from '../../shared/consent/marketing-storage'
import { callServer } from '../../shared/forms/server-calls'
import type { FormFields } from '../../shared/forms/form-values'
import { fieldErrorText } from '../../shared/forms/field-error-keys'
import type { LocaleCode } from '../../shared/i18n/locales'
import { t } from '../../shared/i18n/messages'
import { useLocaleParam } from '../../shared/i18n/use-site-locale'
import { waitText } from '../../shared/i18n/wait-time'
import { pushToast, type ToastTone } from '../../shared/ui/toasts'
import type { AuthMessages, AuthWords } from './auth-messages'
import { type AuthCalls, type AuthIntent, runIntent } from './auth-intents'
import { arrive, type AuthEffect, type AuthEvent, type AuthState, transition, type ToastReason } from './auth-machine'
import type { AuthField } from './auth-outcomes'
import { passkeyOfferWanted } from './passkey-support'
import type { PostedAuth } from './posted-auth'
import {
  checkEmail,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  sendLoginLink,
  socialRegister,
} from './auth.functions'

/** "Too many attempts. Please try again in 15 minutes." */
export const throttledText = (messages: AuthMessages, retryAfterSec: number) =>
  t(messages, 'toast_throttled', { wait: waitText(messages, retryAfterSec) })

/** A toast's words and tone, in the page's language. */
export function toastWords(messages: AuthMessages, reason: ToastReason, state: AuthState, retryAfterSec = 60): [ToastTone, string] {
  switch (reason) {
    case 'account_disabled':
      return ['error', t(messages, 'toast_account_disabled')]
    case 'social_failed':
      return ['error', t(messages, 'toast_social_failed')]
    case 'social_other_browser':
      return ['error', t(messages, 'toast_social_other_browser')]
    case 'throttled':
      return ['error', throttledText(messages, retryAfterSec)]
    case 'unavailable':
      return ['error', t(messages, 'auth_unavailable')]
    case 'reset_done':
      return ['success', t(messages, 'toast_reset_done')]
    case 'reset_failed':
      return ['error', t(messages, 'toast_reset_failed')]
    case 'reset_sent_again':
      return ['success', t(messages, 'auth_reset_sent_again')]
    case 'verification_sent':
      return ['success', t(messages, 'auth_verification_sent', { email: maskEmail(state.email) })]
    case 'error':
      return ['error', t(messages, 'toast_error_generic')]
    case 'passkey_cancelled':
      return ['info', t(messages, 'toast_passkey_cancelled')]
    case 'passkey_failed':
      return ['error', t(messages, 'toast_passkey_failed')]
    case 'passkey_unknown':
      return ['error', t(messages, 'toast_passkey_unknown')]
  }
}

/** The browser's way to the steps' calls: the server functions, a lost connection told apart. */
export function browserAuthCalls(locale: LocaleCode, passkeys = false): AuthCalls {
  return {
    checkEmail: (form) => callServer(() => checkEmail({ data: { locale, form } })),
    login: async (form, link) => {
      const result = await callServer(() => login({ data: { locale, form, ...(link ? { link } : {}) } }))
      // Signed in on a device that can keep a passkey: the dialog offers one before leaving.
      return result.ok ? { ...result, offerPasskey: await passkeyOfferWanted(passkeys) } : result
    },
    register: (form) => callServer(() => register({ data: { locale, form } })),
    sendLoginLink: (form) => callServer(() => sendLoginLink({ data: { locale, form } })),
    resendVerification: (form) => callServer(() => resendVerification({ data: { locale, form } })),
    forgotPassword: (form) => callServer(() => forgotPassword({ data: { locale, form } })),
    resetPassword: (form) => callServer(() => resetPassword({ data: { locale, form } })),
    socialRegister: (signedUrl, form) => callServer(() => socialRegister({ data: { locale, signedUrl, form } })),
  }
}

export interface AuthFlowOptions {
  locale: LocaleCode
  /** The events the dialog arrives with (an e-mailed link, a social answer); none: the first step. */
  arrival?: readonly AuthEvent[]
  /** What a step posted before the page ran led to; it replaces `arrival`. */
  posted?: PostedAuth | null
  auth: AuthWords
}

export function useAuthFlow({ locale, arrival = [], posted = null, auth }: AuthFlowOptions) {
  const { messages } = auth
  const navigate = useNavigate()
  const localeParam = useLocaleParam()
  const [opened] = useState(() => (posted ? { state: posted.state, effects: [] } : arrive(arrival)))
  const [state, setState] = useState(opened.state)
  const stateRef = useRef(state)
  const [calls] = useState(() => browserAuthCalls(locale, auth.passkeys))
  // A post's notices stand until the visitor does something; its values fill the step it led to, once.
  const [notices, setNotices] = useState(posted?.notices ?? [])
  const postedValues = useRef(posted?.values ?? null)

  const run = useCallback(
    (effect: AuthEffect, after: AuthState) => {
      if (effect.type === 'go_to_app') {
        if (after.appUrl) window.location.assign(after.appUrl)
      } else if (effect.type === 'toast') {
        pushToast(...toastWords(messages, effect.reason, after, effect.retryAfterSec))
      } else if (effect.type === 'signed_up') {
        pushToDataLayer({ event: 'sign_up', m_id: effect.marketingId })
      } else {
        void navigate({ to: '/{-$locale}/login', params: { locale: localeParam } })
      }
    },
    [messages, localeParam, navigate],
  )

  const dispatch = useCallback(
    (event: AuthEvent) => {
      setNotices((current) => (current.length ? [] : current))
      postedValues.current = null
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

  /** Does what a button asks (auth-intents.ts) and hands its events to the machine. */
  const act = useCallback(
    async (intent: AuthIntent, values: Record<string, unknown> = {}) => {
      const events = await runIntent(intent, stateRef.current, values, calls)
      // An answer came (or the form refused itself): an earlier outage notice no longer stands.
      dispatch({ type: 'answered' })
      for (const event of events) dispatch(event)
    },
    [calls, dispatch],
  )

  /** A field's refusal (the form's rules' or the server's), in the page's language. */
  const errorText = (field: AuthField): string | null => {
    const key = state.fieldErrors[field]
    return key ? fieldErrorText(messages, key) : null
  }

  /** What the visitor typed into the posted step (never a password), for its forms until the visitor acts. */
  const takePostedValues = (spec: { fields: FormFields }): Record<string, string | boolean> => {
    const values = postedValues.current
    if (!values) return {}
    return Object.fromEntries(Object.entries(values).filter(([name]) => spec.fields[name] !== undefined))
  }

  return { state, messages, auth, locale, dispatch, act, errorText, notices, takePostedValues }
}
export type AuthFlow = ReturnType<typeof useAuthFlow>
