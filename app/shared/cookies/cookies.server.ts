// Setting and removing the site's cookies from the server (inside a request), with the flags of
// the registry (cookies.ts) and this deployment's: Secure on https, AUTH_COOKIE_DOMAIN where the
// member app on a sibling host must read a cookie.
import { deleteCookie, setCookie } from '@tanstack/react-start/server'
import { getConfig } from '../site/config.server'
import { COOKIES, type CookieId, serverCookieOptions } from './cookies'

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
