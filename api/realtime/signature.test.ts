// Known-vector tests for the Pusher signature helpers.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signChannelAuth, signUserAuth, verifyChannelAuth, verifyUserAuth } from './signature'

const key = '278d425bdf160c739803'
const secret = '7ad3773142a6692b25b8'

describe('signChannelAuth', () => {
  it('matches the example from the Pusher docs', () => {
    const { auth, channel_data } = signChannelAuth({ key, secret, socketId: '1234.1234', channel: 'private-foobar' })
    expect(auth).toBe('278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4')
    expect(channel_data).toBeUndefined()
  })

  it('signs presence channel data after the channel name', () => {
    const channelData = JSON.stringify({ user_id: '10', user_info: { name: 'Mr. Channels' } })
    const expected = createHmac('sha256', secret).update(`1234.1234:presence-foobar:${channelData}`).digest('hex')
    const result = signChannelAuth({ key, secret, socketId: '1234.1234', channel: 'presence-foobar', channelData })
    expect(result).toEqual({ auth: `${key}:${expected}`, channel_data: channelData })
  })

  it('verifies good signatures and rejects tampered ones', () => {
    const input = { key, secret, socketId: '1.2', channel: 'private-x' }
    const { auth } = signChannelAuth(input)
    expect(verifyChannelAuth({ ...input, auth })).toBe(true)
    expect(verifyChannelAuth({ ...input, socketId: '1.3', auth })).toBe(false)
    expect(verifyChannelAuth({ ...input, channel: 'private-y', auth })).toBe(false)
    expect(verifyChannelAuth({ ...input, auth: auth.slice(0, -1) })).toBe(false)
    expect(verifyChannelAuth({ ...input, auth: `${key}:${'0'.repeat(64)}` })).toBe(false)
    expect(verifyChannelAuth({ ...input, auth: '' })).toBe(false)
    expect(verifyChannelAuth({ ...input, secret: 'other', auth })).toBe(false)
  })

  it('rejects presence auth when channel data was changed', () => {
    const input = { key, secret, socketId: '1.2', channel: 'presence-x', channelData: '{"user_id":"1"}' }
    const { auth } = signChannelAuth(input)
    expect(verifyChannelAuth({ ...input, auth })).toBe(true)
    expect(verifyChannelAuth({ ...input, channelData: '{"user_id":"2"}', auth })).toBe(false)
    expect(verifyChannelAuth({ ...input, channelData: undefined, auth })).toBe(false)
  })
})

describe('signUserAuth', () => {
  it('signs socketId::user::userData', () => {
    const userData = JSON.stringify({ id: '42', name: 'Ada' })
    const expected = createHmac('sha256', secret).update(`1234.1234::user::${userData}`).digest('hex')
    expect(signUserAuth({ key, secret, socketId: '1234.1234', userData })).toEqual({
      auth: `${key}:${expected}`,
      user_data: userData,
    })
  })

  it('verifies and rejects', () => {
    const input = { key, secret, socketId: '5.6', userData: '{"id":"1"}' }
    const { auth } = signUserAuth(input)
    expect(verifyUserAuth({ ...input, auth })).toBe(true)
    expect(verifyUserAuth({ ...input, userData: '{"id":"2"}', auth })).toBe(false)
    expect(verifyUserAuth({ ...input, socketId: '5.7', auth })).toBe(false)
  })
})
