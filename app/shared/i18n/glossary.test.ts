// Each language's vocabulary (messages/glossary/<file>.json, issue 26): the one word a file uses
// for each concept of the product, and the words it must not use for it. Checked in everything a
// visitor of that language reads: the message file as the site resolves it (a regional variant
// over its base language), which includes the e-mails' words, and both legal documents.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MESSAGE_FILES, type MessageFile } from './locales'
import { fallbackChain } from '../../../contract/locales'
import { avoidedWordsIn, GLOSSARY_TERMS, readGlossary, wordFinder } from '../../../scripts/glossary'

const root = new URL('../../../', import.meta.url)
const text = (path: string) => readFileSync(new URL(path, root), 'utf8')

type Message = string | { match: Record<string, string> }[]
const stringsOf = (file: MessageFile): Record<string, string[]> => {
  // As the site resolves them: the first file of the chain that holds a message wins.
  const merged: Record<string, Message> = Object.assign(
    {},
    ...fallbackChain(file)
      .reverse()
      .map((f) => JSON.parse(text(`messages/${f}.json`))),
  )
  delete merged.$schema
  return Object.fromEntries(
    Object.entries(merged).map(([key, message]) => [
      key,
      // Placeholders (`{email}`) are names in the code, not words a reader sees.
      (typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match))).map((t) => t.replace(/\{\w+\}/g, '')),
    ]),
  )
}

describe('glossaries', () => {
  for (const file of MESSAGE_FILES) {
    describe(file, () => {
      const glossary = readGlossary(file)
      const messages = stringsOf(file)
      // Heading ids (`{#survey-partners}`) are the same English in every language: not words a reader sees.
      const document = (id: string) => text(`content/legal/${file}/${id}.md`).replace(/\{#?[\w-]+\}/g, '')
      const legal = { policy: document('policy'), terms: document('terms') }

      it('names every concept, each with a word it uses', () => {
        expect(Object.keys(glossary.terms).sort()).toEqual([...GLOSSARY_TERMS].sort())
        for (const term of GLOSSARY_TERMS) expect(glossary.terms[term].use.length, term).toBeGreaterThan(0)
      })

      it('uses each concept’s word somewhere', () => {
        const everything = [...Object.values(messages).flat(), legal.policy, legal.terms].join('\n')
        for (const term of GLOSSARY_TERMS) {
          const used = glossary.terms[term].use.some((word) => wordFinder(file, word)(everything))
          expect(used, `${file}: no use of ${term} (${glossary.terms[term].use.join(', ')})`).toBe(true)
        }
      })

      it('never uses a word its glossary avoids', () => {
        const found = [
          ...Object.entries(messages).flatMap(([key, texts]) =>
            avoidedWordsIn(file, texts.join('\n'), glossary).map((hit) => `${hit} in ${key}`),
          ),
          ...Object.entries(legal).flatMap(([doc, source]) => avoidedWordsIn(file, source, glossary).map((hit) => `${hit} in ${doc}.md`)),
        ]
        expect(found).toEqual([])
      })
    })
  }
})
