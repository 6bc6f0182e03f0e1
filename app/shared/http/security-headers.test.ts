import { describe, expect, it } from 'vitest'
import { ANALYTICS_ORIGINS, applyBaseline, contentSecurityPolicy, pageOrigins, realtimeSocketOrigin } from './security-headers'

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce and forbids framing', () => {
    const csp = contentSecurityPolicy('abc123')
    expect(csp).toContain("script-src 'self' 'nonce-abc123'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
  })
  it('adds extra connect sources', () => {
    expect(contentSecurityPolicy('n', { connect: ['ws://localhost:6001'] })).toContain("connect-src 'self' ws://localhost:6001;")
  })
})

describe('pageOrigins', () => {
  const realtime = { host: '127.0.0.1', port: 6001, tls: false }
  it('adds the realtime websocket origin and nothing else without an analytics container', () => {
    const csp = contentSecurityPolicy('n', pageOrigins({ realtime, analyticsContainerId: null }))
    expect(csp).toContain("connect-src 'self' ws://127.0.0.1:6001;")
    expect(csp).toContain("img-src 'self' data:;")
    for (const origin of ANALYTICS_ORIGINS) expect(csp).not.toContain(origin)
  })
  it('lets forms lead to the member app, the API and the identity providers, and nowhere else', () => {
    const csp = contentSecurityPolicy('n', pageOrigins({ realtime, analyticsContainerId: null, formTargets: ['https://app.example'] }))
    expect(csp).toContain(
      "form-action 'self' https://app.example https://accounts.google.com https://www.facebook.com https://m.facebook.com https://appleid.apple.com;",
    )
    expect(contentSecurityPolicy('n')).toContain("form-action 'self';")
  })
  it('adds the analytics origins only when a container is configured', () => {
    const csp = contentSecurityPolicy('n', pageOrigins({ realtime, analyticsContainerId: 'GTM-ABC1234' }))
    for (const origin of ANALYTICS_ORIGINS) expect(csp).toContain(origin)
  })
  it('writes wss without the default port, and brackets IPv6 hosts', () => {
    expect(realtimeSocketOrigin({ host: 'ws.pollwise.com', port: 443, tls: true })).toBe('wss://ws.pollwise.com')
    expect(realtimeSocketOrigin({ host: 'ws.pollwise.com', port: 8443, tls: true })).toBe('wss://ws.pollwise.com:8443')
    expect(realtimeSocketOrigin({ host: '::1', port: 6001, tls: false })).toBe('ws://[::1]:6001')
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
