// Every message file has every key of the English source, with the same placeholders, and is
// actually translated (only brand names and symbols may equal the English text).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MESSAGE_FILES } from './locales'

const dir = new URL('../../../messages/', import.meta.url)
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(new URL(`${file}.json`, dir), 'utf8'))
const english = read('en')
const keys = Object.keys(english).filter((key) => key !== '$schema')
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(',')
// Brand names and symbols: the same in every language.
const UNIVERSAL = new Set(['site_title_separator', 'nav_amazon', 'nav_paypal', 'nav_visa', 'error_404_badge'])
// Words that happen to be spelt as in English in one language (checked by a fluent reader).
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = {
  da: ['footer_platform', 'live_tier_bronze'], // "Platform", "Bronze"
  de: ['live_badge', 'live_tier_bronze', 'live_tier_gold', 'form_optional', 'consent_details'], // "Live", "Bronze", "Gold", "optional", "Details"
  es: ['footer_legal'], // "Legal"
  'es-mx': ['footer_legal'],
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
  it('are exactly the 25 paraglide locales', () => {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5))
    expect(files.sort()).toEqual([...MESSAGE_FILES].sort())
  })

  for (const file of MESSAGE_FILES.filter((f) => f !== 'en')) {
    it(`${file} has every key, the same placeholders, and is translated`, () => {
      const messages = read(file)
      expect(
        Object.keys(messages)
          .filter((key) => key !== '$schema')
          .sort(),
      ).toEqual([...keys].sort())
      for (const key of keys) {
        expect(messages[key]?.trim(), `${file}.${key}`).toBeTruthy()
        expect(placeholders(messages[key]!), `${file}.${key}`).toBe(placeholders(english[key]!))
      }
      const allowed = new Set(SAME_AS_ENGLISH[file] ?? [])
      const untranslated = keys.filter((key) => !UNIVERSAL.has(key) && !allowed.has(key) && messages[key] === english[key])
      expect(untranslated, `copies the English text in ${file}`).toEqual([])
    })
  }
})
