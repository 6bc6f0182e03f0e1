// Rule keys, and the rules of the fields the browser's sign-in forms check before sending, as plain
// functions: the same keys, in the same order, as the zod builders of validation.ts and auth.ts,
// which stay the validators of the server functions and the reference API. The browser runs these
// instead of shipping zod (decision 024); field-rules.test.ts holds both to the same answers for
// the same inputs. No zod here.

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

/** The rules a value fails, in the order zod reports them; none: it passes. */
export type FieldRules = (value: unknown) => Rule[]

/** Lengths in Unicode code points, as zod 4 measures strings. */
const length = (text: string) => [...text].length

const rule = (name: RuleName, param?: number | string): Rule => (param === undefined ? { name } : { name, param: String(param) })

/** stringField(): absent is `required`, another type `string`; null when the value is a string. */
function notAString(value: unknown): Rule[] | null {
  if (value === undefined || value === null) return [rule('required')]
  return typeof value === 'string' ? null : [rule('string')]
}

/** requiredString(max): trimmed, then non-empty and at most `max` characters. */
export function requiredStringRules(max: number): FieldRules {
  return (value) => {
    const wrongType = notAString(value)
    if (wrongType) return wrongType
    const trimmed = length((value as string).trim())
    return [...(trimmed < 1 ? [rule('required')] : []), ...(trimmed > max ? [rule('max', max)] : [])]
  }
}

/** emailField(): a required string of at most 254 characters, then the address pattern. */
export const emailRules: FieldRules = (value) => {
  const failed = requiredStringRules(EMAIL_MAX_LENGTH)(value)
  if (failed.length) return failed
  return EMAIL_PATTERN.test((value as string).trim()) ? [] : [rule('email')]
}

/** currentPasswordField(): non-empty, at most 1024 characters, never trimmed. */
export const currentPasswordRules: FieldRules = (value) => {
  const wrongType = notAString(value)
  if (wrongType) return wrongType
  const characters = length(value as string)
  return [
    ...(characters < 1 ? [rule('required')] : []),
    ...(characters > PASSWORD_INPUT_MAX_LENGTH ? [rule('max', PASSWORD_INPUT_MAX_LENGTH)] : []),
  ]
}

/** newPasswordField(): non-empty, 15 to 128 code points, never trimmed; no rule stops the next. */
export const newPasswordRules: FieldRules = (value) => {
  const wrongType = notAString(value)
  if (wrongType) return wrongType
  const characters = length(value as string)
  return [
    ...(characters < 1 ? [rule('required')] : []),
    ...(characters < PASSWORD_MIN_LENGTH ? [rule('min', PASSWORD_MIN_LENGTH)] : []),
    ...(characters > PASSWORD_MAX_LENGTH ? [rule('max', PASSWORD_MAX_LENGTH)] : []),
  ]
}

/** confirmationField(): the current password's rules, never trimmed, like the password it repeats. */
export const confirmationRules: FieldRules = currentPasswordRules

/**
 * withConfirmation's rule, reported after the confirmation's own: it runs whenever both are
 * strings and the confirmation is not empty, and compares the password with it as typed.
 */
export function confirmationMismatch(password: unknown, confirmation: unknown, passwordField: string): Rule[] {
  if (typeof password !== 'string' || typeof confirmation !== 'string') return []
  return confirmation !== '' && confirmation !== password ? [rule('same', passwordField)] : []
}
