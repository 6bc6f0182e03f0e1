// Passkeys on the site's server (docs/decisions/034, 112): the browser runs the WebAuthn ceremony
// with options the API made, the site forwards its answer. Each ceremony is bound to this browser
// by a random value kept in the httpOnly `passkey` cookie, sent with the options request and with
// the answer; the API keeps only its hash beside the challenge. A sign-in ends as a password
// sign-in does (completeSignIn); saving a passkey needs the session's token, which never leaves
// the server.
import { randomBytes } from 'node:crypto'
import { getGlobalStartContext } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import {
  type AuthenticationResponse,
  type CreationOptions,
  passkeyErrorSchema,
  type RegistrationResponse,
  type RequestOptions,
} from '../../../contract/passkeys'
import { endpoints } from '../../../contract/endpoints'
import { api, currentCaller } from '../../shared/api/api.server'
import { COOKIES } from '../../shared/cookies/cookies'
import { putCookie } from '../../shared/cookies/cookies.server'
import { failureOf } from '../../shared/forms/api-failure.server'
import type { FormFailure } from '../../shared/forms/form-outcome'
import type { LocaleCode } from '../../shared/i18n/locales'
import { sessionToken } from '../../shared/session/session.server'
import { getConfig } from '../../shared/site/config.server'
import { completeSignIn, type SignedIn } from './signed-in.server'

const BINDING = /^[A-Za-z0-9_-]{43,128}$/

/** This browser's binding, from its cookie; null when it has none (or its 5 minutes are over). */
function heldBinding(): string | null {
  const value = getCookie(COOKIES.passkey.name)
  return value && BINDING.test(value) ? value : null
}

/**
 * The binding for a new ceremony: the one this browser holds, else a new one (256 random bits),
 * its cookie renewed either way. One binding serves every ceremony of the browser at once (the
 * e-mail field's autofill and the button, two tabs): each challenge is still single-use.
 */
function ceremonyBinding(): string {
  const binding = heldBinding() ?? randomBytes(32).toString('base64url')
  putCookie('passkey', binding)
  return binding
}

/** A passkey call's failure: a form's (unavailable, throttled…), or passkeys' own. */
export type PasskeyFailure =
  | FormFailure<never>
  /** This deployment offers no passkeys, or the API says so (404). */
  | { ok: false; reason: 'off' }
  /** The API did not accept the passkey (a failed verification, an expired ceremony). */
  | { ok: false; reason: 'refused' }
  /** A credential the API does not know: the browser should stop offering it (signalUnknownCredential). */
  | { ok: false; reason: 'unknown_credential'; credentialId: string; rpId: string }
  /** The account is disabled, or its address unverified: a passkey does not sign it in. */
  | { ok: false; reason: 'account_refused' }
  /** Saving a passkey needs a session begun in the last minutes (or any session at all). */
  | { ok: false; reason: 'reauthenticate' }

const off = { ok: false, reason: 'off' } as const

/** The relying party id, when the site this request is for (main or Australian, as it was routed) offers passkeys. */
export function rpIdHere(): string | null {
  const config = getConfig()
  return config.passkeySites[getGlobalStartContext()?.site.hostKind ?? 'main'] ? config.passkeyRpId : null
}

/**
 * A ceremony's options as the API made them (checked against the contract), in JSON: the browser
 * parses them for @simplewebauthn/browser, whose option types are WebAuthn's own.
 */
export type CeremonyOptions = { ok: true; optionsJSON: string }

/** The options of a passkey sign-in (a button's, or the e-mail field's autofill). */
export async function signInOptions(locale: LocaleCode): Promise<CeremonyOptions | PasskeyFailure> {
  if (rpIdHere() === null) return off
  const result = await api().call(endpoints.passkeyAuthenticationOptions, currentCaller(locale), { body: { binding: ceremonyBinding() } })
  if (result.ok) return { ok: true, optionsJSON: JSON.stringify(result.data satisfies RequestOptions) }
  return failureOf<never, PasskeyFailure>(result.error, { specific: (error) => (error.status === 404 ? off : null) })
}

/** Signs in with the browser's assertion, as a password sign-in does. */
export async function signIn(locale: LocaleCode, response: AuthenticationResponse): Promise<SignedIn | PasskeyFailure> {
  const rpId = rpIdHere()
  if (rpId === null) return off
  const binding = heldBinding()
  if (!binding) return { ok: false, reason: 'refused' }
  const result = await api().call(endpoints.passkeyAuthentication, currentCaller(locale), { body: { binding, response } })
  if (result.ok) return completeSignIn(result.data.token)
  return failureOf<never, PasskeyFailure>(result.error, {
    specific: (error) => {
      if (error.status === 404) return off
      if (error.status === 403) return { ok: false, reason: 'account_refused' }
      if (error.status !== 401) return null
      const body = passkeyErrorSchema.safeParse(error.body)
      if (body.success && body.data.unknown_credential && body.data.credential_id)
        return { ok: false, reason: 'unknown_credential', credentialId: body.data.credential_id, rpId }
      return { ok: false, reason: 'refused' }
    },
  })
}

/** The options for saving a passkey to the signed-in account. */
export async function creationOptions(locale: LocaleCode): Promise<CeremonyOptions | PasskeyFailure> {
  if (rpIdHere() === null) return off
  const token = sessionToken()
  if (!token) return { ok: false, reason: 'reauthenticate' }
  const result = await api().call(endpoints.passkeyRegistrationOptions, currentCaller(locale, token), {
    body: { binding: ceremonyBinding() },
  })
  if (result.ok) return { ok: true, optionsJSON: JSON.stringify(result.data satisfies CreationOptions) }
  return failureOf<never, PasskeyFailure>(result.error, { specific: registrationRefusal })
}

/** Saves the browser's new passkey to the signed-in account. */
export async function save(locale: LocaleCode, response: RegistrationResponse): Promise<{ ok: true } | PasskeyFailure> {
  if (rpIdHere() === null) return off
  const token = sessionToken()
  const binding = heldBinding()
  if (!token) return { ok: false, reason: 'reauthenticate' }
  if (!binding) return { ok: false, reason: 'refused' }
  const result = await api().call(endpoints.passkeyRegistration, currentCaller(locale, token), { body: { binding, response } })
  if (result.ok) return { ok: true }
  return failureOf<never, PasskeyFailure>(result.error, { specific: registrationRefusal })
}

/** A registration's refusals: 401 (the session ended) and 403 ask for a sign-in; 400 and 409 are the passkey's. */
function registrationRefusal(error: { status: number }): PasskeyFailure | null {
  if (error.status === 404) return off
  if (error.status === 401 || error.status === 403) return { ok: false, reason: 'reauthenticate' }
  if (error.status === 400 || error.status === 409) return { ok: false, reason: 'refused' }
  return null
}
