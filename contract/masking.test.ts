import { describe, expect, it } from 'vitest'
import { maskEmail, maskName } from './masking'

describe('masking (SPEC.md §9)', () => {
  it('keeps 2 characters at each end above 4, else 1', () => {
    expect(maskName('Jennifer')).toBe('Je****er')
    expect(maskName('Hanna')).toBe('Ha*na')
    expect(maskName('John')).toBe('J**n')
    expect(maskName('Al')).toBe('Al')
    expect(maskName('Ji-woo')).toBe('Ji**oo')
  })

  it('counts characters, not UTF-16 units', () => {
    expect(maskName('Zoë😀ab')).toBe('Zo**ab')
  })

  it('masks the local part of an e-mail and keeps the domain', () => {
    expect(maskEmail('jennifer@example.com')).toBe('je****er@example.com')
    expect(maskEmail('jo@example.com')).toBe('jo@example.com')
    expect(maskEmail('ann@x.io')).toBe('a*n@x.io')
  })
})
