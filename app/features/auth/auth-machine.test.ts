import { describe, expect, it } from 'vitest'
import { type AuthState, initialAuthState, type SocialAuthData, transition } from './auth-machine'

const start = initialAuthState()
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
    expect(transition(initialAuthState('sign_up'), { type: 'registered', email: 'a@b.co' }).state).toMatchObject({
      step: 'confirm_email',
      email: 'a@b.co',
    })
  })

  it('clears the not-verified flag when a login starts and sets it on a 403', () => {
    const flagged = transition(initialAuthState('sign_in'), { type: 'login_not_verified', email: 'a@b.co' }).state
    expect(flagged.emailNotVerified).toBe(true)
    expect(transition(flagged, { type: 'login_started' }).state.emailNotVerified).toBe(false)
  })

  it('leaves for the member app on success', () => {
    expect(transition(initialAuthState('sign_in'), { type: 'signed_in' }).effects).toEqual([{ type: 'go_to_app' }])
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
      step: 'sign_in',
      email: 'a@b.co',
      emailNotVerified: true,
      providers: ['apple'],
      socialProvider: 'google',
      socialAuthData: data(),
      linkExistingToSocial: true,
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
    expect(transition(pending, { type: 'social_registered' }).effects).toEqual([{ type: 'go_to_app' }])
  })

  it('without them: registration by e-mail goes to confirm_email', () => {
    const noEmail = social(400, data({ email: null })).state
    expect(transition(noEmail, { type: 'registered', email: 'typed@example.com' }).state).toMatchObject({
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
    expect(transition(started, { type: 'signed_in' }).effects).toEqual([{ type: 'go_to_app' }])
  })
})
