// The passkey ceremonies in the browser (decision 034), loaded only when the dialog or the e-mail
// field needs them (passkey-support.ts loads this module): options from the site, the WebAuthn
// ceremony through @simplewebauthn/browser, the browser's answer back to the site. Every ending is
// an outcome the dialog words; none throws.
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  sendSignal,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser'
import { type CallFailure, callServer } from '../../shared/forms/server-calls'
import type { LocaleCode } from '../../shared/i18n/locales'
import type { PasskeyFailure } from './passkeys.server'
import { passkeyCreationOptions, passkeySave, passkeySignIn, passkeySignInOptions } from './passkeys.functions'

/** How a ceremony in the browser ended without an answer to send. */
export type CeremonyEnd =
  /** The visitor dismissed the browser's sheet, or it timed out (NotAllowedError). */
  | { ok: false; reason: 'cancelled' }
  /** The site cancelled it: another ceremony began, or the autofill's options were renewed. */
  | { ok: false; reason: 'aborted' }
  /** The device could not do it (no authenticator, an error of its own). */
  | { ok: false; reason: 'device' }

export type PasskeySignInOutcome = { ok: true; redirectTo: string } | PasskeyFailure | CallFailure | CeremonyEnd

function ceremonyEnd(error: unknown): CeremonyEnd {
  if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') return { ok: false, reason: 'aborted' }
  const name = error instanceof Error ? (error.cause instanceof Error ? error.cause.name : error.name) : ''
  if (name === 'AbortError') return { ok: false, reason: 'aborted' }
  if (name === 'NotAllowedError') return { ok: false, reason: 'cancelled' }
  return { ok: false, reason: 'device' }
}

/** The browser's answer as the site's schema takes it: its extension results as a plain record. */
function forSite<R extends { clientExtensionResults: object }>(
  response: R,
): Omit<R, 'clientExtensionResults'> & { clientExtensionResults: Record<string, unknown> } {
  const clientExtensionResults: Record<string, unknown> = { ...response.clientExtensionResults }
  return { ...response, clientExtensionResults }
}

/**
 * Signs in with a passkey: from the browser's own sheet (a button), or from the e-mail field's
 * autofill (`autofill`, conditional mediation), which waits until the visitor picks a passkey
 * there or the site aborts it. A passkey the site does not know is reported to the browser, so
 * its password manager stops offering it.
 */
export async function signInWithPasskey(locale: LocaleCode, autofill: boolean): Promise<PasskeySignInOutcome> {
  const options = await callServer(() => passkeySignInOptions({ data: { locale } }))
  if (!options.ok) return options
  let response
  try {
    const optionsJSON = JSON.parse(options.optionsJSON) as PublicKeyCredentialRequestOptionsJSON
    response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill })
  } catch (error) {
    return ceremonyEnd(error)
  }
  const result = await callServer(() => passkeySignIn({ data: { locale, response: forSite(response) } }))
  if (!result.ok && result.reason === 'unknown_credential') {
    // Fire and forget: a browser without the signal API simply keeps offering it.
    sendSignal({ signalName: 'unknownCredential', rpID: result.rpId, credentialID: result.credentialId }).catch(() => undefined)
  }
  return result
}

/** Saves a passkey to the account just signed in to; true when it was saved. */
export async function savePasskey(locale: LocaleCode): Promise<boolean> {
  const options = await callServer(() => passkeyCreationOptions({ data: { locale } }))
  if (!options.ok) return false
  let response
  try {
    const optionsJSON = JSON.parse(options.optionsJSON) as PublicKeyCredentialCreationOptionsJSON
    response = await startRegistration({ optionsJSON })
  } catch {
    return false
  }
  const saved = await callServer(() => passkeySave({ data: { locale, response: forSite(response) } }))
  return saved.ok
}

/** Autofill's options are renewed before the API's challenge (5 minutes) expires. */
export const AUTOFILL_RENEW_MS = 4 * 60 * 1000

/**
 * Keeps a passkey suggestion in the e-mail field's autofill until `stop()`: one conditional request
 * after another, renewed before its challenge expires and after the visitor dismisses a sheet.
 * `report` hears every ending worth showing (a sign-in, a refusal); it stops quietly when the
 * site cannot serve passkeys now (off, down, throttled, offline) or another ceremony takes over.
 */
export function keepAutofill(locale: LocaleCode, report: (outcome: PasskeySignInOutcome) => void): () => void {
  let stopped = false
  let renewing = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const round = async (): Promise<void> => {
    renewing = false
    timer = setTimeout(() => {
      renewing = true
      WebAuthnAbortService.cancelCeremony()
    }, AUTOFILL_RENEW_MS)
    const outcome = await signInWithPasskey(locale, true)
    clearTimeout(timer)
    if (stopped) return
    if (outcome.ok) {
      stopped = true
      report(outcome)
      return
    }
    switch (outcome.reason) {
      case 'aborted':
        // Renewed by the timer: ask again. Aborted by another ceremony (the button): it is that one's turn.
        if (renewing) return round()
        return
      case 'cancelled':
        return round()
      case 'refused':
      case 'unknown_credential':
      case 'account_refused':
        report(outcome)
        return round()
      default:
        // off, unavailable, offline, throttled, a device error: nothing to suggest until the step is shown again.
        return
    }
  }

  void round()
  return () => {
    stopped = true
    clearTimeout(timer)
    WebAuthnAbortService.cancelCeremony()
  }
}
