// Each language's vocabulary (messages/glossary/<file>.json, issue 26): the one word a file uses
// for each concept of the product, and the words it must not use for it. Checked in everything a
// visitor of that language reads: the message file as the site resolves it (a regional variant
// over its base language), which includes the e-mails' words, and both legal documents.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MESSAGE_FILES, type MessageFile } from './locales'
import { baseFileOf } from '../../../contract/locales'

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

interface Term {
  /** The words this language uses for the concept (one, or its inflected forms). */
  use: string[]
  /** Words or phrases that must not appear anywhere in the language's files. */
  avoid: string[]
  note?: string
}
interface Glossary {
  language: string
  terms: Record<(typeof GLOSSARY_TERMS)[number], Term>
}

const root = new URL('../../../', import.meta.url)
const text = (path: string) => readFileSync(new URL(path, root), 'utf8')
const glossaryOf = (file: MessageFile): Glossary => JSON.parse(text(`messages/glossary/${file}.json`))

type Message = string | { match: Record<string, string> }[]
const stringsOf = (file: MessageFile): Record<string, string[]> => {
  const own: Record<string, Message> = JSON.parse(text(`messages/${file}.json`))
  const base = baseFileOf(file)
  const merged: Record<string, Message> = base ? { ...JSON.parse(text(`messages/${base}.json`)), ...own } : own
  delete merged.$schema
  return Object.fromEntries(
    Object.entries(merged).map(([key, message]) => [key, typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match))]),
  )
}

/** Scripts written without spaces between words: a word is found anywhere in the text. */
const UNSPACED: ReadonlySet<string> = new Set(['ja', 'zh', 'zh-hk', 'th'])

function finds(file: MessageFile, word: string): (haystack: string) => boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = UNSPACED.has(file) ? new RegExp(escaped, 'iu') : new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, 'iu')
  return (haystack) => pattern.test(haystack)
}

describe('glossaries', () => {
  for (const file of MESSAGE_FILES) {
    describe(file, () => {
      const glossary = glossaryOf(file)
      const messages = stringsOf(file)
      const legal = { policy: text(`content/legal/${file}/policy.md`), terms: text(`content/legal/${file}/terms.md`) }

      it('names every concept, each with a word it uses', () => {
        expect(Object.keys(glossary.terms).sort()).toEqual([...GLOSSARY_TERMS].sort())
        for (const term of GLOSSARY_TERMS) expect(glossary.terms[term].use.length, term).toBeGreaterThan(0)
      })

      it('uses each concept’s word somewhere', () => {
        const everything = [...Object.values(messages).flat(), legal.policy, legal.terms].join('\n')
        for (const term of GLOSSARY_TERMS) {
          const used = glossary.terms[term].use.some((word) => finds(file, word)(everything))
          expect(used, `${file}: no use of ${term} (${glossary.terms[term].use.join(', ')})`).toBe(true)
        }
      })

      it('never uses a word its glossary avoids', () => {
        const found: string[] = []
        for (const term of GLOSSARY_TERMS)
          for (const word of glossary.terms[term].avoid) {
            const has = finds(file, word)
            for (const [key, texts] of Object.entries(messages)) if (texts.some(has)) found.push(`${term}: "${word}" in ${key}`)
            for (const [doc, source] of Object.entries(legal)) if (has(source)) found.push(`${term}: "${word}" in content/legal/${file}/${doc}.md`)
          }
        expect(found).toEqual([])
      })
    })
  }
})
