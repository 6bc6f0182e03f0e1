// Unit tests for presence bookkeeping in the channel registry.
import { describe, expect, it } from 'vitest'
import { ChannelRegistry } from './channels'

describe('ChannelRegistry', () => {
  it('tracks public subscribers and drops empty channels', () => {
    const registry = new ChannelRegistry()
    registry.subscribe('news', 'a')
    registry.subscribe('news', 'b')
    expect([...registry.subscribers('news')]).toEqual(['a', 'b'])
    expect(registry.channelCount).toBe(1)
    expect(registry.unsubscribe('news', 'a')).toEqual({ wasSubscribed: true, memberRemoved: undefined })
    expect(registry.unsubscribe('news', 'a')).toEqual({ wasSubscribed: false })
    registry.unsubscribe('news', 'b')
    expect(registry.channelCount).toBe(0)
  })

  it('adds a presence member once and removes it only when its last socket leaves', () => {
    const registry = new ChannelRegistry()
    const ch = 'presence-poll-1'
    expect(registry.subscribe(ch, 's1', { user_id: 'u1', user_info: { name: 'Ada' } }).memberAdded).toEqual({
      user_id: 'u1',
      user_info: { name: 'Ada' },
    })
    expect(registry.subscribe(ch, 's2', { user_id: 'u1', user_info: { name: 'Ada' } }).memberAdded).toBeUndefined()
    expect(registry.subscribe(ch, 's3', { user_id: 'u2' }).memberAdded).toEqual({ user_id: 'u2' })
    expect(registry.presence(ch)).toEqual({
      presence: { ids: ['u1', 'u2'], hash: { u1: { name: 'Ada' }, u2: null }, count: 2 },
    })
    expect(registry.userOf(ch, 's2')).toBe('u1')

    expect(registry.unsubscribe(ch, 's1').memberRemoved).toBeUndefined()
    expect(registry.unsubscribe(ch, 's2').memberRemoved).toEqual({ user_id: 'u1' })
    expect(registry.presence(ch).presence.count).toBe(1)
  })

  it('ignores a duplicate subscription from the same socket', () => {
    const registry = new ChannelRegistry()
    registry.subscribe('presence-x', 's1', { user_id: 'u1' })
    expect(registry.subscribe('presence-x', 's1', { user_id: 'u1' })).toEqual({})
    expect(registry.presence('presence-x').presence.count).toBe(1)
  })
})
