import { describe, expect, it } from 'vitest'
import { localeCookie, readCookie } from './cookies'

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

describe('localeCookie', () => {
  it('lasts 365 days on path / with SameSite=Lax', () => {
    expect(localeCookie('ja-jp', false)).toBe('i18n_redirected=ja-jp; path=/; max-age=31536000; SameSite=Lax')
    expect(localeCookie('ja-jp', true)).toMatch(/; Secure$/)
  })
})
