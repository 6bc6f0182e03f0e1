// Validation failures as rule keys, never sentences. A zod issue's message is Laravel's rule
// name with its parameter (`required`, `email`, `min:15`, `same:password`): the reference API
// words it Laravel-style, the site shows it as a localized message of its own. The builders
// below are the only way request fields are declared, so every failure has a known key.
import { z } from 'zod'

/** The rule keys a request schema can fail with (`min`/`max` count characters, `gte`/`lte` values). */
export type RuleName =
  | 'required'
  | 'string'
  | 'email'
  | 'format'
  | 'in'
  | 'numeric'
  | 'integer'
  | 'object'
  | 'same'
  | 'unique'
  | 'min'
  | 'max'
  | 'gte'
  | 'lte'
  | 'gt'
  | 'max_items'
  | 'required_without'

export interface Rule {
  name: RuleName
  /** `15` of `min:15`, `password` of `same:password`. */
  param?: string
}

const RULE_NAMES: ReadonlySet<string> = new Set<RuleName>([
  'required',
  'string',
  'email',
  'format',
  'in',
  'numeric',
  'integer',
  'object',
  'same',
  'unique',
  'min',
  'max',
  'gte',
  'lte',
  'gt',
  'max_items',
  'required_without',
])

/** Reads a zod issue message back as a rule; anything else (a schema built by hand) is `format`. */
export function parseRule(message: string): Rule {
  const [name = '', param] = message.split(':', 2)
  return RULE_NAMES.has(name) ? { name: name as RuleName, ...(param === undefined ? {} : { param }) } : { name: 'format' }
}

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
  return requiredString(254)
    .pipe(z.email({ error: 'email' }))
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
