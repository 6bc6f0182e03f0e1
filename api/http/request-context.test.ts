// The client address the API throttles by: the rightmost untrusted X-Forwarded-For hop behind
// trusted proxies, the peer itself otherwise, and IPv6 clients counted by their /64.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { parseTrustProxy, type TrustProxy } from '../../contract/client-ip'
import { clientIp, clientNetwork, type NodeBindings } from './request-context'

async function seen(trust: TrustProxy, peer: string | undefined, forwardedFor?: string) {
  const app = new Hono()
  app.get('/', (c) => c.json({ ip: clientIp(c, trust), network: clientNetwork(c, trust) }))
  const bindings: NodeBindings = peer === undefined ? {} : { incoming: { socket: { remoteAddress: peer } } }
  const res = await app.request('/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }, bindings)
  return (await res.json()) as { ip: string; network: string }
}

describe('clientIp', () => {
  it('believes the rightmost untrusted hop behind a loopback proxy, never the leftmost', async () => {
    expect((await seen('loopback', '127.0.0.1', '203.0.113.5')).ip).toBe('203.0.113.5')
    // The visitor wrote 1.1.1.1 themselves; the site appended the address it saw.
    expect((await seen('loopback', '127.0.0.1', '1.1.1.1, 203.0.113.5')).ip).toBe('203.0.113.5')
    expect((await seen('loopback', '::ffff:127.0.0.1', '203.0.113.5')).ip).toBe('203.0.113.5')
  })

  it('ignores X-Forwarded-For from untrusted peers and with TRUST_PROXY=none', async () => {
    expect((await seen('loopback', '198.51.100.9', '203.0.113.5')).ip).toBe('198.51.100.9')
    expect((await seen('none', '127.0.0.1', '203.0.113.5')).ip).toBe('127.0.0.1')
  })

  it('walks past every trusted proxy of a CIDR list', async () => {
    const trust = parseTrustProxy('10.0.0.0/8')!
    expect((await seen(trust, '10.0.0.2', '6.6.6.6, 203.0.113.5, 10.0.0.7')).ip).toBe('203.0.113.5')
  })

  it('has no address without a socket peer', async () => {
    expect((await seen('loopback', undefined, '203.0.113.5')).ip).toBe('unknown')
  })

  it('counts IPv6 clients by their /64 network and IPv4 clients by address', async () => {
    const a = await seen('loopback', '127.0.0.1', '2001:db8:1:2:aaaa::1')
    const b = await seen('loopback', '127.0.0.1', '2001:db8:1:2:bbbb::9')
    expect(a.network).toBe('2001:db8:1:2::/64')
    expect(b.network).toBe(a.network)
    expect((await seen('loopback', '127.0.0.1', '::ffff:203.0.113.5')).network).toBe('203.0.113.5')
  })
})
