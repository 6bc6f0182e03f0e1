// E-mailed links carry secrets in their query: a one-time sign-in's or a verification's token (or,
// in mails sent before decision 109, the signed URL itself),
// a password reset's token and the address it was sent to. Left in the address bar they would
// reach any page-view tag, the browser history and anyone looking at the screen. So the first
// request of such a link moves them into a short-lived httpOnly cookie and is redirected to the
// same page without them, marked `?from=email` (docs/decisions/017). The page then learns from the
// server what kind of link is waiting; the server functions that use it read it from the cookie.
import { z } from 'zod'
import { FROM_EMAIL } from '../site/search-params'

export const pendingLinkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('signed'), url: z.string().min(1).max(2048) }),
  // A sign-in or verification link's bare token, which the API resolves to its signed URL.
  z.object({ kind: z.literal('token'), token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/) }),
  z.object({ kind: z.literal('reset'), token: z.string().min(1).max(256), email: z.string().min(1).max(254) }),
])
export type PendingLink = z.infer<typeof pendingLinkSchema>

const PAGES: Record<string, { params: readonly string[]; read: (query: URLSearchParams) => PendingLink | null }> = {
  login: {
    params: ['signed_url', 'token'],
    read: (query) => {
      const url = query.get('signed_url')
      const token = query.get('token')
      return url ? { kind: 'signed', url } : token ? { kind: 'token', token } : null
    },
  },
  'reset-password': {
    params: ['token', 'email'],
    read: (query) => {
      const token = query.get('token')
      const email = query.get('email')
      return token && email ? { kind: 'reset', token, email } : null
    },
  },
}

/**
 * For a request of an e-mailed link: the clean location to redirect to and the link to keep.
 * Null when the URL carries none of the secret parameters. Parameters that are present but
 * unusable are dropped all the same (the page then says the link is invalid).
 */
export function takeLink(url: URL): { location: string; link: PendingLink | null } | null {
  const page = /^(?:\/[a-z]{2}-[a-z]{2})?\/(login|reset-password)$/.exec(url.pathname)?.[1]
  const rule = page ? PAGES[page] : undefined
  if (!rule || !rule.params.some((name) => url.searchParams.has(name))) return null
  const parsed = pendingLinkSchema.safeParse(rule.read(url.searchParams))
  const clean = new URLSearchParams(url.searchParams)
  for (const name of rule.params) clean.delete(name)
  // The marker, so that a later visit to the page does not resume an old link.
  clean.set('from', FROM_EMAIL)
  return { location: `${url.pathname}?${clean.toString()}`, link: parsed.success ? parsed.data : null }
}
