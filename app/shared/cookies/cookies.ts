// Every cookie of the site (SPEC.md §3) — name, lifetime, flags — and a tolerant reader: a
// malformed Cookie header must never break a page. The server sets the httpOnly ones through
// `serverCookieOptions`; the browser writes the others with `browserCookie`.

const DAY = 24 * 60 * 60

interface CookieSpec {
  name: string
  /** Seconds. */
  maxAge: number
  sameSite: 'lax' | 'strict'
  /** Unreadable from browser JavaScript. */
  httpOnly: boolean
  /** Never shared with sibling hosts (AUTH_COOKIE_DOMAIN): only this site reads it. */
  hostOnly?: boolean
}

export const COOKIES = {
  /**
   * The chosen or detected locale (SPEC §9: 365 days, path /, Lax): written by the localization
   * modal, the social hand-off and the negotiation redirect. Host-only, as the browser writes it:
   * one cookie of that name per host, never a second one on AUTH_COOKIE_DOMAIN.
   */
  locale: { name: 'i18n_redirected', maxAge: 365 * DAY, sameSite: 'lax', httpOnly: false, hostOnly: true },
  /** The API session token: only the site's server ever reads or writes it. */
  authToken: { name: 'auth-token', maxAge: 24 * DAY, sameSite: 'lax', httpOnly: true },
  /** The marketing id, a random UUID, pushed to the analytics data layer. */
  marketingId: { name: 'm_id', maxAge: 24 * DAY, sameSite: 'lax', httpOnly: false },
  /** Set after a sign-up so the member app can greet a new member; a day is "recently". */
  recentlySignedUp: { name: 'recently_signed_up', maxAge: DAY, sameSite: 'lax', httpOnly: false },
  /** The query string a visitor first arrived with (campaign attribution), cleared after sign-up. */
  query: { name: 'query', maxAge: 30 * DAY, sameSite: 'lax', httpOnly: false },
  /** The width class of the visitor's window (shared/viewport/viewport.ts), so the server renders for it. */
  viewport: { name: 'viewport', maxAge: 365 * DAY, sameSite: 'strict', httpOnly: false },
  /** The visitor's answer to the consent banner, `granted` or `denied` (shared/consent/consent-rules.ts); strictly necessary. */
  consent: { name: 'consent', maxAge: 365 * DAY, sameSite: 'lax', httpOnly: false },
  /**
   * A social sign-in this browser began: the OAuth state and the PKCE verifier, checked when the
   * provider sends the visitor back (docs/decisions/018). Lax: the return is a top-level GET.
   */
  oauth: { name: 'oauth', maxAge: 10 * 60, sameSite: 'lax', httpOnly: true, hostOnly: true },
  /**
   * This browser's passkey ceremonies (docs/decisions/112): a random binding the API keeps the
   * SHA-256 of beside each challenge it makes, so that only this browser can answer them. Lives as
   * long as a challenge; Strict: only the site's own calls carry it.
   */
  passkey: { name: 'passkey', maxAge: 5 * 60, sameSite: 'strict', httpOnly: true, hostOnly: true },
  /**
   * "Not now" to the offer of a passkey after a sign-in: the offer is not made again on this device
   * for as long as it lasts. The browser writes it (shared/cookies/browser-cookies).
   */
  passkeyOffer: { name: 'passkey_offer', maxAge: 30 * DAY, sameSite: 'lax', httpOnly: false, hostOnly: true },
  /** An e-mailed link's secret (signed URL, or reset token and address), moved out of the address bar. */
  pendingLink: { name: 'pending_link', maxAge: 60 * 60, sameSite: 'lax', httpOnly: true, hostOnly: true },
  /**
   * What a form posted without JavaScript led to (shared/forms/form-action.server.ts): the values
   * typed (never a password) and the refusals or the thanks, for the page the post's 303 lands
   * on, which reads it once. A minute is more than a redirect takes.
   */
  formOutcome: { name: 'form_outcome', maxAge: 60, sameSite: 'lax', httpOnly: true, hostOnly: true },
} as const satisfies Record<string, CookieSpec>

export type CookieId = keyof typeof COOKIES

/** Value of one cookie from a Cookie header, or null; undecodable values count as absent. */
/** Several cookies of one header, read in one pass: each name's value, or null when absent or malformed. */
export function readCookies<const N extends string>(header: string | null | undefined, names: readonly N[]): Record<N, string | null> {
  const found = Object.fromEntries(names.map((name) => [name, null])) as Record<N, string | null>
  if (!header) return found
  // The first occurrence of a name counts, as in readCookie, even when its value is malformed.
  const seen = new Set<string>()
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    const name = part.slice(0, index).trim() as N
    if (!(name in found) || seen.has(name)) continue
    seen.add(name)
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    try {
      found[name] = decodeURIComponent(raw)
    } catch {
      // A malformed value counts as absent, as readCookie has it.
    }
  }
  return found
}

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

export interface ServerCookieOptions {
  path: '/'
  maxAge: number
  sameSite: 'lax' | 'strict'
  httpOnly: boolean
  secure: boolean
  domain?: string
}

/** Options for setting a cookie from the server; `maxAge: 0` deletes it. */
export function serverCookieOptions(id: CookieId, flags: { secure: boolean; domain?: string | null }, remove = false): ServerCookieOptions {
  const spec = COOKIES[id]
  return {
    path: '/',
    maxAge: remove ? 0 : spec.maxAge,
    sameSite: spec.sameSite,
    httpOnly: spec.httpOnly,
    secure: flags.secure,
    ...(flags.domain && !('hostOnly' in spec && spec.hostOnly) ? { domain: flags.domain } : {}),
  }
}

/** A `Set-Cookie` header value for a response the site builds itself (outside Start's helpers). */
export function setCookieHeader(id: CookieId, value: string, flags: { secure: boolean; domain?: string | null }, remove = false): string {
  const options = serverCookieOptions(id, flags, remove)
  const parts = [`${COOKIES[id].name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`]
  parts.push(`SameSite=${options.sameSite === 'lax' ? 'Lax' : 'Strict'}`)
  if (options.httpOnly) parts.push('HttpOnly')
  if (options.secure) parts.push('Secure')
  if (options.domain) parts.push(`Domain=${options.domain}`)
  return parts.join('; ')
}

/** The `document.cookie` assignment for a cookie browser code may write. */
export function browserCookie(
  id: Exclude<CookieId, 'authToken' | 'oauth' | 'pendingLink' | 'formOutcome' | 'passkey'>,
  value: string,
  secure: boolean,
  remove = false,
): string {
  const spec = COOKIES[id]
  const flags = ['path=/', `max-age=${remove ? 0 : spec.maxAge}`, `SameSite=${spec.sameSite === 'lax' ? 'Lax' : 'Strict'}`]
  if (secure) flags.push('Secure')
  return `${spec.name}=${encodeURIComponent(value)}; ${flags.join('; ')}`
}

/** The chosen locale's cookie (365 days, path /, Lax). */
export function localeCookie(code: string, secure: boolean): string {
  return browserCookie('locale', code, secure)
}
