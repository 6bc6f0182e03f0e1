// Every e-mail the API sends, rendered in the language of a route locale: the words of words.ts,
// an HTML part (layout.tsx, React Email) and a plain-text alternative with the same content.
import { messageFileFor as messageLanguageFor, type MessageFile as MessageLanguage } from '../../contract/locales'
import { TTL } from '../security/tokens'
import { type MailKind, mailWords } from './words'
import { type MailLayoutProps, renderMailHtml } from './layout'
import { lifetimeText } from '../../contract/lifetime'

export type { MailKind } from './words'

/** A mail's words, its text part and what its HTML part is rendered from. */
export interface ComposedMail {
  subject: string
  text: string
  layout: MailLayoutProps
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

export interface MailVars {
  site: string
  link: string
  /** The address the mail goes to, named in it with the reason it was sent. */
  email: string
  /** How long the link lives; `TTL[kind]` when not given. */
  lifetimeMs?: number
}

const RTL: ReadonlySet<MessageLanguage> = new Set(['ar'])

/**
 * A left-to-right value inside a right-to-left sentence, isolated (U+2068 … U+2069) so that its
 * punctuation stays with it: without, "shots-ar-1@example.com" comes out as "-shots-ar" and
 * "1@example.com" on either side of the words around it. Plain text and HTML alike.
 */
export function isolated(value: string, rtl: boolean): string {
  return rtl ? `\u2068${value}\u2069` : value
}

/**
 * The e-mail of `kind` in the language of the route locale (`fr-ca` → fr, `tl-ph` → fil). Each
 * kind carries a link of the token purpose of the same name, which lives `TTL[kind]`. Synchronous:
 * the outbox records a mail before the request that caused it is answered.
 */
export function composeMail(kind: MailKind, locale: string, vars: MailVars): ComposedMail {
  const language = messageLanguageFor(locale)
  const copy = mailWords(language)
  const lifetime = lifetimeText(vars.lifetimeMs ?? TTL[kind], language)
  const email = isolated(vars.email, RTL.has(language))
  // Function replacers: a `$` in a value must not be read as a replacement pattern.
  const fill = (s: string) =>
    s
      .replace(/\{site\}/g, () => vars.site)
      .replace(/\{lifetime\}/g, () => lifetime)
      .replace(/\{email\}/g, () => email)
  const words = {
    subject: fill(copy[kind].subject),
    intro: fill(copy[kind].intro),
    button: fill(copy[kind].button),
    expiry: fill(copy[kind].expiry),
    reason: fill(copy[kind].reason),
    fallback: fill(copy.fallback),
    ignore: fill(copy.ignore),
  }
  const text = [`${words.intro}\n${vars.link}\n${words.expiry}`, `${words.reason}\n${words.ignore}`, `— ${vars.site}`].join('\n\n')
  const layout = {
    ...words,
    lang: language,
    dir: RTL.has(language) ? ('rtl' as const) : ('ltr' as const),
    site: vars.site,
    link: vars.link,
  }
  return { subject: words.subject, text, layout }
}

/** The whole mail, its HTML part rendered by React Email (asynchronous). */
export async function renderMail(kind: MailKind, locale: string, vars: MailVars): Promise<RenderedMail> {
  const { subject, text, layout } = composeMail(kind, locale, vars)
  return { subject, text, html: await renderMailHtml(layout) }
}
