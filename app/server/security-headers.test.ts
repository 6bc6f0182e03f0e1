import { describe, expect, it } from 'vitest'
import { applyBaseline, contentSecurityPolicy } from './security-headers'

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce and forbids framing', () => {
    const csp = contentSecurityPolicy('abc123')
    expect(csp).toContain("script-src 'self' 'nonce-abc123'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
  })
  it('adds extra connect sources', () => {
    expect(contentSecurityPolicy('n', ['ws://localhost:6001'])).toContain("connect-src 'self' ws://localhost:6001")
  })
})

describe('applyBaseline', () => {
  it('sets the baseline and merges Vary without duplicates', () => {
    const headers = new Headers({ Vary: 'Accept-Encoding, cookie' })
    applyBaseline(headers, ['Cookie', 'Accept-Language'])
    expect(headers.get('Vary')).toBe('Accept-Encoding, cookie, Accept-Language')
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/)
  })
})
