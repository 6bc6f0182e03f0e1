import { describe, expect, it } from 'vitest'
import { optionalOneOf, optionalText } from './search-params'

describe('search params', () => {
  it('keeps strings within bounds and drops everything else', () => {
    expect(optionalText('abc', 3)).toBe('abc')
    expect(optionalText('abcd', 3)).toBeUndefined()
    expect(optionalText('', 3)).toBeUndefined()
    expect(optionalText(42, 3)).toBeUndefined()
    expect(optionalText(['a'], 3)).toBeUndefined()
  })

  it('keeps only allowed values', () => {
    expect(optionalOneOf('google', ['google', 'apple'])).toBe('google')
    expect(optionalOneOf('myspace', ['google', 'apple'])).toBeUndefined()
    expect(optionalOneOf(undefined, ['google'])).toBeUndefined()
  })
})
