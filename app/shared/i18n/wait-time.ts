// A wait (an API's Retry-After) in the words a person uses: "in 15 minutes", "in 40 seconds",
// never "in 898 seconds". The wait is known only when the API answers, in the browser, where
// paraglide does not run (decision 024): the server sends the page language's plural forms of
// each unit with `{count}` left in (wait-copy.server.ts) and the browser picks one with
// `Intl.PluralRules` for the same language, as paraglide itself would (decision 024, amended).

import { waitAmount } from '../../../contract/wait-time'

/** One message's forms by CLDR plural category, `{count}` standing for the number. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>

/** The words of a wait in one language: the message file's language tag and each unit's forms. */
export interface WaitCopy {
  locale: string
  minutes: PluralForms
  seconds: PluralForms
}

/** The form of a plural message for `count` in `locale`, with the number in place. */
export function pluralText(forms: PluralForms, locale: string, count: number): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? ''
  return form.replaceAll('{count}', String(count))
}

/** "in 15 minutes" in the copy's language, for a Retry-After in seconds. */
export function waitWords(copy: WaitCopy, retryAfterSec: number): string {
  const { unit, count } = waitAmount(retryAfterSec)
  return pluralText(copy[unit], copy.locale, count)
}
