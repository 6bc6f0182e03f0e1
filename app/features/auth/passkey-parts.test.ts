import { describe, expect, it } from 'vitest'
import { passkeyAutocomplete, passkeyEvents } from './passkey-parts'

describe('a passkey sign-in’s outcome', () => {
  it('signs in like a password does', () => {
    expect(passkeyEvents({ ok: true, redirectTo: 'http://app/' }, 'autofill')).toEqual([
      { type: 'answered' },
      { type: 'signed_in', redirectTo: 'http://app/' },
    ])
  })

  it('tells of a cancel only when the visitor pressed the button, and of nothing the site aborted itself', () => {
    expect(passkeyEvents({ ok: false, reason: 'cancelled' }, 'button')).toEqual([{ type: 'passkey_failed', reason: 'cancelled' }])
    expect(passkeyEvents({ ok: false, reason: 'cancelled' }, 'autofill')).toEqual([])
    expect(passkeyEvents({ ok: false, reason: 'aborted' }, 'button')).toEqual([])
    expect(passkeyEvents({ ok: false, reason: 'off' }, 'button')).toEqual([])
  })

  it('words refusals, an unknown passkey and a refused account, and shows outages as the other calls do', () => {
    expect(passkeyEvents({ ok: false, reason: 'refused' }, 'autofill')).toContainEqual({ type: 'passkey_failed', reason: 'refused' })
    expect(passkeyEvents({ ok: false, reason: 'device' }, 'button')).toContainEqual({ type: 'passkey_failed', reason: 'refused' })
    expect(passkeyEvents({ ok: false, reason: 'unknown_credential', credentialId: 'abc', rpId: 'localhost' }, 'autofill')).toContainEqual({
      type: 'passkey_failed',
      reason: 'unknown',
    })
    expect(passkeyEvents({ ok: false, reason: 'account_refused' }, 'button')).toContainEqual({ type: 'passkey_failed', reason: 'account' })
    expect(passkeyEvents({ ok: false, reason: 'throttled', retryAfterSec: 30 }, 'button')).toEqual([
      { type: 'failed', failure: { ok: false, reason: 'throttled', retryAfterSec: 30 } },
    ])
    expect(passkeyEvents({ ok: false, reason: 'offline' }, 'button')).toEqual([
      { type: 'failed', failure: { ok: false, reason: 'offline' } },
    ])
  })

  it('asks the e-mail field for passkey autofill only where the site offers passkeys', () => {
    expect(passkeyAutocomplete(true)).toBe('username webauthn')
    expect(passkeyAutocomplete(false)).toBe('email')
  })
})
