// The API client against a real local HTTP server: headers, each failure kind, and the
// visitor's address forwarded under the trusted-proxy rule.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { clientAddress, parseTrustProxy } from '../../../contract/client-ip'
import { createApiClient } from './api-client.server'

const okSchema = z.object({ message: z.string() })
let server: Server
let base: string
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body })
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(value))
      }
      if (req.url?.startsWith('/ok')) return json(200, { message: 'fine' })
      if (req.url === '/denied')
        return json(422, { message: 'The email field is required.', errors: { email: ['The email field is required.'] } })
      if (req.url === '/throttled') {
        res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '42' })
        return res.end(JSON.stringify({ message: 'Too many requests.' }))
      }
      if (req.url === '/wrong-shape') return json(200, { message: 42 })
      if (req.url === '/html-error') {
        res.writeHead(502, { 'Content-Type': 'text/html' })
        return res.end('<h1>Bad gateway</h1>')
      }
      if (req.url === '/slow') return // never answers
      json(404, { message: 'Not Found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function client(log: string[] = [], timeoutMs = 2000) {
  return createApiClient({ baseUrl: base, timeoutMs, log: (line) => log.push(line) })
}

describe('api client', () => {
  it('sends the SPEC §7 headers, the bearer token, the query and a JSON body', async () => {
    seen = []
    const get = await client().get(
      'ok/path',
      okSchema,
      { locale: 'fr-fr', platform: 'web-mobile', token: 'secret-token' },
      { code: 'fr', skip: undefined },
    )
    expect(get).toEqual({ ok: true, status: 200, data: { message: 'fine' } })
    const post = await client().post('/ok', { email: 'a@b.co' }, okSchema, { locale: 'en' })
    expect(post.ok).toBe(true)
    const [first, second] = seen
    expect(first?.method).toBe('GET')
    expect(first?.url).toBe('/ok/path?code=fr')
    expect(first?.headers['x-user-platform']).toBe('web-mobile')
    expect(first?.headers['x-user-locale']).toBe('fr-fr')
    expect(first?.headers.authorization).toBe('Bearer secret-token')
    expect(second?.headers.authorization).toBeUndefined()
    expect(second?.headers['x-user-platform']).toBe('web')
    expect(second?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(second?.body ?? '')).toEqual({ email: 'a@b.co' })
  })

  it('reports an error status with the API message and field errors', async () => {
    expect(await client().post('denied', {}, okSchema, { locale: 'en' })).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 422,
        message: 'The email field is required.',
        errors: { email: ['The email field is required.'] },
        body: { message: 'The email field is required.', errors: { email: ['The email field is required.'] } },
      },
    })
    expect(await client().get('throttled', okSchema, { locale: 'en' })).toEqual({
      ok: false,
      error: { kind: 'http', status: 429, message: 'Too many requests.', retryAfterSec: 42, body: { message: 'Too many requests.' } },
    })
  })

  it('reports and logs an answer that breaks the contract, with the path and the zod issue', async () => {
    const log: string[] = []
    expect(await client(log).get('wrong-shape', okSchema, { locale: 'en' })).toEqual({
      ok: false,
      error: { kind: 'contract', status: 200 },
    })
    expect(await client(log).get('html-error', okSchema, { locale: 'en' })).toEqual({ ok: false, error: { kind: 'contract', status: 502 } })
    expect(log).toHaveLength(2)
    expect(log[0]).toMatch(/^\[api-client\] GET \/wrong-shape answered 200 outside the contract: message: /)
    expect(log[1]).toContain('GET /html-error answered 502 outside the contract: no JSON body')
  })

  it('reports a timeout, without retrying', async () => {
    seen = []
    expect(await client([], 150).get('slow', okSchema, { locale: 'en' })).toEqual({ ok: false, error: { kind: 'timeout' } })
    expect(seen.filter((request) => request.url === '/slow')).toHaveLength(1)
  })

  it('reports an unreachable API as a network failure', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const result = await createApiClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2000 }).get('x', okSchema, { locale: 'en' })
    expect(result).toEqual({ ok: false, error: { kind: 'network', detail: expect.stringContaining('ECONNREFUSED') } })
  })

  it("forwards the visitor's address from a trusted proxy's header, and ignores it from an untrusted peer", async () => {
    const trust = parseTrustProxy('10.0.0.0/8')
    if (trust === null) throw new Error('bad test setting')
    const header = '6.6.6.6, 198.51.100.7'
    seen = []
    await client().get('ok', okSchema, { locale: 'en', clientIp: clientAddress('10.0.0.2', header, trust) })
    await client().get('ok', okSchema, { locale: 'en', clientIp: clientAddress('203.0.113.50', header, trust) })
    expect(seen.map((request) => request.headers['x-forwarded-for'])).toEqual(['198.51.100.7', '203.0.113.50'])
  })
})
