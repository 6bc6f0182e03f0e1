// Passkeys in the sign-in UI (decision 034): the "Sign in with a passkey" button beside the social
// buttons, the e-mail field's passkey autofill, and the offer to save a passkey after a sign-in.
// Each appears only in a browser with WebAuthn, on a deployment that offers passkeys; their code
// (passkey-ceremonies.ts, @simplewebauthn/browser) loads when one of them is used or armed.
import { useCallback, useEffect, useState } from 'react'
import type { LocaleCode } from '../../shared/i18n/locales'
import { t } from '../../shared/i18n/messages'
import { useSiteSettings } from '../../shared/i18n/use-site-locale'
import { useHydrated } from '../../shared/ui/use-hydrated'
import type { AuthMessages } from './auth-messages'
import type { AuthEvent } from './auth-machine'
import type { PasskeySignInOutcome } from './passkey-ceremonies'
import { browserHasPasskeyAutofill, browserHasPasskeys, declinePasskeyOffer, loadPasskeyCeremonies } from './passkey-support'
import type { AuthFlow } from './use-auth-flow'

/** The events a passkey sign-in's outcome leads to; `button`: the visitor asked, so a cancel is told. */
export function passkeyEvents(outcome: PasskeySignInOutcome, source: 'button' | 'autofill'): AuthEvent[] {
  if (outcome.ok) return [{ type: 'answered' }, { type: 'signed_in', redirectTo: outcome.redirectTo }]
  switch (outcome.reason) {
    case 'aborted':
    case 'off':
      return []
    case 'cancelled':
      return source === 'button' ? [{ type: 'passkey_failed', reason: 'cancelled' }] : []
    case 'device':
    case 'refused':
    case 'fields':
      return [{ type: 'answered' }, { type: 'passkey_failed', reason: 'refused' }]
    case 'unknown_credential':
      return [{ type: 'answered' }, { type: 'passkey_failed', reason: 'unknown' }]
    case 'account_refused':
      return [{ type: 'answered' }, { type: 'passkey_failed', reason: 'account' }]
    case 'reauthenticate':
      // Only a save asks for this; a sign-in never does.
      return [{ type: 'answered' }, { type: 'passkey_failed', reason: 'refused' }]
    default:
      // unavailable, offline, throttled, rejected: as every other call of the dialog shows them.
      return [{ type: 'failed', failure: outcome }]
  }
}

/** The passkey code could not load: the connection is down. */
const codeMissing: PasskeySignInOutcome = { ok: false, reason: 'offline' }

/** A mark of a person and a key, in the social buttons' style; not any platform's logo. */
function PasskeyMark() {
  return (
    <svg viewBox="0 0 24 24" className="social-mark" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="var(--brand)" />
      <circle cx="9.5" cy="9" r="2.6" fill="#fff" />
      <path d="M4.8 17.2c.5-2.6 2.4-4.1 4.7-4.1 1 0 1.9.3 2.6.8" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="16" cy="12.6" r="2" fill="none" stroke="#fff" strokeWidth="1.7" />
      <path d="M16 14.6v4.2m0-1.6h1.6m-1.6 1.6h1.2" fill="none" stroke="#fff" strokeWidth="1.7" strokeLinecap="round" />
    </svg>
  )
}

/**
 * "Sign in with a passkey", as the first item of the social buttons' list: the browser's own sheet
 * lists the passkeys it holds for the site. `onSettled` hears that the ceremony ended without a
 * sign-in (the e-mail field's autofill, which the button's ceremony cancelled, starts again).
 */
export function PasskeyButton({ flow, onSettled }: { flow: AuthFlow; onSettled: () => void }) {
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  if (!flow.auth.passkeys) return null
  // Whether the browser has WebAuthn is known once the page runs. Until then (the login page's
  // server-rendered panel) the button's place is kept, so the providers' buttons do not move when
  // it appears; without JavaScript the place collapses (CSS, `scripting: none`).
  if (!hydrated) return <li className="passkey-pending" aria-hidden="true" />
  if (!browserHasPasskeys()) return null
  const signIn = async () => {
    setBusy(true)
    let outcome: PasskeySignInOutcome
    try {
      const { signInWithPasskey } = await loadPasskeyCeremonies()
      outcome = await signInWithPasskey(flow.locale, false)
    } catch {
      outcome = codeMissing
    }
    setBusy(false)
    for (const event of passkeyEvents(outcome, 'button')) flow.dispatch(event)
    if (!outcome.ok) onSettled()
  }
  return (
    <li>
      <button type="button" className="button button--social button--block" onClick={signIn} disabled={busy} aria-busy={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : <PasskeyMark />}
        {t(flow.messages, 'auth_passkey_sign_in')}
      </button>
    </li>
  )
}

/**
 * The e-mail field's passkey suggestions (conditional mediation) while the step is shown: the
 * browser offers the site's passkeys in the field's autofill, and picking one signs in. Armed
 * again whenever `round` changes (after the button's own ceremony). The field's autocomplete
 * must end in `webauthn` (passkeyAutocomplete).
 */
export function usePasskeyAutofill(flow: AuthFlow, round: number): void {
  const { dispatch, locale } = flow
  const on = flow.auth.passkeys
  useEffect(() => {
    if (!on) return
    let stop: (() => void) | null = null
    let left = false
    void (async () => {
      if (!(await browserHasPasskeyAutofill()) || left) return
      const { keepAutofill } = await loadPasskeyCeremonies()
      if (left) return
      stop = keepAutofill(locale, (outcome) => {
        for (const event of passkeyEvents(outcome, 'autofill')) dispatch(event)
      })
    })().catch(() => undefined)
    return () => {
      left = true
      stop?.()
    }
  }, [on, locale, dispatch, round])
}

/** The e-mail field's autocomplete: its address, and the passkeys the browser may suggest there. */
export const passkeyAutocomplete = (on: boolean) => (on ? 'username webauthn' : 'email')

/** A counter to start the autofill again with, and its bump. */
export function useAutofillRound(): [number, () => void] {
  const [round, setRound] = useState(0)
  return [round, useCallback(() => setRound((value) => value + 1), [])]
}

type OfferPhase = 'ask' | 'saving' | 'saved' | 'not_saved' | 'leaving'

/**
 * The offer to save a passkey, after a password or link sign-in (or a confirmed sign-up) on a device
 * with a built-in authenticator. "Save a passkey" runs the ceremony, "Not now" is remembered for 30
 * days on this device; whatever happens, the visitor then goes on to the member app.
 */
export function PasskeyOffer({ messages, locale, appUrl }: { messages: AuthMessages; locale: LocaleCode; appUrl: string }) {
  const [phase, setPhase] = useState<OfferPhase>('ask')
  const site = useSiteSettings().siteName
  // The code is fetched while the visitor reads, so the ceremony starts at once on "Save".
  useEffect(() => {
    loadPasskeyCeremonies().catch(() => undefined)
  }, [])
  const leave = (next: OfferPhase) => {
    setPhase(next)
    window.location.assign(appUrl)
  }
  const save = async () => {
    setPhase('saving')
    let saved: boolean
    try {
      const { savePasskey } = await loadPasskeyCeremonies()
      saved = await savePasskey(locale)
    } catch {
      saved = false
    }
    leave(saved ? 'saved' : 'not_saved')
  }
  const decline = () => {
    declinePasskeyOffer()
    leave('leaving')
  }
  const status = phase === 'saved' ? t(messages, 'auth_passkey_saved') : phase === 'not_saved' ? t(messages, 'auth_passkey_not_saved') : ''
  return (
    <div className="passkey-offer">
      {/* Decorative, a static file like the marketing pages' art (public/art/): no JavaScript. */}
      <img className="passkey-offer__art" src="/art/passkey.svg" alt="" width={64} height={64} />
      <p className="auth-lead">{t(messages, 'auth_passkey_offer_text', { site })}</p>
      <p className="auth-notice auth-notice--success passkey-offer__status" role="status" hidden={!status}>
        {status}
      </p>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={save}
        disabled={phase !== 'ask'}
        aria-busy={phase === 'saving'}
      >
        {phase === 'saving' && <span className="spinner" aria-hidden="true" />}
        {t(messages, 'auth_passkey_offer_accept')}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={decline} disabled={phase !== 'ask'}>
        {t(messages, 'auth_passkey_offer_decline')}
      </button>
    </div>
  )
}
