import { describe, expect, it } from 'vitest'
import { fallbackChain } from './locales'

describe('fallbackChain', () => {
  it('looks in the file, its base language, then English, as paraglide falls back', () => {
    expect(fallbackChain('de-ch')).toEqual(['de-ch', 'de', 'en'])
    expect(fallbackChain('zh-hk')).toEqual(['zh-hk', 'en'])
    expect(fallbackChain('en')).toEqual(['en'])
  })
})
