// The record a page sends and the helper that reads it, held against paraglide itself: for every
// message of every message file (regional variants through their base language), with every form
// a value can pick (each plural category over a range of counts, each select case and one no case
// names), `t` writes exactly the sentence paraglide's function writes on the server. One
// difference is meant: a regional variant's plural that it takes from its base language picks its
// form by the variant's own plural rules (pt-PT says "0 opções"; paraglide, by pt's, "0 opção").
import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import * as paraglide from '../../paraglide/messages'
import english from '../../../messages/en.json'
import { baseFileOf } from '../../../contract/locales'
import { MESSAGE_FILES, type MessageFile } from './locales'
import { tParts } from './message-parts'
import { type MessageId, type Messages, type Namespace, t } from './messages'
import { messagesOf } from './messages.server'

const ids = Object.keys(english).filter((key): key is MessageId => key !== '$schema')

/** The values a message is tried with: each combination of a few values of each input it has. */
function trials(file: MessageFile, id: MessageId): Record<string, string | number>[] {
  const pattern = messagesOf(file, [id])[id]
  const inputs = new Set<string>()
  const texts = typeof pattern === 'string' ? [pattern] : Object.values(pattern.forms)
  for (const text of texts) for (const [, name] of text.matchAll(/\{(\w+)\}/g)) inputs.add(name!)
  if (typeof pattern !== 'string') inputs.add(pattern.on)
  const tries: (string | number)[][] = [...inputs].map((name) => {
    if (typeof pattern !== 'string' && name === pattern.on)
      return pattern.plural
        ? [0, 1, 2, 3, 4, 5, 7, 11, 12, 15, 21, 22, 25, 100, 101, 102, 111, 1.5, 1_000_000]
        : [...Object.keys(pattern.forms).filter((form) => form !== '*'), 'zz']
    return name === 'count' ? [1, 2, 5, 21] : [`<${name}>`]
  })
  let combinations: Record<string, string | number>[] = [{}]
  ;[...inputs].forEach((name, index) => {
    combinations = combinations.flatMap((values) => tries[index]!.map((value) => ({ ...values, [name]: value })))
  })
  return combinations
}

type Paraglide = (values: Record<string, unknown>, options: { locale: MessageFile }) => string
/** `t` over any id, with the values `trials` makes (each message's own types are checked where it is used). */
const write = t as unknown as (record: Messages<Namespace>, id: MessageId, values: Record<string, unknown>) => string

/** Whether paraglide picks the form of `count` by other rules than the file's own (a base language's). */
function otherRules(file: MessageFile, id: MessageId, values: Record<string, unknown>): boolean {
  const base = baseFileOf(file)
  if (!base || id in sourceOf(file) || typeof values.count !== 'number') return false
  return new Intl.PluralRules(file).select(values.count) !== new Intl.PluralRules(base).select(values.count)
}

const sourceOf = (file: MessageFile) => JSON.parse(readFileSync(`messages/${file}.json`, 'utf8')) as Record<string, unknown>

describe('t', () => {
  for (const file of MESSAGE_FILES) {
    it(`${file}: writes every message as paraglide does, every form of it`, () => {
      for (const id of ids) {
        const record = messagesOf(file, [id])
        const message = paraglide[id] as unknown as Paraglide
        for (const values of trials(file, id)) {
          if (otherRules(file, id, values)) continue
          expect(write(record, id, values), `${file} ${id} ${JSON.stringify(values)}`).toBe(message(values, { locale: file }))
        }
      }
    })
  }
})

describe('messagesOf', () => {
  it('holds the messages of the namespaces asked, by prefix or by id, and the file’s language', () => {
    const record = messagesOf('de', ['nav_', 'about_title'])
    const keys = Object.keys(record)
    expect(keys).toContain('nav_label')
    expect(keys).toContain('nav_how_it_works')
    expect(keys).toContain('about_title')
    expect(keys.filter((key) => !key.startsWith('nav_')).sort()).toEqual(['$locale', 'about_title'])
    expect(record.$locale).toBe('de')
    expect(t(record, 'nav_rewards')).toBe('Prämien')
  })

  it('gives a regional variant its base language’s message where it has none of its own', () => {
    const swiss = messagesOf('de-ch', ['nav_', 'footer_'])
    const german = messagesOf('de', ['nav_', 'footer_'])
    expect(swiss.$locale).toBe('de-ch')
    expect(Object.keys(swiss).sort()).toEqual(Object.keys(german).sort())
    expect(t(swiss, 'nav_rewards')).toBe(t(german, 'nav_rewards'))
  })

  it('picks a plural form by the rules of the record’s own language, a regional variant’s too', () => {
    const options = {
      on: 'count',
      plural: true,
      forms: { one: '{count} opção', many: '{count} de opções', other: '{count} opções' },
    } as const
    expect(t({ $locale: 'pt-pt', locale_modal_results: options }, 'locale_modal_results', { count: 0 })).toBe('0 opções')
    expect(t({ $locale: 'pt', locale_modal_results: options }, 'locale_modal_results', { count: 0 })).toBe('0 opção')
  })

  it('sends a plural as its input and forms, and a select on an input as its cases', () => {
    expect(messagesOf('pl', ['wait_minutes']).wait_minutes).toEqual({
      on: 'count',
      plural: true,
      forms: { one: 'za {count} minutę', few: 'za {count} minuty', many: 'za {count} minut', other: 'za {count} minuty' },
    })
    const minimum = messagesOf('en', ['live_minimum_rewards']).live_minimum_rewards
    expect(typeof minimum === 'object' && minimum.on).toBe('code')
    expect(typeof minimum === 'object' && minimum.plural).toBeUndefined()
  })
})

describe('a select whose input the server knows', () => {
  it('is sent as the form it picks, which `t` writes as paraglide does', () => {
    for (const file of MESSAGE_FILES)
      for (const code of ['us', 'br', 'de', 'qq']) {
        const record = messagesOf(file, ['live_minimum_text'], { code })
        expect(typeof record.live_minimum_text, `${file} ${code}`).toBe('string')
        const values = { code, country: '<country>', amount: '<amount>' }
        expect(t(record, 'live_minimum_text', values), `${file} ${code}`).toBe(paraglide.live_minimum_text(values, { locale: file }))
      }
  })

  it('leaves a plural, and the messages that do not select on it, as they are', () => {
    expect(messagesOf('pl', ['wait_minutes'], { code: 'us' })).toEqual(messagesOf('pl', ['wait_minutes']))
  })
})

describe('tParts', () => {
  it('puts each value, an element too, in its placeholder’s place, in the language’s word order', () => {
    const record = messagesOf('en', ['auth_terms_agreement'])
    const link = (name: string) => createElement('a', { href: `/${name}` }, name)
    const html = renderToStaticMarkup(tParts(record, 'auth_terms_agreement', { terms: link('terms'), privacy: link('privacy') }))
    expect(html).toBe(t(record, 'auth_terms_agreement', { terms: '<a href="/terms">terms</a>', privacy: '<a href="/privacy">privacy</a>' }))
  })
})
