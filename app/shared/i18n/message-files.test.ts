// Every message file has every key of the English source, with no input the source lacks, and is
// actually translated (only brand names and symbols may equal the English text); a regional
// variant file (de-ch, fr-ca, pt-pt) holds only what differs from its base language, whose file
// paraglide falls back to (decision 035). Every plural message has exactly the forms its
// language's plural rules ask for, and every select on an input has its `*` form.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseFileOf, fallbackChain } from '../../../contract/locales'
import { MESSAGE_FILES, type MessageFile } from './locales'

/** A message with variants (inlang message format): declarations, selectors and the forms they match. */
interface VariantMessage {
  declarations: string[]
  selectors: string[]
  match: Record<string, string>
}
type Message = string | VariantMessage[]

const dir = new URL('../../../messages/', import.meta.url)
const read = (file: string): Record<string, Message> => JSON.parse(readFileSync(new URL(`${file}.json`, dir), 'utf8'))
const english = read('en')
const keys = Object.keys(english).filter((key) => key !== '$schema')
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(',')
/** A message's inputs: its placeholders, or the inputs a variant message declares. */
const inputsOf = (message: Message) =>
  typeof message === 'string'
    ? placeholders(message)
    : message
        .flatMap((variant) => variant.declarations.flatMap((line) => /^input (\w+)$/.exec(line)?.[1] ?? []))
        .map((name) => `{${name}}`)
        .sort()
        .join(',')
const textsOf = (message: Message) => (typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match)))
// Brand names and symbols: the same in every language.
const UNIVERSAL = new Set(['site_title_separator', 'nav_amazon', 'nav_paypal', 'nav_visa', 'error_404_badge'])
// Words that happen to be spelt as in English in one language (checked by a fluent reader).
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = {
  da: ['footer_platform', 'live_tier_bronze'], // "Platform", "Bronze"
  de: ['live_badge', 'live_tier_bronze', 'live_tier_gold', 'form_optional', 'consent_details'], // "Live", "Bronze", "Gold", "optional", "Details"
  es: ['footer_legal'], // "Legal"
  'es-419': ['footer_legal'],
  fil: ['footer_legal', 'form_email_label'], // "E-mail address"
  fr: ['locale_modal_results', 'toast_region', 'live_tier_bronze'], // "{count} options", "Notifications", "Bronze"
  id: ['footer_platform'],
  it: ['auth_field_password'], // "Password"
  ms: ['footer_platform'],
  nl: ['footer_platform', 'live_badge', 'consent_details'], // "Live", "Details"
  pt: ['live_tier_bronze'], // "Bronze"
  sv: ['live_tier_silver'], // "Silver"
  tr: ['footer_platform'],
}

describe('message files', () => {
  it('are exactly the paraglide locales', () => {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5))
    expect(files.sort()).toEqual([...MESSAGE_FILES].sort())
  })

  for (const file of MESSAGE_FILES.filter((f) => f !== 'en')) {
    const base = baseFileOf(file)
    it(`${file} has ${base ? `only keys whose words differ from ${base}` : 'every key'}, no input English lacks, and is translated`, () => {
      const messages = read(file)
      const own = Object.keys(messages).filter((key) => key !== '$schema')
      if (base) {
        const baseMessages = read(base)
        for (const key of own) expect(keys, `${file}.${key} is a key of en.json`).toContain(key)
        // A plural may repeat its base's forms: it is compiled with its own file's plural rules (pt-PT's 0 is not "one").
        const copies = own.filter((key) => typeof messages[key] === 'string' && messages[key] === baseMessages[key])
        expect(copies, `${file} repeats ${base}`).toEqual([])
      } else expect(own.sort()).toEqual([...keys].sort())
      for (const key of own) {
        const message = messages[key]!
        for (const text of textsOf(message)) expect(text.trim(), `${file}.${key}`).toBeTruthy()
        // A plural stays a plural; a sentence may become a select on one of its inputs.
        if (JSON.stringify(english[key]).includes(': plural')) expect(typeof message, `${file}.${key}`).toBe('object')
        const inputs = new Set(inputsOf(english[key]!).split(','))
        for (const input of inputsOf(message).split(',').filter(Boolean)) expect(inputs, `${file}.${key}`).toContain(input)
        // A variant uses no placeholder its message does not declare (it may leave the number out: "دقيقة واحدة").
        const declared = new Set(inputsOf(message).split(','))
        for (const text of textsOf(message))
          for (const used of placeholders(text).split(',').filter(Boolean)) expect(declared, `${file}.${key}`).toContain(used)
      }
      const allowed = new Set(SAME_AS_ENGLISH[file] ?? [])
      const same = (key: string) => JSON.stringify(messages[key]) === JSON.stringify(english[key])
      const untranslated = own.filter((key) => !UNIVERSAL.has(key) && !allowed.has(key) && same(key))
      expect(untranslated, `copies the English text in ${file}`).toEqual([])
    })
  }
})

/** A file's messages as the site resolves them: the first file of its chain that holds a message wins. */
const resolved = (file: MessageFile): Record<string, Message> => Object.assign({}, ...fallbackChain(file).reverse().map(read))

describe('plurals in a regional variant', () => {
  it('are its own wherever its plural rules differ from its base language', () => {
    for (const file of MESSAGE_FILES) {
      const base = baseFileOf(file)
      if (!base) continue
      const rules = [new Intl.PluralRules(file), new Intl.PluralRules(base)]
      const differ = Array.from({ length: 200 }, (_, n) => n).some((n) => rules[0]!.select(n) !== rules[1]!.select(n))
      if (!differ) continue
      const own = read(file)
      const plurals = Object.entries(english).filter(
        ([, message]) => Array.isArray(message) && JSON.stringify(message).includes(': plural'),
      )
      for (const [key] of plurals) expect(own[key], `${file}.${key}`).toBeDefined()
    }
  })
})

describe('variant messages', () => {
  for (const file of MESSAGE_FILES) {
    it(`${file}: every plural has exactly its language's plural categories, every select a \`*\` form`, () => {
      const categories = [...new Intl.PluralRules(file).resolvedOptions().pluralCategories].sort()
      const messages = resolved(file)
      const variantMessages = Object.entries(messages).filter((entry): entry is [string, VariantMessage[]] => Array.isArray(entry[1]))
      let plurals = 0
      for (const [key, variants] of variantMessages) {
        for (const variant of variants) {
          expect(variant.selectors.length, `${file}.${key}`).toBe(1)
          const selector = variant.selectors[0]!
          // A plural selects on a declared plural of an input (`local countPlural = count: plural`).
          const plural = new Set(variant.declarations.flatMap((line) => /^local (\w+) = \w+: plural$/.exec(line)?.[1] ?? []))
          const inputs = new Set(variant.declarations.flatMap((line) => /^input (\w+)$/.exec(line)?.[1] ?? []))
          const matched = Object.keys(variant.match).map((condition) => {
            const [name, value] = condition.split('=')
            expect(name, `${file}.${key}`).toBe(selector)
            return value ?? ''
          })
          if (plural.has(selector)) {
            plurals++
            expect(matched.sort(), `${file}.${key}`).toEqual(categories)
          } else {
            expect(inputs.has(selector), `${file}.${key}: ${selector} is an input`).toBe(true)
            expect(matched, `${file}.${key} has a * form`).toContain('*')
          }
        }
      }
      expect(plurals, `${file} has plural messages`).toBeGreaterThan(0)
    })
  }
})
