// Each language's vocabulary (messages/glossary/<file>.json, issue 26): the one word a language
// uses for each concept of the product, and the words it must not use for it. Read by the
// glossary test (every message, e-mail word and legal document) and by the locale suite (what a
// visitor of each locale project reads on the page).
import { readFileSync } from 'node:fs'
import type { MessageFile } from '../contract/locales'

export const GLOSSARY_TERMS = [
  'survey',
  'reward',
  'points',
  'cash_out',
  'minimum_payout',
  'live_payouts',
  'gift_card',
  'member',
  'sign_in',
  'sign_up',
  'email',
] as const
export type GlossaryTerm = (typeof GLOSSARY_TERMS)[number]

export interface GlossaryEntry {
  /** The words this language uses for the concept (one, or its inflected forms). */
  use: string[]
  /** Words or phrases that must not appear anywhere in the language's files. */
  avoid: string[]
  note?: string
}

export interface Glossary {
  language: string
  terms: Record<GlossaryTerm, GlossaryEntry>
}

const root = new URL('../', import.meta.url)

export function readGlossary(file: MessageFile): Glossary {
  return JSON.parse(readFileSync(new URL(`messages/glossary/${file}.json`, root), 'utf8')) as Glossary
}

/** Scripts written without spaces between words: a word is found anywhere in the text. */
const UNSPACED: ReadonlySet<string> = new Set(['ja', 'zh', 'zh-hk', 'th'])

/** A test for a word in a language's text: whole words, case-insensitively (anywhere for ja, zh, th). */
export function wordFinder(file: MessageFile, word: string): (text: string) => boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = UNSPACED.has(file)
    ? new RegExp(escaped, 'iu')
    : new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, 'iu')
  return (text) => pattern.test(text)
}

/** The words of a language's glossary that a text uses although the glossary avoids them. */
export function avoidedWordsIn(file: MessageFile, text: string, glossary: Glossary = readGlossary(file)): string[] {
  return GLOSSARY_TERMS.flatMap((term) =>
    glossary.terms[term].avoid.filter((word) => wordFinder(file, word)(text)).map((word) => `${term}: "${word}"`),
  )
}
