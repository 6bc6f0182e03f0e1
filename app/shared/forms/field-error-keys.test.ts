import { describe, expect, it } from 'vitest'
import { fieldErrorKey } from './field-error-keys'

describe('field error keys (SPEC.md §5)', () => {
  it('names each rule failure by its SPEC key', () => {
    expect(fieldErrorKey('email', { name: 'required' })).toBe('email_required')
    expect(fieldErrorKey('email', { name: 'email' })).toBe('email_not_valid')
    expect(fieldErrorKey('password', { name: 'required' })).toBe('password_required')
    expect(fieldErrorKey('password', { name: 'min', param: '15' })).toBe('password_min_length')
    expect(fieldErrorKey('password_new', { name: 'min', param: '15' })).toBe('password_min_length')
    expect(fieldErrorKey('confirm_password', { name: 'required' })).toBe('confirm_password_required')
    expect(fieldErrorKey('confirm_password', { name: 'same', param: 'password' })).toBe('confirm_password_same_as_password')
    expect(fieldErrorKey('name', { name: 'required' })).toBe('name_required')
    expect(fieldErrorKey('message', { name: 'string' })).toBe('message_required')
  })

  it('falls back to generic keys for other fields and rules', () => {
    expect(fieldErrorKey('state', { name: 'required' })).toBe('field_required')
    expect(fieldErrorKey('message', { name: 'max', param: '5000' })).toBe('field_too_long')
    expect(fieldErrorKey('email', { name: 'format' })).toBe('field_invalid')
  })
})
