// Pusher HTTP API request signatures against the worked example of Pusher's HTTP API reference
// ("Generating authentication signatures"): key 278d425bdf160c739803, POST /apps/3/events.
import { describe, expect, it } from 'vitest'
import { MAX_CLOCK_SKEW_SEC, signRequest, verifyRequestSignature, type SignedRequest } from './request-signature'

const key = '278d425bdf160c739803'
const secret = '7ad3773142a6692b25b8'
const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}'
const timestamp = 1353088179
const documentedQuery =
  'auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f' +
  '&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c'

function request(query: string, overrides: Partial<SignedRequest> = {}): SignedRequest {
  return { method: 'POST', path: '/apps/3/events', query: new Map(new URLSearchParams(query)), body: Buffer.from(body), ...overrides }
}

const verify = (req: SignedRequest, nowSec = timestamp) => verifyRequestSignature(req, { key, secret, nowSec })

describe('Pusher request signatures', () => {
  it('signs the documented example exactly', () => {
    expect(signRequest({ key, secret, method: 'POST', path: '/apps/3/events', body, timestampSec: timestamp })).toBe(documentedQuery)
  })

  it('accepts the documented request within the clock window and refuses it outside', () => {
    expect(verify(request(documentedQuery))).toBeNull()
    expect(verify(request(documentedQuery), timestamp + MAX_CLOCK_SKEW_SEC)).toBeNull()
    expect(verify(request(documentedQuery), timestamp + MAX_CLOCK_SKEW_SEC + 1)).toMatch(/^Timestamp expired/)
    expect(verify(request(documentedQuery), timestamp - MAX_CLOCK_SKEW_SEC - 1)).toMatch(/^Timestamp expired/)
  })

  it('refuses every change to what was signed', () => {
    const tamperedSignature = documentedQuery.replace(/.$/, 'd')
    expect(verify(request(tamperedSignature))).toMatch(/^Invalid signature/)
    expect(verify(request(documentedQuery, { method: 'GET' }))).toMatch(/^Invalid signature/)
    expect(verify(request(documentedQuery, { path: '/apps/4/events' }))).toMatch(/^Invalid signature/)
    expect(verify(request(`${documentedQuery}&info=user_count`))).toMatch(/^Invalid signature/)
    expect(verify(request(documentedQuery, { body: Buffer.from(body.replace('foo', 'bar')) }))).toMatch(/^Invalid body_md5/)
    expect(verifyRequestSignature(request(documentedQuery), { key, secret: 'other', nowSec: timestamp })).toMatch(/^Invalid signature/)
    expect(verifyRequestSignature(request(documentedQuery), { key: 'other', secret, nowSec: timestamp })).toBe('Unknown auth_key')
    expect(verify(request(documentedQuery.replace('auth_version=1.0', 'auth_version=2.0')))).toBe('auth_version must be 1.0')
    expect(verify(request('auth_key=278d425bdf160c739803'))).toMatch(/^Missing/)
  })

  it('accepts a path the client percent-encoded after signing it', () => {
    const path = '/apps/3/channels/presence-a;b'
    const query = signRequest({ key, secret, method: 'GET', path, timestampSec: timestamp })
    const onTheWire = request(query, { method: 'GET', path: '/apps/3/channels/presence-a%3Bb', body: Buffer.alloc(0) })
    expect(verify(onTheWire)).toMatch(/^Invalid signature/)
    expect(verify({ ...onTheWire, decodedPath: path })).toBeNull()
  })
})
