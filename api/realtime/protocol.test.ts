// Unit tests for channel-name rules, handshake validation and frame encoding.
import { describe, expect, it } from 'vitest'
import { ErrorCode, channelKind, checkHandshake, encodeEvent } from './protocol'

describe('channelKind', () => {
  it('classifies prefixes', () => {
    expect(channelKind('polls')).toBe('public')
    expect(channelKind('private-poll.1')).toBe('private')
    expect(channelKind('private-encrypted-x')).toBe('private-encrypted')
    expect(channelKind('presence-poll.1')).toBe('presence')
    expect(channelKind('#server-to-user-42')).toBe('server-to-user')
  })

  it('rejects bad names', () => {
    expect(channelKind('')).toBeNull()
    expect(channelKind('has space')).toBeNull()
    expect(channelKind('emoji-😀')).toBeNull()
    expect(channelKind('#other')).toBeNull()
    expect(channelKind('a'.repeat(200))).toBe('public')
    expect(channelKind('a'.repeat(201))).toBeNull()
    expect(channelKind('A-z_0=9@,.;')).toBe('public')
  })
})

describe('checkHandshake', () => {
  it('accepts the pusher-js URL', () => {
    expect(checkHandshake('/app/k?protocol=7&client=js&version=8.6.0&flash=false', 'k')).toBeNull()
  })

  it('maps failures to protocol error codes', () => {
    expect(checkHandshake('/app/other?protocol=7', 'k')?.code).toBe(ErrorCode.APP_NOT_FOUND)
    expect(checkHandshake('/app/k', 'k')?.code).toBe(ErrorCode.NO_PROTOCOL)
    expect(checkHandshake('/app/k?protocol=6', 'k')?.code).toBe(ErrorCode.UNSUPPORTED_PROTOCOL)
    expect(checkHandshake('/app/k?protocol=abc', 'k')?.code).toBe(ErrorCode.UNSUPPORTED_PROTOCOL)
    expect(checkHandshake('/elsewhere', 'k')?.code).toBe(ErrorCode.PATH_NOT_FOUND)
  })
})

describe('encodeEvent', () => {
  it('JSON-encodes data into a string but passes strings through', () => {
    expect(JSON.parse(encodeEvent('e', { a: 1 }, 'c'))).toEqual({ event: 'e', channel: 'c', data: '{"a":1}' })
    expect(JSON.parse(encodeEvent('e', 'raw'))).toEqual({ event: 'e', data: 'raw' })
    expect(JSON.parse(encodeEvent('e', undefined))).toEqual({ event: 'e', data: '{}' })
  })
})
