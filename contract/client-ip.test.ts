import { describe, expect, it } from 'vitest'
import { clientAddress, isTrusted, parseIp, parseTrustProxy } from './client-ip'

describe('parseIp', () => {
  it('reads IPv4, IPv6, compressed and IPv4-mapped forms', () => {
    expect(parseIp('10.1.2.3')).toEqual({ version: 4, value: 0x0a010203n })
    expect(parseIp('::1')).toEqual({ version: 6, value: 1n })
    expect(parseIp('2001:db8::1')?.value).toBe(0x20010db8000000000000000000000001n)
    expect(parseIp('::ffff:127.0.0.1')).toEqual({ version: 4, value: 0x7f000001n })
    expect(parseIp('[fe80::1%eth0]')?.version).toBe(6)
  })

  it('refuses malformed addresses', () => {
    for (const bad of ['', '1.2.3', '256.1.1.1', '1::2::3', 'evil.com', '12345::', '1.2.3.4.5']) expect(parseIp(bad), bad).toBeNull()
  })
})

describe('trust settings', () => {
  it('parses none, loopback and CIDR lists, and refuses nonsense', () => {
    expect(parseTrustProxy('none')).toBe('none')
    expect(parseTrustProxy('loopback')).toBe('loopback')
    expect(parseTrustProxy('10.0.0.0/8, 2001:db8::/32')).toHaveLength(2)
    expect(parseTrustProxy('10.0.0.0/33')).toBeNull()
    expect(parseTrustProxy('everyone')).toBeNull()
  })

  it('matches ranges of the right family only', () => {
    const trust = parseTrustProxy('10.0.0.0/8,2001:db8::/32')!
    expect(isTrusted('10.200.3.4', trust)).toBe(true)
    expect(isTrusted('11.0.0.1', trust)).toBe(false)
    expect(isTrusted('2001:db8:ffff::1', trust)).toBe(true)
    expect(isTrusted('::ffff:10.0.0.1', trust)).toBe(true)
    expect(isTrusted('127.0.0.1', 'loopback')).toBe(true)
    expect(isTrusted('::1', 'loopback')).toBe(true)
    expect(isTrusted('127.0.0.1', 'none')).toBe(false)
  })
})

describe('clientAddress', () => {
  const lb = parseTrustProxy('10.0.0.0/8')!

  it('ignores X-Forwarded-For from an untrusted peer', () => {
    expect(clientAddress('203.0.113.9', '1.1.1.1', 'loopback')).toBe('203.0.113.9')
    expect(clientAddress('127.0.0.1', '1.1.1.1', 'none')).toBe('127.0.0.1')
  })

  it('takes the rightmost untrusted hop, never the spoofable leftmost', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', lb)).toBe('198.51.100.7')
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.5', lb)).toBe('198.51.100.7')
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', 'loopback')).toBe('198.51.100.7')
  })

  it('falls back to the peer on garbage and to the first hop when all are trusted', () => {
    expect(clientAddress('10.0.0.2', 'not-an-ip', lb)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '10.0.0.9, 10.0.0.8', lb)).toBe('10.0.0.9')
    expect(clientAddress('10.0.0.2', null, lb)).toBe('10.0.0.2')
    expect(clientAddress(null, '1.1.1.1', lb)).toBeNull()
  })
})
