// Validation failures as rule keys, never sentences. A zod issue's message is Laravel's rule
// name with its parameter (`required`, `email`, `min:15`, `same:password`): the reference API
// words it Laravel-style, the site shows it as a localized message of its own. The builders
// below are the only way request fields are declared, so every failure has a known key. The rule
// keys themselves, and the browser's zod-free copies of the sign-in fields' rules, are in
// field-rules.ts.
import { z } from 'zod'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, parseRule, type Rule } from './field-rules'

export { parseRule, type Rule, type RuleName } from './field-rules'

/** Field → rules, from a failed parse; the first path segment names the field. */
export function ruleErrors(error: z.ZodError): Record<string, Rule[]> {
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
  return stringField()
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: `max:${max}` })
}

/** An optional trimmed string; empty strings count as absent. */
export function optionalString(max = 255) {
  return z
    .string({ error: 'string' })
    .trim()
    .max(max, { error: `max:${max}` })
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
}

/** E-mail address, trimmed and lower-cased so that one mailbox is one account. */
export function emailField() {
  return requiredString(EMAIL_MAX_LENGTH)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'email' }))
    .transform((v) => v.toLowerCase())
}

/** One of a fixed set of values. */
export function enumField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: 'in' })
}

/** Lower-case two-letter ISO 3166 country code. */
export function countryCodeField() {
  return stringField()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'format' })
    .transform((v) => v.toLowerCase())
}
