// Whether a cookie-authenticated form post comes from our own page. The member app's forms act
// on the auth-token cookie, which the browser also sends with a form another site submits; the
// browser-set Sec-Fetch-Site (or, from older browsers, Origin) says who submitted it.
import type { Context } from 'hono'

/**
 * True for a request from one of `origins`: Sec-Fetch-Site `same-origin` when the browser sends
 * it, else an Origin in the list. Neither header (not a current browser) counts as cross-site.
 */
export function isSameOriginRequest(c: Context, origins: readonly string[]): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined) return site === 'same-origin'
  const origin = c.req.header('origin')
  return origin !== undefined && origins.includes(origin)
}
