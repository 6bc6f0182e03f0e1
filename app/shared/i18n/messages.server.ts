// The record of a page's messages (messages.ts): the messages of some namespaces, in one message
// file, read from messages/*.json as translators write them (inlang message format). A regional
// variant holds only what differs from its base language (decision 035): a message it lacks is
// its base file's (`de-ch` → `de`), and English is the last resort, as paraglide falls back.
// A variant message is sent as the one input it selects on and its forms, or as the one form it
// picks when the server already knows that input (`known`: the visitor's country code), so that
// a page does not carry every country's sentence for one. Anything the browser's helper cannot
// render exactly as paraglide does (escapes, markup, several selectors, a function other than
// `plural`) is refused here, and the message files' test finds it first.
import { fallbackChain } from '../../../contract/locales'
import type { MessageFile } from './locales'
import type { Messages, Namespace, Pattern } from './messages'

/** A message as messages/<file>.json holds it: text, or one variant table. */
type Source =
  string | readonly { declarations?: readonly string[]; selectors?: readonly string[]; match: Readonly<Record<string, string>> }[]

const sources = import.meta.glob<Readonly<Record<string, unknown>>>('../../../messages/*.json', { eager: true, import: 'default' })

function sourceOf(file: MessageFile): Readonly<Record<string, unknown>> {
  const source = sources[`../../../messages/${file}.json`]
  if (!source) throw new Error(`messages/${file}.json is missing`)
  return source
}

/** A text as the browser fills it: `{name}` placeholders and nothing else of the format's syntax. */
function checkedText(id: string, text: string): string {
  if (/\\|\{(?!\w+\})|(?<!\{\w*)\}/.test(text))
    throw new Error(`Message ${id}: only {name} placeholders are supported (no escape, markup or other expression)`)
  return text
}

function patternOf(id: string, source: Source): Pattern {
  if (typeof source === 'string') return checkedText(id, source)
  const [variants, ...more] = source
  const selector = variants?.selectors?.[0]
  if (!variants || more.length || !selector || variants.selectors?.length !== 1)
    throw new Error(`Message ${id}: a variant message selects on exactly one input`)
  let plural = false
  let on = selector
  for (const declaration of variants.declarations ?? []) {
    if (/^input \w+$/.test(declaration)) continue
    const local = /^local (\w+) = (\w+): plural$/.exec(declaration)
    if (!local) throw new Error(`Message ${id}: unsupported declaration "${declaration}"`)
    if (local[1] === selector) [plural, on] = [true, local[2]!]
  }
  const forms: Record<string, string> = {}
  for (const [condition, text] of Object.entries(variants.match)) {
    const [name, value] = condition.split('=').map((part) => part.trim())
    if (name !== selector || !value) throw new Error(`Message ${id}: "${condition}" does not match on ${selector}`)
    forms[value] = checkedText(id, text)
  }
  return plural ? { on, plural: true, forms } : { on, forms }
}

const resolved = new Map<MessageFile, ReadonlyMap<string, Pattern>>()

/** Every message of a file, its base language's and English's filling what it lacks. */
function messagesIn(file: MessageFile): ReadonlyMap<string, Pattern> {
  let table = resolved.get(file)
  if (!table) {
    // The first file of the chain that holds a message wins: merged last to first.
    const merged = Object.assign({}, ...fallbackChain(file).reverse().map(sourceOf)) as Record<string, unknown>
    table = new Map(
      Object.entries(merged)
        .filter(([id]) => id !== '$schema')
        .map(([id, source]) => [id, patternOf(id, source as Source)]),
    )
    resolved.set(file, table)
  }
  return table
}

/** Whether `id` is in a namespace: a prefix (`home_`) names every id it starts, an id itself. */
const named = (id: string, namespace: string) => (namespace.endsWith('_') ? id.startsWith(namespace) : id === namespace)

/** A select on an input whose value is known: the form it picks, else the pattern as it is. */
function picked(pattern: Pattern, known: Readonly<Record<string, string>>): Pattern {
  if (typeof pattern === 'string' || pattern.plural || !(pattern.on in known)) return pattern
  return pattern.forms[known[pattern.on]!] ?? pattern.forms['*'] ?? pattern
}

const records = new Map<string, Messages<Namespace>>()

/**
 * The messages of `namespaces` in `file`, for a page's loader data. `known`: inputs whose value
 * the server knows for this page (the visitor's country `code`); a select on one is sent as its form.
 */
export function messagesOf<const N extends Namespace>(
  file: MessageFile,
  namespaces: readonly N[],
  known: Readonly<Record<string, string>> = {},
): Messages<N> {
  const key = `${file}:${namespaces.join(',')}:${JSON.stringify(known)}`
  let record = records.get(key)
  if (!record) {
    const entries = [...messagesIn(file)]
      .filter(([id]) => namespaces.some((namespace) => named(id, namespace)))
      .map(([id, pattern]) => [id, picked(pattern, known)] as const)
    record = { $locale: file, ...Object.fromEntries(entries) } as Messages<Namespace>
    records.set(key, record)
  }
  return record as Messages<N>
}
