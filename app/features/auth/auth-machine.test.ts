import { describe, expect, it } from 'vitest'
import type { SocialAuthData } from '../../../contract/auth'
import { arrive, type AuthState, initialAuthState, transition } from './auth-machine'
import type { AuthFailure } from './auth-outcomes'

const start = initialAuthState()
const APP = 'http://localhost:8787/app'
const data = (over: Partial<SocialAuthData> = {}): SocialAuthData => ({
  email: 'ana@example.com',
  socials: [],
  social_auth_provider: 'google',
  ...over,
})
const social = (status: number, d: SocialAuthData | null, from: AuthState = start) =>
  transition(from, { type: 'social_answer', status, data: d })

describe('check_email', () => {
  it('goes to sign_up for an unknown address', () => {
    const { state, effects } = transition(start, { type: 'checked', email: 'new@example.com', exists: false, socials: [] })
    expect(state).toMatchObject({ step: 'sign_up', email: 'new@example.com' })
    expect(effects).toEqual([])
  })

  it('goes to social_exist and keeps the providers for an account with socials', () => {
    const { state } = transition(start, { type: 'checked', email: 'a@b.co', exists: true, socials: ['google', 'apple'] })
    expect(state).toMatchObject({ step: 'social_exist', providers: ['google', 'apple'], email: 'a@b.co' })
  })

  it('goes to sign_in for an account without socials', () => {
    expect(transition(start, { type: 'checked', email: 'a@b.co', exists: true, socials: [] }).state.step).toBe('sign_in')
  })
})

describe('sign-up, sign-in and passwords', () => {
  it('confirms the e-mail after registration', () => {
    const { state, effects } = transition(initialAuthState('sign_up'), { type: 'registered', email: 'a@b.co', marketingId: 'm1' })
    expect(state).toMatchObject({ step: 'confirm_email', email: 'a@b.co' })
    expect(effects).toEqual([{ type: 'signed_up', marketingId: 'm1' }])
  })

  it('clears the not-verified flag when a login starts and sets it on a 403', () => {
    const flagged = transition(initialAuthState('sign_in'), { type: 'login_not_verified', email: 'a@b.co' }).state
    expect(flagged.emailNotVerified).toBe(true)
    expect(transition(flagged, { type: 'login_started' }).state.emailNotVerified).toBe(false)
  })

  it('leaves for the member app on success', () => {
    const { state, effects } = transition(initialAuthState('sign_in'), { type: 'signed_in', redirectTo: APP })
    expect(effects).toEqual([{ type: 'go_to_app' }])
    expect(state.appUrl).toBe(APP)
  })

  it('shows the resend step after a forgot-password request', () => {
    expect(transition(initialAuthState('reset_password'), { type: 'forgot_sent', email: 'a@b.co' }).state).toMatchObject({
      step: 'reset_password_resend',
      email: 'a@b.co',
    })
  })

  it('goes to sign_in keeping the e-mail after a reset, whatever the result', () => {
    for (const ok of [true, false]) {
      const { state, effects } = transition(initialAuthState('reset_password'), { type: 'password_reset', email: 'a@b.co', ok })
      expect(state).toMatchObject({ step: 'sign_in', email: 'a@b.co' })
      expect(effects).toEqual([{ type: 'toast', reason: ok ? 'reset_done' : 'reset_failed' }])
    }
  })

  it('moves between steps on request', () => {
    expect(transition(initialAuthState('sign_in'), { type: 'go', step: 'reset_password' }).state.step).toBe('reset_password')
  })

  it('reset clears e-mail, providers, provider, link flag and social data', () => {
    const busy: AuthState = {
      ...initialAuthState(),
      step: 'sign_in',
      email: 'a@b.co',
      emailNotVerified: true,
      providers: ['apple'],
      socialProvider: 'google',
      socialAuthData: data(),
      linkExistingToSocial: true,
      appUrl: APP,
      fieldErrors: { password: 'credentials' },
      unavailable: true,
      notice: 'link_sent',
    }
    expect(transition(busy, { type: 'reset' }).state).toEqual(initialAuthState())
  })
})

describe('social callback table (SPEC.md §4)', () => {
  it('200 with a token: leaves for the app', () => {
    expect(social(200, null).effects).toEqual([{ type: 'go_to_app' }])
  })

  it('202: sign_up_social with the social data', () => {
    const d = data({ signed_url: 'http://api/auth/signed/social_register?x' })
    expect(social(202, d).state).toMatchObject({
      step: 'sign_up_social',
      socialAuthData: d,
      socialProvider: 'google',
      email: 'ana@example.com',
    })
  })

  it('409 without socials: sign_in, linking the identity afterwards', () => {
    expect(social(409, data()).state).toMatchObject({ step: 'sign_in', linkExistingToSocial: true, email: 'ana@example.com' })
  })

  it('409 with socials: social_exist', () => {
    expect(social(409, data({ socials: ['facebook'] })).state).toMatchObject({ step: 'social_exist', providers: ['facebook'] })
  })

  it('400 without socials: sign_up_social', () => {
    expect(social(400, data({ email: null })).state).toMatchObject({ step: 'sign_up_social', email: '' })
  })

  it('400 with socials: social_exist', () => {
    expect(social(400, data({ socials: ['apple'] })).state).toMatchObject({ step: 'social_exist', providers: ['apple'] })
  })

  it('403 with an e-mail: confirm_email', () => {
    expect(social(403, data()).state).toMatchObject({ step: 'confirm_email', email: 'ana@example.com' })
  })

  it('403 with only a message: a toast, nothing else', () => {
    const { state, effects } = social(403, null)
    expect(state).toEqual(start)
    expect(effects).toEqual([{ type: 'toast', reason: 'account_disabled' }])
  })

  it('401 and 422: back to the login page', () => {
    for (const status of [401, 422]) {
      const { state, effects } = social(status, null, initialAuthState('sign_up_social'))
      expect(state).toEqual(start)
      expect(effects).toEqual([{ type: 'toast', reason: 'social_failed' }, { type: 'open_login_page' }])
    }
  })
})

describe('social registration', () => {
  const pending = social(202, data({ signed_url: 'http://api/auth/signed/social_register?x' })).state

  it('with e-mail and signed URL: a successful POST leaves for the app', () => {
    expect(transition(pending, { type: 'social_registered', redirectTo: APP, marketingId: 'm1' }).effects).toEqual([
      { type: 'signed_up', marketingId: 'm1' },
      { type: 'go_to_app' },
    ])
  })

  it('without them: registration by e-mail goes to confirm_email', () => {
    const noEmail = social(400, data({ email: null })).state
    expect(transition(noEmail, { type: 'registered', email: 'typed@example.com', marketingId: 'm1' }).state).toMatchObject({
      step: 'confirm_email',
      email: 'typed@example.com',
    })
  })

  it('a 400 with socials goes to social_exist', () => {
    expect(transition(pending, { type: 'social_registration_conflict', data: data({ socials: ['google'] }) }).state).toMatchObject({
      step: 'social_exist',
      providers: ['google'],
    })
  })

  it('a 400 without socials sets linkExistingToSocial and goes to sign_in, keeping the offered link', () => {
    const link = data({ signed_url: 'http://api/auth/signed/social_link?y' })
    expect(transition(pending, { type: 'social_registration_conflict', data: link }).state).toMatchObject({
      step: 'sign_in',
      linkExistingToSocial: true,
      email: 'ana@example.com',
      socialAuthData: link,
    })
  })
})

describe('linkExistingToSocial', () => {
  it('keeps the pending identity through sign_in until the password sign-in links it', () => {
    const linking = social(409, data({ signed_url: 'http://api/auth/signed/social_link?x' })).state
    expect(linking.socialAuthData?.signed_url).toContain('social_link')
    const started = transition(linking, { type: 'login_started' }).state
    expect(started).toMatchObject({ linkExistingToSocial: true, socialAuthData: linking.socialAuthData })
    expect(transition(started, { type: 'signed_in', redirectTo: APP }).effects).toEqual([{ type: 'go_to_app' }])
  })
})

describe('arriving with an e-mailed reset link', () => {
  it("opens new_password for the link's address", () => {
    const { state, effects } = arrive([{ type: 'reset_link_opened', email: 'a@b.co' }])
    expect(state).toMatchObject({ step: 'new_password', email: 'a@b.co' })
    expect(effects).toEqual([])
  })

  it('a link that is gone opens the forgot-password form with a toast', () => {
    const { state, effects } = arrive([{ type: 'reset_link_gone' }])
    expect(state).toMatchObject({ step: 'reset_password', email: '' })
    expect(effects).toEqual([{ type: 'toast', reason: 'reset_failed' }])
  })

  it('done, or the link refused: sign_in with the address, the toast saying which', () => {
    const opened = arrive([{ type: 'reset_link_opened', email: 'a@b.co' }]).state
    expect(transition(opened, { type: 'password_reset', email: 'a@b.co', ok: true })).toEqual({
      state: { ...opened, step: 'sign_in' },
      effects: [{ type: 'toast', reason: 'reset_done' }],
    })
    expect(transition(opened, { type: 'password_reset', email: 'a@b.co', ok: false }).effects).toEqual([
      { type: 'toast', reason: 'reset_failed' },
    ])
  })

  it('a refused new password stays on the form, under its field', () => {
    const opened = arrive([{ type: 'reset_link_opened', email: 'a@b.co' }]).state
    const { state } = transition(opened, {
      type: 'failed',
      failure: { ok: false, reason: 'fields', fields: { password_new: 'password_common' } },
    })
    expect(state).toMatchObject({ step: 'new_password', fieldErrors: { password_new: 'password_common' } })
  })

  it('no arrival: the first step', () => {
    expect(arrive([])).toEqual({ state: start, effects: [] })
  })
})

describe('the social return, as events', () => {
  it('an answer opens its step', () => {
    expect(arrive([{ type: 'social_answer', status: 202, data: data() }]).state.step).toBe('sign_up_social')
  })

  it('a return begun in another browser, or unanswered: the first step and a toast', () => {
    expect(arrive([{ type: 'social_failed', failure: { ok: false, reason: 'other_browser' } }])).toEqual({
      state: start,
      effects: [{ type: 'toast', reason: 'social_other_browser' }],
    })
    expect(arrive([{ type: 'social_failed', failure: { ok: false, reason: 'unavailable' } }]).effects).toEqual([
      { type: 'toast', reason: 'unavailable' },
    ])
  })
})

describe('failures', () => {
  const signIn = initialAuthState('sign_in', 'a@b.co')
  const fail = (failure: AuthFailure) => transition(signIn, { type: 'failed', failure })

  it('field refusals stay under their fields until the form says otherwise, or until the step changes', () => {
    const refused = fail({ ok: false, reason: 'fields', fields: { password: 'credentials' } }).state
    expect(refused.fieldErrors).toEqual({ password: 'credentials' })
    expect(transition(refused, { type: 'login_started' }).state.fieldErrors).toEqual({ password: 'credentials' })
    expect(transition(refused, { type: 'invalid', fields: {} }).state.fieldErrors).toEqual({})
    expect(transition(refused, { type: 'go', step: 'reset_password' }).state.fieldErrors).toEqual({})
  })

  it("a submit the form's rules refused: its errors replace the last submit's, with no effect and the notice kept", () => {
    const down = fail({ ok: false, reason: 'unavailable' }).state
    const refused = transition(
      { ...down, fieldErrors: { password: 'credentials' } },
      {
        type: 'invalid',
        fields: { email: 'email_not_valid' },
      },
    )
    expect(refused.effects).toEqual([])
    expect(refused.state.fieldErrors).toEqual({ email: 'email_not_valid' })
    expect(refused.state.unavailable).toBe(true)
  })

  it('unavailable: the notice, until a request is answered', () => {
    const down = fail({ ok: false, reason: 'unavailable' }).state
    expect(down.unavailable).toBe(true)
    expect(transition(down, { type: 'answered' }).state.unavailable).toBe(false)
    expect(transition(signIn, { type: 'answered' }).state).toBe(signIn)
  })

  it('offline: a notice of its own, never "unavailable", until a request is answered', () => {
    const cut = fail({ ok: false, reason: 'offline' })
    expect(cut.state).toMatchObject({ offline: true, unavailable: false })
    expect(cut.effects).toEqual([])
    expect(transition(cut.state, { type: 'failed', failure: { ok: false, reason: 'unavailable' } }).state).toMatchObject({
      offline: false,
      unavailable: true,
    })
    expect(transition(cut.state, { type: 'answered' }).state.offline).toBe(false)
  })

  it('throttling, a refused link and anything else: a toast', () => {
    expect(fail({ ok: false, reason: 'throttled', retryAfterSec: 898 }).effects).toEqual([
      { type: 'toast', reason: 'throttled', retryAfterSec: 898 },
    ])
    expect(fail({ ok: false, reason: 'link_invalid' }).effects).toEqual([{ type: 'toast', reason: 'reset_failed' }])
    expect(fail({ ok: false, reason: 'rejected' }).effects).toEqual([{ type: 'toast', reason: 'error' }])
  })
})

describe('mails sent again', () => {
  it('on sign_in: a notice there, gone with the step', () => {
    const sent = transition(initialAuthState('sign_in', 'a@b.co'), { type: 'mail_sent', mail: 'login_link' }).state
    expect(sent.notice).toBe('link_sent')
    expect(transition(sent, { type: 'mail_sent', mail: 'verification' }).state.notice).toBe('verification_sent')
    expect(transition(sent, { type: 'reset' }).state.notice).toBeNull()
  })

  it('from the "we sent you a link" steps: a toast', () => {
    expect(transition(initialAuthState('reset_password_resend'), { type: 'mail_sent', mail: 'reset' }).effects).toEqual([
      { type: 'toast', reason: 'reset_sent_again' },
    ])
    expect(transition(initialAuthState('confirm_email'), { type: 'mail_sent', mail: 'verification' }).effects).toEqual([
      { type: 'toast', reason: 'verification_sent' },
    ])
  })
})

describe('passkeys (decision 034)', () => {
  it('offers a passkey before leaving when the browser says it can keep one, and leaves once the offer is answered', () => {
    const { state, effects } = transition(initialAuthState('sign_in'), { type: 'signed_in', redirectTo: APP, offerPasskey: true })
    expect(state).toMatchObject({ step: 'passkey_offer', appUrl: APP })
    expect(effects).toEqual([])
    expect(transition(initialAuthState('sign_in'), { type: 'signed_in', redirectTo: APP, offerPasskey: false }).effects).toEqual([
      { type: 'go_to_app' },
    ])
  })

  it('words each failed passkey sign-in as a toast and stays on the step with what was typed', () => {
    const typed = { ...initialAuthState(), email: 'a@b.co' }
    const toasts = (['cancelled', 'refused', 'unknown', 'account'] as const).map((reason) => {
      const { state, effects } = transition(typed, { type: 'passkey_failed', reason })
      expect(state).toEqual(typed)
      return effects
    })
    expect(toasts).toEqual([
      [{ type: 'toast', reason: 'passkey_cancelled' }],
      [{ type: 'toast', reason: 'passkey_failed' }],
      [{ type: 'toast', reason: 'passkey_unknown' }],
      [{ type: 'toast', reason: 'account_disabled' }],
    ])
  })
})
