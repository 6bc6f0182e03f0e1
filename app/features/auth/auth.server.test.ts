import { describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/site/config.server', () => ({ getConfig: () => ({ apiBaseUrl: 'http://api.example:8787' }) }))
vi.mock('@tanstack/react-start/server', () => ({ getCookie: () => undefined }))
vi.mock('../../shared/cookies/cookies.server', () => ({ putCookie: () => {}, removeCookie: () => {} }))

const { apiSignedPath } = await import('./auth.server')

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
