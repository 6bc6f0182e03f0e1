import { describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/site/config.server', () => ({ getConfig: () => ({ apiBaseUrl: 'http://api.example:8787' }) }))
vi.mock('@tanstack/react-start/server', () => ({ getCookie: () => undefined }))
vi.mock('../../shared/session/session.server', () => ({ putCookie: () => {}, removeCookie: () => {} }))

const { apiSignedPath, failureOf, fieldsOf } = await import('./auth.server')

describe('signed URLs', () => {
  it('accepts only the API origin and the expected purposes', () => {
    expect(apiSignedPath('http://api.example:8787/auth/signed/login?expires=1&signature=x', ['login', 'verify'])).toBe(
      '/auth/signed/login?expires=1&signature=x',
    )
    expect(apiSignedPath('http://api.example:8787/auth/signed/social_link?x=1', ['login'])).toBeNull()
    expect(apiSignedPath('http://evil.example/auth/signed/login?x=1', ['login'])).toBeNull()
    expect(apiSignedPath('http://api.example:8788/auth/signed/login', ['login'])).toBeNull()
    expect(apiSignedPath('http://user:pw@api.example:8787/auth/signed/login', ['login'])).toBeNull()
    expect(apiSignedPath('http://api.example:8787/app/sign-out', ['login'])).toBeNull()
    expect(apiSignedPath('not a url', ['login'])).toBeNull()
    expect(apiSignedPath('//api.example:8787/auth/signed/login', ['login'])).toBeNull()
  })
})

describe('failures', () => {
  it('treats an unreachable or broken API as unavailable, and 429 as throttling', () => {
    expect(failureOf({ kind: 'network', detail: 'ECONNREFUSED' })).toEqual({ ok: false, reason: 'unavailable' })
    expect(failureOf({ kind: 'timeout' })).toEqual({ ok: false, reason: 'unavailable' })
    expect(failureOf({ kind: 'contract', status: 200 })).toEqual({ ok: false, reason: 'unavailable' })
    expect(failureOf({ kind: 'http', status: 503, message: 'down', body: null })).toEqual({ ok: false, reason: 'unavailable' })
    expect(failureOf({ kind: 'http', status: 429, message: 'slow', retryAfterSec: 30, body: null })).toEqual({
      ok: false,
      reason: 'throttled',
      retryAfterSec: 30,
    })
  })

  it('lets the call decide other statuses, else rejects', () => {
    const error = { kind: 'http', status: 401, message: 'no', body: null } as const
    expect(failureOf(error, () => ({ ok: false, reason: 'not_verified' }))).toEqual({ ok: false, reason: 'not_verified' })
    expect(failureOf(error)).toEqual({ ok: false, reason: 'rejected' })
  })

  it('names 422 field errors for the dialog', () => {
    expect(
      fieldsOf({ email: ['taken'], password: ['common'] }, { email: ['email', 'email_taken'], password: ['password', 'password_common'] }),
    ).toEqual({
      ok: false,
      reason: 'fields',
      fields: { email: 'email_taken', password: 'password_common' },
    })
  })
})
