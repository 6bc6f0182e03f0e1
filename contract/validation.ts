// Validation failures as rule keys, never sentences. A zod issue's message is Laravel's rule
// name with its parameter (`required`, `email`, `min:15`, `same:password`): the reference API
// words it Laravel-style, the site shows it as a localized message of its own. The builders
// below are the only way request fields are declared, so every failure has a known key.
// Written with zod/mini: the forms' schemas (forms.ts) are built from these builders and run in
// the browser too, where zod/mini costs a fraction of zod's classic API; classic schemas take
// them as fields like any other (decision 031).
import * as z from 'zod/mini'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, parseRule, type Rule } from './field-rules'

export { parseRule, type Rule, type RuleName } from './field-rules'

/** Field → rules, from a failed parse; the first path segment names the field. */
export function ruleErrors(error: z.core.$ZodError): Record<string, Rule[]> {
  const out: Record<string, Rule[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body'
    ;(out[field] ??= []).push(parseRule(issue.message))
  }
  return out
}

const missing = (input: unknown) => input === undefined || input === null

/** A string: `required` when absent, `string` when of another type. */
export function stringField() {
  return z.string({ error: (issue) => (missing(issue.input) ? 'required' : 'string') })
}

/** A trimmed, non-empty string of at most `max` characters. */
export function requiredString(max = 255) {
  return stringField().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: `max:${max}` }))
}

/** An optional trimmed string; empty strings count as absent. */
export function optionalString(max = 255) {
  const text = z.string({ error: 'string' }).check(z.trim(), z.maxLength(max, { error: `max:${max}` }))
  return z.pipe(
    z.nullable(z.optional(text)),
    z.transform((v) => (v ? v : undefined)),
  )
}

/** E-mail address, trimmed and lower-cased so that one mailbox is one account. */
export function emailField() {
  return z.pipe(requiredString(EMAIL_MAX_LENGTH), z.email({ pattern: EMAIL_PATTERN, error: 'email' }).check(z.toLowerCase()))
}

/** One of a fixed set of values. */
export function enumField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: 'in' })
}

/** Lower-case two-letter ISO 3166 country code. */
export function countryCodeField() {
  return stringField().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, { error: 'format' }), z.toLowerCase())
}

/** A value matching `pattern` (`format` otherwise), after the checks of a required string of `max`. */
export function patternField(max: number, pattern: RegExp) {
  return z.pipe(requiredString(max), z.string().check(z.regex(pattern, { error: 'format' })))
}
