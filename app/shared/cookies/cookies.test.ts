import { describe, expect, it } from 'vitest'
import { browserCookie, COOKIES, localeCookie, readCookie, readCookies, serverCookieOptions, setCookieHeader } from './cookies'

const DAY = 86_400

describe('readCookie', () => {
  it('reads one cookie among many', () => {
    expect(readCookie('a=1; i18n_redirected=fr-fr; b=2', 'i18n_redirected')).toBe('fr-fr')
  })
  it('treats absent and malformed values as absent', () => {
    expect(readCookie(null, 'x')).toBeNull()
    expect(readCookie('garbage;;==;', 'x')).toBeNull()
    expect(readCookie('x=%E0%A4%A', 'x')).toBeNull()
  })
})

describe('cookie lifetimes and flags (SPEC.md §3, §9)', () => {
  it('gives each cookie its lifetime', () => {
    expect(COOKIES.authToken.maxAge).toBe(24 * DAY)
    expect(COOKIES.marketingId.maxAge).toBe(24 * DAY)
    expect(COOKIES.locale.maxAge).toBe(365 * DAY)
    expect(COOKIES.viewport.maxAge).toBe(365 * DAY)
    expect(COOKIES.recentlySignedUp.maxAge).toBe(DAY)
    expect(COOKIES.query.maxAge).toBe(30 * DAY)
  })

  it('keeps the auth token httpOnly and SameSite=Lax, Secure outside plain HTTP, on a configurable domain', () => {
    expect(serverCookieOptions('authToken', { secure: true, domain: '.pollwise.example' })).toEqual({
      path: '/',
      maxAge: 24 * DAY,
      sameSite: 'lax',
      httpOnly: true,
      secure: true,
      domain: '.pollwise.example',
    })
    expect(serverCookieOptions('authToken', { secure: false })).toMatchObject({ httpOnly: true, secure: false })
    expect(serverCookieOptions('authToken', { secure: false })).not.toHaveProperty('domain')
  })

  it('deletes a cookie with a zero lifetime', () => {
    expect(serverCookieOptions('authToken', { secure: true }, true).maxAge).toBe(0)
    expect(browserCookie('query', '', false, true)).toBe('query=; path=/; max-age=0; SameSite=Lax')
  })

  it('writes browser cookies with their flags', () => {
    expect(browserCookie('marketingId', 'abc', true)).toBe(`m_id=abc; path=/; max-age=${24 * DAY}; SameSite=Lax; Secure`)
    expect(browserCookie('viewport', 'mobile', false)).toBe(`viewport=mobile; path=/; max-age=${365 * DAY}; SameSite=Strict`)
    expect(localeCookie('ja-jp', false)).toBe('i18n_redirected=ja-jp; path=/; max-age=31536000; SameSite=Lax')
    expect(localeCookie('ja-jp', true)).toMatch(/; Secure$/)
  })

  it('writes the detected locale from the server as the browser does: host-only, 365 days, Lax', () => {
    expect(setCookieHeader('locale', 'de-de', { secure: true, domain: '.pollwise.example' })).toBe(
      `i18n_redirected=de-de; Path=/; Max-Age=${365 * DAY}; SameSite=Lax; Secure`,
    )
  })
})

describe('readCookies', () => {
  it('reads several cookies in one pass, exactly as readCookie reads each', () => {
    const headers = [
      'a=1; i18n_redirected=fr-fr; consent=granted',
      'consent=%E0%A4; consent=granted',
      ' viewport="mobile" ; x',
      '',
      'i18n_redirected=a; i18n_redirected=b',
    ]
    const names = ['i18n_redirected', 'consent', 'viewport', 'missing'] as const
    for (const header of headers) {
      const all = readCookies(header, names)
      for (const name of names) expect(all[name], `${name} in ${header}`).toBe(readCookie(header, name))
    }
    expect(readCookies(null, names)).toEqual({ i18n_redirected: null, consent: null, viewport: null, missing: null })
  })
})
