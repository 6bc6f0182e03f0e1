// The words of a wait in one language, for the browser to finish (wait-time.ts): every plural
// form of the `wait_minutes` and `wait_seconds` messages, each with `{count}` where the number
// goes. Paraglide picks a form with `Intl.PluralRules(locale).select(Number(count))` and writes
// the count with a template literal, so a count that is a number of the category to `Number()`
// and `{count}` to `String()` renders exactly that category's form, placeholder kept.
import * as m from '../../paraglide/messages'
import type { MessageFile } from './locales'
import type { PluralForms, WaitCopy } from './wait-time'

/** A number of the category to plural rules, `{count}` as text. */
function placeholderCount(value: number) {
  return { valueOf: () => value, toString: () => '{count}' }
}

/** A number of each plural category of `locale` (integers first; some categories hold only fractions or millions). */
export function pluralSamples(locale: string): Map<Intl.LDMLPluralRule, number> {
  const rules = new Intl.PluralRules(locale)
  const samples = new Map<Intl.LDMLPluralRule, number>()
  const candidates = [...Array.from({ length: 201 }, (_, n) => n), 1_000_000, 0.5, 1.5, 2.5, 5.5, 0.1]
  for (const n of candidates) {
    const category = rules.select(n)
    if (!samples.has(category)) samples.set(category, n)
  }
  return samples
}

/** Every form of a plural message in `locale`, keyed by category, `{count}` left in. */
export function pluralForms(locale: MessageFile, message: (count: { valueOf(): number; toString(): string }) => string): PluralForms {
  const forms: PluralForms = {}
  for (const [category, sample] of pluralSamples(locale)) forms[category] = message(placeholderCount(sample))
  return forms
}

export function waitCopy(o: { locale: MessageFile }): WaitCopy {
  return {
    locale: o.locale,
    minutes: pluralForms(o.locale, (count) => m.wait_minutes({ count }, o)),
    seconds: pluralForms(o.locale, (count) => m.wait_seconds({ count }, o)),
  }
}
