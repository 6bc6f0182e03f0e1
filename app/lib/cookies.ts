// Names, lifetimes and flags of the site's cookies (SPEC.md §3), and a tolerant reader: a
// malformed Cookie header must never break a page.

const DAY = 24 * 60 * 60

export const COOKIES = {
  locale: { name: 'i18n_redirected', maxAge: 365 * DAY },
  authToken: { name: 'auth-token', maxAge: 24 * DAY },
  marketingId: { name: 'm_id', maxAge: 24 * DAY },
  viewport: { name: 'viewport', maxAge: 365 * DAY },
} as const

/** Value of one cookie from a Cookie header, or null; undecodable values count as absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() !== name) continue
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    try {
      return decodeURIComponent(raw)
    } catch {
      return null
    }
  }
  return null
}

/** The `document.cookie` assignment that remembers a chosen locale (365 days, path /, Lax). */
export function localeCookie(code: string, secure: boolean): string {
  const flags = [`path=/`, `max-age=${COOKIES.locale.maxAge}`, 'SameSite=Lax']
  if (secure) flags.push('Secure')
  return `${COOKIES.locale.name}=${encodeURIComponent(code)}; ${flags.join('; ')}`
}
