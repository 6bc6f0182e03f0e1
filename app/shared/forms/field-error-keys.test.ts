import { describe, expect, it } from 'vitest'
import { PASSWORD_MIN_LENGTH } from '../../../contract/field-rules'
import { MESSAGE_FILES } from '../i18n/locales'
import { messagesOf } from '../i18n/messages.server'
import { FIELD_ERROR_NAMESPACES, type FieldErrorKey, fieldErrorKey, fieldErrorText } from './field-error-keys'

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

describe('field error words', () => {
  const keys: FieldErrorKey[] = [
    'email_required',
    'email_not_valid',
    'password_required',
    'password_min_length',
    'password_max_length',
    'confirm_password_required',
    'confirm_password_same_as_password',
    'name_required',
    'message_required',
    'field_required',
    'field_too_long',
    'field_invalid',
    'credentials',
    'email_taken',
    'password_common',
  ]

  it('words every key in every language, the password’s limits in place', () => {
    for (const file of MESSAGE_FILES) {
      const messages = messagesOf(file, FIELD_ERROR_NAMESPACES)
      for (const key of keys) expect(fieldErrorText(messages, key), `${file} ${key}`).toMatch(/^[^{}]+$/)
      expect(fieldErrorText(messages, 'password_min_length'), file).toMatch(new RegExp(`${PASSWORD_MIN_LENGTH}`))
    }
    expect(fieldErrorText(messagesOf('en', FIELD_ERROR_NAMESPACES), 'password_min_length')).toBe('Use at least 15 characters.')
  })
})
