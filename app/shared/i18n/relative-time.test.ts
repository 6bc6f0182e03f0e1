import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = Date.parse('2026-11-24T12:00:00Z')
const ago = (seconds: number) => now - seconds * 1000

describe('relativeTime', () => {
  it('says now for the first minute, and for a clock running ahead', () => {
    expect(relativeTime(ago(0), now, 'en')).toBe('now')
    expect(relativeTime(ago(59), now, 'en')).toBe('now')
    expect(relativeTime(ago(-5), now, 'en')).toBe('now')
  })
  it('uses the largest whole unit', () => {
    expect(relativeTime(ago(60), now, 'en')).toBe('1 minute ago')
    expect(relativeTime(ago(150), now, 'en')).toBe('2 minutes ago')
    expect(relativeTime(ago(3600 * 3 + 10), now, 'en')).toBe('3 hours ago')
    expect(relativeTime(ago(86_400), now, 'en')).toBe('yesterday')
    expect(relativeTime(ago(86_400 * 4), now, 'en')).toBe('4 days ago')
  })
  it('speaks the page language', () => {
    expect(relativeTime(ago(120), now, 'de-DE')).toBe('vor 2 Minuten')
    expect(relativeTime(ago(120), now, 'fr-FR')).toBe('il y a 2 minutes')
    expect(relativeTime(ago(120), now, 'ja-JP')).toBe('2分前')
  })
})
