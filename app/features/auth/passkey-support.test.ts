import { describe, expect, it } from 'vitest'
import { COOKIES } from '../../shared/cookies/cookies'
import { passkeyOfferDeclined, passkeyOfferWanted } from './passkey-support'

describe('the passkey offer', () => {
  it('is declined on this device while the passkey_offer cookie says so', () => {
    expect(passkeyOfferDeclined('consent=granted; passkey_offer=declined')).toBe(true)
    expect(passkeyOfferDeclined('consent=granted')).toBe(false)
    expect(passkeyOfferDeclined('passkey_offer=maybe')).toBe(false)
    expect(COOKIES.passkeyOffer.maxAge).toBe(30 * 24 * 60 * 60)
  })

  it('is not made where the site offers no passkeys or the browser has no WebAuthn', async () => {
    expect(await passkeyOfferWanted(false)).toBe(false)
    // The test's environment has no PublicKeyCredential, like a browser without WebAuthn.
    expect(await passkeyOfferWanted(true)).toBe(false)
  })
})
