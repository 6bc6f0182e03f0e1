// The browser's form checks and the server functions' schemas agree: every combination of typical,
// empty, padded and out-of-bounds values fails the same fields with the same rules on both sides.
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { ruleErrors } from '../../../contract/validation'
import { emailFormRules, newPasswordFormRules, signInFormRules, signUpFormRules } from './auth-form-rules'
import { emailForm, newPasswordForm, signInForm, signUpForm } from './auth-forms'

const serverRules = (schema: z.ZodType, form: unknown) => {
  const result = schema.safeParse(form)
  return result.success ? {} : ruleErrors(result.error)
}

const passphrase = 'a perfectly fine passphrase'
const EMAILS = ['', '   ', 'ana@example.com', ' Ana@Example.COM ', 'ana@example', 'ana@@example.com', `${'a'.repeat(250)}@b.co`]
const PASSWORDS = ['', ' ', 'short', passphrase, `${passphrase} `, '😀'.repeat(15), 'x'.repeat(129), 'x'.repeat(1025)]
const CONFIRMATIONS = ['', '  ', 'other', passphrase, ` ${passphrase} `, `${passphrase} `, 'x'.repeat(1025)]

const product = <A, B>(as: A[], bs: B[]): [A, B][] => as.flatMap((a) => bs.map((b): [A, B] => [a, b]))

describe('each dialog form, browser against server', () => {
  it('the e-mail step', () => {
    for (const email of EMAILS) expect(emailFormRules({ email })).toEqual(serverRules(emailForm, { email }))
  })

  it('signing in', () => {
    for (const [email, password] of product(EMAILS, PASSWORDS))
      expect(signInFormRules({ email, password })).toEqual(serverRules(signInForm, { email, password }))
  })

  it('signing up', () => {
    for (const [email, [password, confirm_password]] of product(EMAILS, product(PASSWORDS, CONFIRMATIONS))) {
      const form = { email, password, confirm_password }
      expect(signUpFormRules(form)).toEqual(serverRules(signUpForm, { ...form, marketing_opt_in: false }))
    }
  })

  it('a new password', () => {
    for (const [password_new, confirm_password] of product(PASSWORDS, CONFIRMATIONS))
      expect(newPasswordFormRules({ password_new, confirm_password })).toEqual(
        serverRules(newPasswordForm, { password_new, confirm_password }),
      )
  })

  it('every error of a submit at once: a short password and a different confirmation', () => {
    expect(signUpFormRules({ email: 'ana@example.com', password: 'short', confirm_password: 'other' })).toEqual({
      password: [{ name: 'min', param: '15' }],
      confirm_password: [{ name: 'same', param: 'password' }],
    })
  })
})
