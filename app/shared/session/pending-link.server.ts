// The e-mailed link waiting in this browser (shared/session/pending-link.ts): kept in the httpOnly
// `pending_link` cookie, read only here, on the server.
import { getCookie } from '@tanstack/react-start/server'
import { COOKIES } from '../cookies/cookies'
import { type PendingLink, pendingLinkSchema } from './pending-link'
import { removeCookie } from '../cookies/cookies.server'

export const encodePendingLink = (link: PendingLink): string => Buffer.from(JSON.stringify(link)).toString('base64url')

function decodePendingLink(value: string | null | undefined): PendingLink | null {
  if (!value) return null
  try {
    const parsed = pendingLinkSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The link of `kind` waiting in this browser, or null. */
export function pendingLink<K extends PendingLink['kind']>(kind: K): Extract<PendingLink, { kind: K }> | null {
  const link = decodePendingLink(getCookie(COOKIES.pendingLink.name))
  return link?.kind === kind ? (link as Extract<PendingLink, { kind: K }>) : null
}

/** The link has been used (or refused): it is not offered again. */
export function forgetPendingLink(): void {
  removeCookie('pendingLink')
}
