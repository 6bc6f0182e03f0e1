import { describe, expect, it } from 'vitest'
import { nextOpen } from './accordion'

describe('accordion state', () => {
  it('keeps one panel open at a time by default', () => {
    expect(nextOpen([], 'a', false)).toEqual(['a'])
    expect(nextOpen(['a'], 'b', false)).toEqual(['b'])
    expect(nextOpen(['b'], 'b', false)).toEqual([])
  })

  it('opens several panels in multiple mode', () => {
    expect(nextOpen(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(nextOpen(['a', 'b'], 'a', true)).toEqual(['b'])
  })
})
