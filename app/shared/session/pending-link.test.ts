// The first request of an e-mailed link: its secret leaves the address bar for the cookie, in
// both shapes a sign-in link has had (a bare token since decision 109, a signed URL before).
import { describe, expect, it } from 'vitest'
import { pendingLinkSchema, takeLink } from './pending-link'

const TOKEN = 'abcDEF123_-abcDEF123_-abcDEF123_-abcDEF1234'

describe('takeLink', () => {
  it('keeps a sign-in link’s bare token and redirects to the clean page', () => {
    expect(takeLink(new URL(`http://site.test/en-us/login?token=${TOKEN}`))).toEqual({
      location: '/en-us/login?from=email',
      link: { kind: 'token', token: TOKEN },
    })
  })

  it('still takes the signed URL of links mailed before', () => {
    const signed = 'http://api.test/auth/signed/login?token=t&expires=1&signature=s'
    expect(takeLink(new URL(`http://site.test/login?signed_url=${encodeURIComponent(signed)}&utm_source=x`))).toEqual({
      location: '/login?utm_source=x&from=email',
      link: { kind: 'signed', url: signed },
    })
  })

  it('drops a token that cannot be one, so the page says the link is invalid', () => {
    for (const token of ['short', 'x'.repeat(129), 'not a token at all, with spaces']) {
      const taken = takeLink(new URL(`http://site.test/fr-fr/login?token=${encodeURIComponent(token)}`))
      expect(taken?.location).toBe('/fr-fr/login?from=email')
      expect(taken?.link).toBeNull()
    }
  })

  it('leaves pages without a link alone', () => {
    expect(takeLink(new URL('http://site.test/en-us/login?from=email'))).toBeNull()
    expect(takeLink(new URL(`http://site.test/en-us/register?token=${TOKEN}`))).toBeNull()
  })

  it('keeps a reset link apart from a sign-in token', () => {
    const taken = takeLink(new URL(`http://site.test/reset-password?token=${TOKEN}&email=a%40example.com`))
    expect(taken?.link).toEqual({ kind: 'reset', token: TOKEN, email: 'a@example.com' })
    expect(pendingLinkSchema.safeParse({ kind: 'token', token: 'a b' }).success).toBe(false)
  })
})
