// The site's words as the browser receives them: a page's loader sends the messages of its
// namespaces as one record in the page's language (messages.server.ts reads it from
// messages/<file>.json), and components read each message by its id through `t`, or `tParts`
// (message-parts.ts) where a value becomes an element. Paraglide's message functions carry every
// language, so they stay on the server (DESIGN.md §9); their types still say which inputs each
// message takes.
import type { m } from '../../paraglide/messages'
import type { MessageFile } from './locales'

/** A key of messages/en.json (paraglide compiles one function per key). */
export type MessageId = keyof typeof m

/** Every `…_` prefix of an id: `home_how_step1_text` has `home_`, `home_how_` and `home_how_step1_`. */
type PrefixesOf<S extends string> = S extends `${infer Head}_${infer Rest}` ? `${Head}_` | `${Head}_${PrefixesOf<Rest>}` : never

/** What a page asks for: a family of messages by its prefix (`home_`), or one message by its id. */
export type Namespace = MessageId | PrefixesOf<MessageId>

/** The ids a namespace names. */
export type IdsOf<N extends Namespace> = N extends MessageId ? N : Extract<MessageId, `${N}${string}`>

/**
 * One message of the page's language: its text with `{name}` placeholders, or its forms by the
 * value of one input (`on`), or by that input's plural category in the language (`plural`), `*`
 * standing for any other value.
 */
export type Pattern = string | { on: string; plural?: true; forms: Readonly<Record<string, string>> }

/** The messages of some namespaces in one language (`$locale`, a message file: it picks plural forms). */
export type Messages<N extends Namespace = never> = { readonly $locale: MessageFile } & { readonly [Id in IdsOf<N>]: Pattern }

/** The inputs paraglide's function for the message takes. */
type InputsOf<Id extends MessageId> = Parameters<(typeof m)[Id]>[0]
/** A value for each input, of type `V`. */
type Values<Id extends MessageId, V> = Id extends MessageId ? { [Input in keyof InputsOf<Id>]: V } : never
/** The values argument: required when the message has inputs. */
export type ValuesArg<Id extends MessageId, V> = Id extends MessageId
  ? keyof InputsOf<Id> extends never
    ? [values?: Values<Id, V>]
    : [values: Values<Id, V>]
  : never

/** The ids a record holds. */
export type IdsIn<M extends Messages> = keyof M & MessageId

/** The message's text for these values (a variant message's form), its placeholders left in. */
export function textOf(messages: Messages, id: MessageId, values: Readonly<Record<string, unknown>>): string {
  const pattern = (messages as Readonly<Record<string, Pattern>>)[id] ?? ''
  if (typeof pattern === 'string') return pattern
  const value = values[pattern.on]
  const form = pattern.plural ? new Intl.PluralRules(messages.$locale).select(Number(value)) : String(value)
  return pattern.forms[form] ?? pattern.forms['*'] ?? ''
}

/** The message `id` with `values` in its placeholders, as paraglide would render it. */
export function t<M extends Messages, Id extends IdsIn<M>>(messages: M, id: Id, ...[values = {}]: ValuesArg<Id, string | number>): string {
  return textOf(messages, id, values).replace(/\{(\w+)\}/g, (_, name: string) => String((values as Record<string, unknown>)[name]))
}

/**
 * A page's data with more messages in its one record: a route composing features (the home page
 * and its live sections, the login page and the sign-in panel) merges their records.
 */
export function withMessages<P extends { messages: Messages }, M extends Messages>(page: P, messages: M): P & { messages: M } {
  // The merged record holds every message of both: it is each one's type.
  return { ...page, messages: { ...page.messages, ...messages } } as P & { messages: M }
}
