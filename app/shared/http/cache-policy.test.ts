import { describe, expect, it } from 'vitest'
import { ANONYMOUS_PAGE, applyCachePolicy, PERSONAL } from './cache-policy'

const html = (extra: Record<string, string> = {}) => new Headers({ 'Content-Type': 'text/html; charset=utf-8', ...extra })

describe('applyCachePolicy', () => {
  it('never lets a response to a request with a session be stored, whatever the handler said', () => {
    for (const response of [html(), html({ 'Cache-Control': 'public, max-age=3600' }), new Headers({ Location: '/app' })]) {
      applyCachePolicy(new Headers({ Cookie: 'consent=granted; auth-token=abc' }), response)
      expect(response.get('Cache-Control')).toBe(PERSONAL)
    }
  })

  it('never lets a response that sets a cookie be stored', () => {
    const response = new Headers({ 'Content-Type': 'application/json' })
    response.append('Set-Cookie', 'auth-token=xyz; HttpOnly')
    applyCachePolicy(new Headers(), response)
    expect(response.get('Cache-Control')).toBe(PERSONAL)
  })

  it('gives an anonymous page an explicit policy and leaves other anonymous answers as they are', () => {
    const page = html()
    applyCachePolicy(new Headers({ Cookie: 'consent=granted' }), page)
    expect(page.get('Cache-Control')).toBe(ANONYMOUS_PAGE)
    const robots = new Headers({ 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=3600' })
    applyCachePolicy(new Headers(), robots)
    expect(robots.get('Cache-Control')).toBe('public, max-age=3600')
  })
})
