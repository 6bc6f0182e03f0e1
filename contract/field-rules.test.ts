// The browser's zod-free rules answer exactly as the zod builders the server and the API validate
// with: the same rules, in the same order, for the same inputs.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { confirmationField, currentPasswordField, newPasswordField, withConfirmation } from './auth'
import {
  confirmationMismatch,
  confirmationRules,
  currentPasswordRules,
  EMAIL_PATTERN,
  emailRules,
  type FieldRules,
  newPasswordRules,
  requiredStringRules,
  type Rule,
} from './field-rules'
import { emailField, requiredString, ruleErrors } from './validation'

/** The rules zod reports for one field's value. */
function zodRules(field: z.ZodType, value: unknown): Rule[] {
  const result = z.object({ value: field }).safeParse({ value })
  return result.success ? [] : (ruleErrors(result.error).value ?? [])
}

const emoji = '😀'
/** Strings around every boundary the rules have, and values of other types. */
const VALUES: unknown[] = [
  undefined,
  null,
  7,
  true,
  {},
  ['a@b.co'],
  '',
  ' ',
  '\t\n',
  'a',
  ' a ',
  'a@b.co',
  ' A@Example.COM ',
  'a@b',
  'a@b.c',
  '.a@b.co',
  'a..b@b.co',
  'a.b@b.co',
  "o'neil+tag@mail.example.org",
  'a@-b.co',
  'a@b-.co',
  'a b@c.co',
  'ünï@cödé.de',
  'a@b.co\n',
  `${'x'.repeat(248)}@b.co`,
  `${emoji.repeat(248)}@b.co`,
  `${emoji.repeat(249)}@b.co`,
  `${'x'.repeat(249)}@b.co`,
  ` ${'x'.repeat(248)}@b.co `,
  'x'.repeat(14),
  'x'.repeat(15),
  ` ${'x'.repeat(13)} `,
  emoji.repeat(8),
  emoji.repeat(14),
  emoji.repeat(15),
  emoji.repeat(128),
  emoji.repeat(129),
  'x'.repeat(128),
  'x'.repeat(129),
  'x'.repeat(1024),
  'x'.repeat(1025),
  ` ${'x'.repeat(1024)} `,
  emoji.repeat(513),
  ` ${emoji.repeat(20)} `,
  'a\uD800b'.repeat(8),
]

const fields: [string, z.ZodType, FieldRules][] = [
  ['email', emailField(), emailRules],
  ['current password', currentPasswordField(), currentPasswordRules],
  ['new password', newPasswordField(), newPasswordRules],
  ['confirmation', confirmationField(), confirmationRules],
  ['required string of 40', requiredString(40), requiredStringRules(40)],
]

describe('each field rule against its zod builder', () => {
  it.each(fields)('%s', (_name, field, rules) => {
    for (const value of VALUES) expect({ value, rules: rules(value) }).toEqual({ value, rules: zodRules(field, value) })
  })

  it('the address pattern is zod’s own default', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source)
  })
})

describe('the confirmation against withConfirmation', () => {
  const schema = withConfirmation(z.object({ password: newPasswordField(), confirm: confirmationField() }), 'password', 'confirm')
  const plain = (password: unknown, confirm: unknown) => {
    const out: Record<string, Rule[]> = {}
    const passwordRules = newPasswordRules(password)
    const confirmRules = [...confirmationRules(confirm), ...confirmationMismatch(password, confirm, 'password')]
    if (passwordRules.length) out.password = passwordRules
    if (confirmRules.length) out.confirm = confirmRules
    return out
  }
  const zodOf = (password: unknown, confirm: unknown) => {
    const result = schema.safeParse({ password, confirm })
    return result.success ? {} : ruleErrors(result.error)
  }
  const passphrase = 'a perfectly fine passphrase'
  const pairs: [unknown, unknown][] = [
    [passphrase, passphrase],
    [passphrase, 'another fine passphrase'],
    ['short', 'other'],
    ['short', 'short'],
    ['', ''],
    ['', 'x'],
    [' ', '  '],
    [`${passphrase} `, `${passphrase} `],
    [` ${passphrase}`, passphrase],
    [passphrase, ` ${passphrase} `],
    [undefined, passphrase],
    [passphrase, undefined],
    [7, passphrase],
    ['short', 'x'.repeat(1030)],
    ['x'.repeat(130), 'x'.repeat(130)],
  ]

  it.each(pairs)('%j / %j', (password, confirm) => {
    expect(plain(password, confirm)).toEqual(zodOf(password, confirm))
  })

  it('a passphrase that begins or ends with a space is confirmed by itself, and only by itself', () => {
    for (const padded of [`${passphrase} `, ` ${passphrase}`, ` ${passphrase} `]) {
      expect(zodOf(padded, padded)).toEqual({})
      expect(plain(padded, padded)).toEqual({})
      expect(zodOf(padded, passphrase)).toEqual({ confirm: [{ name: 'same', param: 'password' }] })
    }
    expect(zodOf(passphrase, ` ${passphrase} `)).toEqual({ confirm: [{ name: 'same', param: 'password' }] })
  })
})
