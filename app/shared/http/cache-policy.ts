// Who may keep a response (docs/decisions/017). Anything that depends on the visitor's session,
// or sets a cookie, is theirs alone and is never stored: `private, no-store`, whatever the handler
// said. An anonymous page may be kept by the browser but is checked again before each use
// (`private, no-cache`): its HTML also depends on the consent and viewport cookies and the
// visitor's country, which a shared cache does not key on yet.
import { COOKIES, readCookie } from '../cookies/cookies'

export const PERSONAL = 'private, no-store'
export const ANONYMOUS_PAGE = 'private, no-cache'

/** Sets the response's Cache-Control for the request that produced it. */
export function applyCachePolicy(requestHeaders: Headers, responseHeaders: Headers): void {
  const hasSession = readCookie(requestHeaders.get('cookie'), COOKIES.authToken.name) !== null
  const setsCookie = responseHeaders.getSetCookie().length > 0
  if (hasSession || setsCookie) responseHeaders.set('Cache-Control', PERSONAL)
  else if (!responseHeaders.has('Cache-Control') && (responseHeaders.get('content-type') ?? '').startsWith('text/html')) {
    responseHeaders.set('Cache-Control', ANONYMOUS_PAGE)
  }
}
