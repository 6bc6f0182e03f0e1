// The forms' schemas, as the browser, the server functions, the form actions and the API all run
// them: every failing field with its rule key, all at once.
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './field-rules'
import { contactForm, dataSellForm, emailForm, newPasswordForm, signInForm, signUpForm, socialSignUpForm } from './forms'
import { ruleErrors } from './validation'

const errorsOf = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input)
  return result.success ? {} : ruleErrors(result.error)
}
const valueOf = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input)
  if (!result.success) throw new Error(JSON.stringify(result.error.issues))
  return result.data
}

const emoji = '😀'
const passphrase = 'a perfectly fine passphrase'

describe('the e-mail field', () => {
  it.each([
    [undefined, [{ name: 'required' }]],
    [null, [{ name: 'required' }]],
    [7, [{ name: 'string' }]],
    ['', [{ name: 'required' }]],
    ['   ', [{ name: 'required' }]],
    ['nope', [{ name: 'email' }]],
    ['a@b', [{ name: 'email' }]],
    [`${'a'.repeat(250)}@b.co`, [{ name: 'max', param: '254' }]],
  ])('%j fails %j', (email, rules) => {
    expect(errorsOf(emailForm, { email })).toEqual({ email: rules })
  })

  it('is trimmed and lower-cased', () => {
    expect(valueOf(emailForm, { email: ' Ada@Example.COM ' })).toEqual({ email: 'ada@example.com' })
  })
})

describe('passwords', () => {
  it('signing in only needs a password, kept as typed', () => {
    expect(errorsOf(signInForm, { email: 'a@b.co', password: '' })).toEqual({ password: [{ name: 'required' }] })
    expect(valueOf(signInForm, { email: 'a@b.co', password: ' x ' })).toEqual({ email: 'a@b.co', password: ' x ' })
  })

  it('a new password counts code points: 15 emoji pass, 14 do not', () => {
    const form = (password: string) => ({ password_new: password, confirm_password: password })
    expect(errorsOf(newPasswordForm, form(emoji.repeat(PASSWORD_MIN_LENGTH)))).toEqual({})
    expect(errorsOf(newPasswordForm, form(emoji.repeat(PASSWORD_MIN_LENGTH - 1)))).toEqual({
      password_new: [{ name: 'min', param: String(PASSWORD_MIN_LENGTH) }],
    })
    expect(errorsOf(newPasswordForm, form('x'.repeat(PASSWORD_MAX_LENGTH + 1)))).toEqual({
      password_new: [{ name: 'max', param: String(PASSWORD_MAX_LENGTH) }],
    })
  })

  it('a passphrase that begins or ends with a space can be confirmed', () => {
    const padded = ` ${passphrase} `
    expect(valueOf(newPasswordForm, { password_new: padded, confirm_password: padded })).toEqual({
      password_new: padded,
      confirm_password: padded,
    })
    expect(errorsOf(newPasswordForm, { password_new: padded, confirm_password: passphrase })).toEqual({
      confirm_password: [{ name: 'same', param: 'password_new' }],
    })
  })
})

describe('every error of a submit at once', () => {
  it('sign-up: a short password and a different confirmation fail together', () => {
    expect(errorsOf(signUpForm, { email: 'a@b.co', password: 'short', confirm_password: 'other', marketing_opt_in: false })).toEqual({
      password: [{ name: 'min', param: '15' }],
      confirm_password: [{ name: 'same', param: 'password' }],
    })
  })

  it('sign-up: an empty confirmation is only required, whatever else fails', () => {
    expect(errorsOf(signUpForm, { email: 'bad', password: 'short', confirm_password: '', marketing_opt_in: false })).toEqual({
      email: [{ name: 'email' }],
      password: [{ name: 'min', param: '15' }],
      confirm_password: [{ name: 'required' }],
    })
  })

  it('contact: all three fields', () => {
    expect(errorsOf(contactForm, { name: ' ', email: 'bad', message: 'x'.repeat(5001) })).toEqual({
      name: [{ name: 'required' }],
      email: [{ name: 'email' }],
      message: [{ name: 'max', param: '5000' }],
    })
  })

  it('the opt-in is always sent, as a boolean', () => {
    expect(errorsOf(socialSignUpForm, {})).toEqual({ marketing_opt_in: [{ name: 'in' }] })
    expect(errorsOf(socialSignUpForm, { marketing_opt_in: 'on' })).toEqual({ marketing_opt_in: [{ name: 'in' }] })
  })
})

describe('optional fields', () => {
  it('the opt-out needs only an address; an empty or blank optional field is absent', () => {
    expect(valueOf(dataSellForm, { email: 'a@b.co', name: '', state: '  ', message: null })).toEqual({
      email: 'a@b.co',
      name: undefined,
      state: undefined,
      message: undefined,
    })
    expect(errorsOf(dataSellForm, { email: 'a@b.co', state: 'x'.repeat(65) })).toEqual({ state: [{ name: 'max', param: '64' }] })
  })
})
