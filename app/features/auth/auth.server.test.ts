import { describe, expect, it, vi } from 'vitest'

const cookies = vi.hoisted(() => new Map<string, string>())
vi.mock('../../shared/site/config.server', () => ({
  getConfig: () => ({ apiBaseUrl: 'http://api.example:8787', campaignParams: ['partner'] }),
}))
vi.mock('@tanstack/react-start/server', () => ({ getCookie: (name: string) => cookies.get(name) }))
vi.mock('../../shared/cookies/cookies.server', () => ({ putCookie: () => {}, removeCookie: () => {} }))

const { apiSignedPath, trackingQuery } = await import('./auth.server')

describe('the tracking query a registration sends', () => {
  it('is the query cookie’s campaign parameters only, even from a cookie written before the rule', () => {
    cookies.set('query', '?utm_source=news&gclid=abc&name=Alice&message=bank 12345&partner=acme')
    expect(trackingQuery()).toBe('?utm_source=news&gclid=abc&partner=acme')
    cookies.set('query', '?name=Alice&email=alice@example.com')
    expect(trackingQuery()).toBeUndefined()
    cookies.delete('query')
    expect(trackingQuery()).toBeUndefined()
  })
})

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
