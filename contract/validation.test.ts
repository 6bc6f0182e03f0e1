import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { registerRequestSchema, resetPasswordRequestSchema, socialTokenRequestSchema } from './auth'
import { claimsQuerySchema } from './claims'
import { contactRequestSchema } from './contact'
import { parseRule, ruleErrors } from './validation'

const errorsOf = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input)
  if (result.success) throw new Error('expected a failure')
  return ruleErrors(result.error)
}

describe('rule keys', () => {
  it('reads a rule and its parameter', () => {
    expect(parseRule('min:15')).toEqual({ name: 'min', param: '15' })
    expect(parseRule('same:password')).toEqual({ name: 'same', param: 'password' })
    expect(parseRule('required')).toEqual({ name: 'required' })
  })

  it('treats a message that is not a rule as a format failure', () => {
    expect(parseRule('Invalid input')).toEqual({ name: 'format' })
  })

  it('fails every registration field with its rule', () => {
    expect(errorsOf(registerRequestSchema, { email: 'nope', password: 'short', confirm_password: '', locale: 'xx', m_id: 'a b' })).toEqual({
      email: [{ name: 'email' }],
      password: [{ name: 'min', param: '15' }],
      confirm_password: [{ name: 'required' }],
      locale: [{ name: 'in' }],
      m_id: [{ name: 'format' }],
    })
  })

  it('names a mismatched confirmation', () => {
    const body = { email: 'a@b.co', password: 'a'.repeat(15), confirm_password: 'b'.repeat(15), locale: 'en', m_id: 'abc' }
    expect(errorsOf(registerRequestSchema, body)).toEqual({ confirm_password: [{ name: 'same', param: 'password' }] })
  })

  it('names a mismatched confirmation while the password fails too, on both requests', () => {
    const body = { email: 'a@b.co', password: 'short', confirm_password: 'other', locale: 'en', m_id: 'abc' }
    expect(errorsOf(registerRequestSchema, body)).toEqual({
      password: [{ name: 'min', param: '15' }],
      confirm_password: [{ name: 'same', param: 'password' }],
    })
    expect(errorsOf(resetPasswordRequestSchema, { email: 'a@b.co', token: 't', password: 'short', password_confirmation: 'x' })).toEqual({
      password: [{ name: 'min', param: '15' }],
      password_confirmation: [{ name: 'same', param: 'password' }],
    })
  })

  it('separates missing, mistyped and too long', () => {
    expect(errorsOf(contactRequestSchema, { name: 7, message: 'x'.repeat(5001) })).toEqual({
      name: [{ name: 'string' }],
      email: [{ name: 'required' }],
      message: [{ name: 'max', param: '5000' }],
    })
  })

  it('bounds numbers by value', () => {
    expect(errorsOf(claimsQuerySchema, { limit: '500' })).toEqual({ limit: [{ name: 'lte', param: '50' }] })
    expect(errorsOf(claimsQuerySchema, { limit: 'many' })).toEqual({ limit: [{ name: 'numeric' }] })
  })

  it('requires one of two tokens', () => {
    expect(errorsOf(socialTokenRequestSchema, { provider: 'google' })).toEqual({
      id_token: [{ name: 'required_without', param: 'access_token' }],
    })
  })
})
