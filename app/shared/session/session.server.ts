// The visitor's session: the API token in the httpOnly auth-token cookie, which only the site's
// server reads and writes. A page load checks it against the API (auth/user) so that a revoked or
// expired token stops showing the signed-in header; an unreachable API gives it the benefit of
// the doubt.
import { getCookie } from '@tanstack/react-start/server'
import { endpoints } from '../../../contract/endpoints'
import { COOKIES } from '../cookies/cookies'
import { putCookie, removeCookie } from '../cookies/cookies.server'
import type { LocaleCode } from '../i18n/locales'
import { api, currentCaller } from '../api/api.server'

export function sessionToken(): string | null {
  const value = getCookie(COOKIES.authToken.name)
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null
}

export function startSession(token: string): void {
  putCookie('authToken', token)
}

export function endSession(): void {
  removeCookie('authToken')
}

/** Whether this request carries a live session. */
export async function hasLiveSession(locale: LocaleCode): Promise<boolean> {
  const token = sessionToken()
  if (!token) return false
  const result = await api().call(endpoints.currentUser, currentCaller(locale, token))
  if (result.ok) return true
  if (result.error.kind === 'http' && result.error.status === 401) {
    endSession()
    return false
  }
  return true
}
