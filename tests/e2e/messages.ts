// Expected texts, read from the message files themselves (independent of the compiled messages
// the site uses), so a test states what a visitor must read.
import { readFileSync } from 'node:fs'
import type { MessageFile } from '../../app/shared/i18n/locales'
import { fallbackChain } from '../../contract/locales'

const files = new Map<string, Record<string, string>>()

function read(file: MessageFile): Record<string, string> {
  let messages = files.get(file)
  if (!messages) {
    messages = JSON.parse(readFileSync(`messages/${file}.json`, 'utf8')) as Record<string, string>
    files.set(file, messages)
  }
  return messages
}

/** A message as the site resolves it: a regional variant's own, else its base language's (decision 035). */
export function message(file: MessageFile, key: string): string {
  const text = fallbackChain(file)
    .map((f) => read(f)[key])
    .find((found) => found !== undefined)
  if (text === undefined) throw new Error(`messages/${file}.json has no ${key}`)
  return text
}

/** A text as it reads, for a regular expression: every character that means something there escaped. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
