// The outbox's sealed copies: readable back under the key they were sealed with, under no other,
// and not at all once altered.
import { describe, expect, it } from 'vitest'
import { createSealer } from './sealed'

const KEY = 'k'.repeat(48)

describe('sealed outbox payloads', () => {
  it('open under their key only, and never once altered', () => {
    const sealer = createSealer(KEY)
    const payload = sealer.seal({ to: 'a@example.com', text: 'token=secret-value' })
    expect(sealer.open(payload)).toEqual({ to: 'a@example.com', text: 'token=secret-value' })
    expect(payload.includes('secret-value')).toBe(false)
    expect(() => createSealer('o'.repeat(48)).open(payload)).toThrow()
    const altered = Buffer.from(payload)
    altered[altered.length - 1]! ^= 1
    expect(() => sealer.open(altered)).toThrow()
    // Two seals of one message differ (a fresh IV each time).
    expect(sealer.seal('same').equals(sealer.seal('same'))).toBe(false)
  })
})
