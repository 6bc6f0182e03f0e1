// What the sign-in routes' options share (register, login, reset-password, the social return):
// the dialog's words loaded with the page's copy, and the `?from=email` marker of e-mailed links.
// Light on purpose: route options are in the bundle every page loads; the dialog itself is in
// -sign-in-page.tsx, which only route components import.
import type { AuthCopy } from '../../features/auth/auth-copy.server'
import { getAuthCopy } from '../../features/auth/auth-copy.functions'
import type { LocaleCode } from '../../shared/i18n/locales'
import { FROM_EMAIL, fromEmail } from '../../shared/site/search-params'

/** `?from=email`: the page was opened from an e-mailed link whose secret waits on the server. */
export const fromEmailSearch = (raw: Record<string, unknown>): { from?: typeof FROM_EMAIL } => (fromEmail(raw) ? { from: FROM_EMAIL } : {})

/** A sign-in page's copy: the page's own (with its `head`) and the dialog's words, fetched together. */
export async function withAuthCopy<C extends object>(locale: LocaleCode, page: Promise<C>): Promise<C & { auth: AuthCopy }> {
  const [copy, auth] = await Promise.all([page, getAuthCopy({ data: { locale } })])
  return { ...copy, auth }
}
