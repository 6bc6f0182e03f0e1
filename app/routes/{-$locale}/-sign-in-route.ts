// What the sign-in routes' options share (register, login, reset-password, the social return):
// the dialog's messages loaded with the page's, into its one record, the `?from=email` marker of
// e-mailed links and the link waiting on the server.
// Light on purpose: route options are in the bundle every page loads; the dialog itself is in
// -sign-in-page.tsx, which only route components import.
import { getPendingLink } from '../../features/auth/arrival.functions'
import { sendMembersToApp } from '../../features/auth/guards'
import { getAuthWords } from '../../features/auth/auth-messages.functions'
import type { LocaleCode } from '../../shared/i18n/locales'
import type { AuthWords } from '../../features/auth/auth-messages'
import { type Messages, withMessages } from '../../shared/i18n/messages'
import { FROM_EMAIL, fromEmail } from '../../shared/site/search-params'

/** `?from=email`: the page was opened from an e-mailed link whose secret waits on the server. */
export const fromEmailSearch = (raw: Record<string, unknown>): { from?: typeof FROM_EMAIL } => (fromEmail(raw) ? { from: FROM_EMAIL } : {})

/**
 * A sign-in page's data: the page's own (with its `head`, and its messages if it has any: the
 * login page) and the dialog's, fetched together; the page's record holds both's messages.
 */
export async function withAuthWords<C extends object>(locale: LocaleCode, page: Promise<C>): Promise<C & AuthWords> {
  // In the browser with WebAuthn, on intent (the router runs this loader on hover, focus and touch,
  // never while idle): the passkey ceremonies come too, so the dialog opens with them (decision 034).
  if (typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function')
    import('../../features/auth/passkey-ceremonies').catch(() => undefined)
  const [own, auth] = await Promise.all([page, getAuthWords({ data: { locale } })])
  return hasMessages(own) ? withMessages({ ...auth, ...own }, auth.messages) : { ...own, ...auth }
}

const hasMessages = <C extends object>(page: C): page is C & { messages: Messages } => 'messages' in page

type LinkKind = 'signed' | 'reset'
type WaitingLink<K extends LinkKind> = K extends 'signed' ? 'login' | 'verify' : { email: string }

/**
 * What the page must know of the e-mailed link waiting on the server: undefined when the page was
 * not opened from a link, null when the link is gone or unusable.
 */
async function waitingLink<K extends LinkKind>(kind: K, fromEmail: boolean): Promise<WaitingLink<K> | null | undefined> {
  if (!fromEmail) return undefined
  const link = await getPendingLink({ data: { kind } })
  if (!link) return null
  return ('purpose' in link ? link.purpose : { email: link.email }) as WaitingLink<K>
}

/**
 * The options of a sign-in page that an e-mailed link may open (login, reset-password): members
 * go to the app, the `?from=email` marker, and a loader that brings the page's data, the dialog's
 * words and the waiting link together.
 */
export function emailLinkPage<K extends LinkKind, C extends object, P extends object>(
  kind: K,
  pageData: (locale: LocaleCode) => Promise<C>,
  /** What a form posted to the page without JavaScript left for it (read on the server only), from the loader's `serverContext`. */
  posted: (serverContext: unknown) => Promise<P>,
) {
  return {
    validateSearch: fromEmailSearch,
    beforeLoad: ({ context }: { context: { settings: { authorized: boolean; appUrl: string } } }) => sendMembersToApp(context.settings),
    loaderDeps: ({ search }: { search: { from?: typeof FROM_EMAIL } }) => ({ fromEmail: search.from === FROM_EMAIL }),
    loader: async ({
      context,
      deps,
      serverContext,
    }: {
      context: { locale: { code: LocaleCode } }
      deps: { fromEmail: boolean }
      serverContext?: unknown
    }) => {
      const locale = context.locale.code
      const [page, link, fromPost] = await Promise.all([
        withAuthWords(locale, pageData(locale)),
        waitingLink(kind, deps.fromEmail),
        posted(serverContext),
      ])
      return { ...page, link, ...fromPost }
    },
  }
}
