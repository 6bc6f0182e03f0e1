// What the dialog knows of passkeys before their code loads (decision 034): whether this browser
// can use them, whether to offer one after a sign-in, the visitor's "Not now", and the one door to
// the ceremonies' module, which loads only when a step needs it.
import { browserCookie, COOKIES, readCookie } from '../../shared/cookies/cookies'
import { setDocumentCookie } from '../../shared/cookies/document-cookie'

/** The ceremonies (and @simplewebauthn/browser), loaded on first need. */
export const loadPasskeyCeremonies = () => import('./passkey-ceremonies')

/** Whether this browser has WebAuthn at all: without it, neither the button nor the autofill appears. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials
}

/** Whether the e-mail field can suggest passkeys (conditional mediation). */
export async function browserHasPasskeyAutofill(): Promise<boolean> {
  if (!browserHasPasskeys()) return false
  try {
    return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true
  } catch {
    return false
  }
}

const DECLINED = 'declined'

/** Whether the visitor answered "Not now" on this device within the cookie's 30 days. */
export function passkeyOfferDeclined(cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return readCookie(cookieHeader, COOKIES.passkeyOffer.name) === DECLINED
}

/** Remembers "Not now" on this device. */
export function declinePasskeyOffer(): void {
  setDocumentCookie(browserCookie('passkeyOffer', DECLINED, window.location.protocol === 'https:'))
}

/**
 * Whether to offer a passkey after a sign-in: the site offers them (`on`), the visitor has not
 * declined lately, and this device has a built-in authenticator that verifies its user (a
 * fingerprint, a face, a screen lock) — the offer speaks of exactly that.
 */
export async function passkeyOfferWanted(on: boolean): Promise<boolean> {
  if (!on || !browserHasPasskeys() || passkeyOfferDeclined()) return false
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable()
  } catch {
    return false
  }
}
