import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { ruleErrors } from '../../../contract/validation'
import { newPasswordForm, signUpForm, socialSignUpForm } from './auth-forms'

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? {} : ruleErrors(result.error)
}

describe('the dialog forms', () => {
  it('sign-up: a short password and a different confirmation fail together', () => {
    expect(errorsOf(signUpForm, { email: 'a@b.co', password: 'short', confirm_password: 'other', marketing_opt_in: false })).toEqual({
      password: [{ name: 'min', param: '15' }],
      confirm_password: [{ name: 'same', param: 'password' }],
    })
  })

  it('sign-up: an empty confirmation is only required', () => {
    expect(errorsOf(signUpForm, { email: 'a@b.co', password: 'short', confirm_password: '', marketing_opt_in: false })).toEqual({
      password: [{ name: 'min', param: '15' }],
      confirm_password: [{ name: 'required' }],
    })
  })

  it('new password: both errors at once, under the form field names', () => {
    expect(errorsOf(newPasswordForm, { password_new: 'short', confirm_password: 'other' })).toEqual({
      password_new: [{ name: 'min', param: '15' }],
      confirm_password: [{ name: 'same', param: 'password_new' }],
    })
    const fine = 'a perfectly fine passphrase'
    expect(errorsOf(newPasswordForm, { password_new: fine, confirm_password: fine })).toEqual({})
  })

  it('the opt-in is always sent', () => {
    expect(errorsOf(socialSignUpForm, {})).toEqual({ marketing_opt_in: [{ name: 'in' }] })
    expect(errorsOf(signUpForm, { email: 'a@b.co', password: 'x'.repeat(15), confirm_password: 'x'.repeat(15) })).toEqual({
      marketing_opt_in: [{ name: 'in' }],
    })
  })
})
