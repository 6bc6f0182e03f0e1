// Rule keys and the limits of the fields: what a failing schema says (`required`, `min:15`), read
// back as a rule, and the numbers the schemas of forms.ts and validation.ts are built from. No zod
// here, so that a module that only needs a limit or a key does not load it.

/** The rule keys a request schema can fail with (`min`/`max` count code points, `gte`/`lte` values). */
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

/** New passwords, in Unicode code points (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 15
export const PASSWORD_MAX_LENGTH = 128
/** Longest e-mail address (RFC 5321's path limit, less the brackets). */
export const EMAIL_MAX_LENGTH = 254
/** Longest current password and password confirmation accepted at all. */
export const PASSWORD_INPUT_MAX_LENGTH = 1024

/** The address pattern: zod 4's own default, named here so that both sides use this one. */
export const EMAIL_PATTERN =
  // Character for character zod's (z.regexes.email), escapes included, so that a test can compare them.
  // eslint-disable-next-line no-useless-escape
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/
