// The visitor's session: the API token in the httpOnly auth-token cookie, which only the site's
// server reads and writes. A page load checks it against the API (auth/user) so that a revoked or
// expired token stops showing the signed-in header; an unreachable API gives it the benefit of
// the doubt.
import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import { endpoints } from '../../../contract/endpoints'
import { COOKIES, type CookieId, serverCookieOptions } from '../cookies/cookies'
import type { LocaleCode } from '../i18n/locales'
import { api, currentCaller } from '../api/api.server'
import { getConfig } from '../site/config.server'

const cookieFlags = () => {
  const config = getConfig()
  return { secure: config.secureCookies, domain: config.authCookieDomain }
}

export function putCookie(id: CookieId, value: string): void {
  setCookie(COOKIES[id].name, value, serverCookieOptions(id, cookieFlags()))
}

export function removeCookie(id: CookieId): void {
  deleteCookie(COOKIES[id].name, serverCookieOptions(id, cookieFlags(), true))
}

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
export async function isSignedIn(locale: LocaleCode): Promise<boolean> {
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
