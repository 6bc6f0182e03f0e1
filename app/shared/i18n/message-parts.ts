// `t` for a sentence where a value becomes an element (an address as a link, a masked address,
// the terms as a link): the message's text around each value, in the language's word order. Apart
// from messages.ts so that pages that put no element in a sentence do not load it.
import { createElement, Fragment, type ReactNode } from 'react'
import { type IdsIn, type Messages, textOf, type ValuesArg } from './messages'

/** The message `id` as React children, each value (an element, or text) in its placeholder's place. */
export function tParts<M extends Messages, Id extends IdsIn<M>>(
  messages: M,
  id: Id,
  ...[values = {}]: ValuesArg<Id, ReactNode>
): ReactNode {
  const parts = textOf(messages, id, values).split(/\{(\w+)\}/)
  // Odd parts are the placeholders' names (the pattern's capture group).
  return createElement(Fragment, null, ...parts.map((part, index) => (index % 2 ? (values as Record<string, ReactNode>)[part] : part)))
}
