// The API client against a real local HTTP server: headers, each failure kind, and the
// visitor's address forwarded under the trusted-proxy rule.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { clientAddress, parseTrustProxy } from '../../../contract/client-ip'
import { type Endpoint, endpoints } from '../../../contract/endpoints'
import { type ApiFailure, createApiClient } from './api-client.server'

const okSchema = z.object({ message: z.string() })
/** Endpoints of this test's server, in the shape of the contract's table. */
const get = (path: string) => ({ method: 'GET', path, response: okSchema }) as const satisfies Endpoint
const post = (path: string) =>
  ({ method: 'POST', path, body: z.record(z.string(), z.string()), response: okSchema }) as const satisfies Endpoint
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
    const withQuery = { ...get('ok/path'), query: z.object({ code: z.string(), skip: z.string().optional() }) } as const
    const got = await client().call(
      withQuery,
      { locale: 'fr-fr', platform: 'web-mobile', token: 'secret-token' },
      { query: { code: 'fr', skip: undefined } },
    )
    expect(got).toEqual({ ok: true, status: 200, data: { message: 'fine' } })
    const posted = await client().call(post('/ok'), { locale: 'en' }, { body: { email: 'a@b.co' } })
    expect(posted.ok).toBe(true)
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
    expect(await client().call(post('denied'), { locale: 'en' }, { body: {} })).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 422,
        message: 'The email field is required.',
        errors: { email: ['The email field is required.'] },
        body: { message: 'The email field is required.', errors: { email: ['The email field is required.'] } },
      },
    })
    expect(await client().call(get('throttled'), { locale: 'en' })).toEqual({
      ok: false,
      error: { kind: 'http', status: 429, message: 'Too many requests.', retryAfterSec: 42, body: { message: 'Too many requests.' } },
    })
  })

  it('reports and logs an answer that breaks the contract, with the path and the zod issue', async () => {
    const log: string[] = []
    expect(await client(log).call(get('wrong-shape'), { locale: 'en' })).toEqual({
      ok: false,
      error: { kind: 'contract', status: 200 },
    })
    expect(await client(log).call(get('html-error'), { locale: 'en' })).toEqual({ ok: false, error: { kind: 'contract', status: 502 } })
    expect(log).toHaveLength(2)
    expect(log[0]).toMatch(/^\[api-client\] GET \/wrong-shape answered 200 outside the contract: message: /)
    expect(log[1]).toContain('GET /html-error answered 502 outside the contract: no JSON body')
  })

  it('reports a timeout, without retrying', async () => {
    seen = []
    expect(await client([], 150).call(get('slow'), { locale: 'en' })).toEqual({ ok: false, error: { kind: 'timeout' } })
    expect(seen.filter((request) => request.url === '/slow')).toHaveLength(1)
  })

  it('reports an unreachable API as a network failure', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const result = await createApiClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2000 }).call(get('x'), { locale: 'en' })
    expect(result).toEqual({ ok: false, error: { kind: 'network', detail: expect.stringContaining('ECONNREFUSED') } })
  })

  it("forwards the visitor's address from a trusted proxy's header, and ignores it from an untrusted peer", async () => {
    const trust = parseTrustProxy('10.0.0.0/8')
    if (trust === null) throw new Error('bad test setting')
    const header = '6.6.6.6, 198.51.100.7'
    seen = []
    await client().call(get('ok'), { locale: 'en', clientIp: clientAddress('10.0.0.2', header, trust) })
    await client().call(get('ok'), { locale: 'en', clientIp: clientAddress('203.0.113.50', header, trust) })
    expect(seen.map((request) => request.headers['x-forwarded-for'])).toEqual(['198.51.100.7', '203.0.113.50'])
  })

  it('fills path parameters, and posts a signed URL the API sent with its query as it is', async () => {
    const withId = { method: 'GET', path: 'ok/{id}', response: okSchema } as const satisfies Endpoint
    const signed = {
      method: 'POST',
      path: 'ok/signed/{purpose}',
      params: z.object({ purpose: z.enum(['login']) }),
      signed: true,
      body: z.object({}),
      response: okSchema,
    } as const satisfies Endpoint
    seen = []
    expect((await client().call(withId, { locale: 'en' }, { params: { id: 'a b' } })).ok).toBe(true)
    const path = '/ok/signed/login?token=t%2B1&expires=9&signature=ab'
    expect((await client().call(signed, { locale: 'en' }, { signedPath: path, body: {} })).ok).toBe(true)
    expect(seen.map((request) => request.url)).toEqual(['/ok/a%20b', path])
  })

  it('refuses to post a signed URL that is not the endpoint’s, sending nothing', async () => {
    const signed = { method: 'POST', path: 'ok/signed/social_link', signed: true, response: okSchema } as const satisfies Endpoint
    seen = []
    for (const path of [
      '/ok/signed/login?token=t',
      '/ok/other',
      '//evil.example/ok/signed/social_link',
      '/\\evil.example/ok/signed/social_link',
    ]) {
      await expect(client().call(signed, { locale: 'en' }, { signedPath: path }), path).rejects.toThrow(/is not a path of/)
    }
    expect(seen).toEqual([])
  })

  it('types each call by the table: what it must send and what it answers', () => {
    const api = client()
    expectTypeOf(api.call(endpoints.check, { locale: 'en' }, { body: { email: 'a@b.co' } })).resolves.toEqualTypeOf<
      | { ok: true; status: number; data: { exists: boolean; socials: ('google' | 'facebook' | 'apple')[]; email: string } }
      | { ok: false; error: ApiFailure }
    >()
    const never = () => {
      // @ts-expect-error a POST needs its body
      void api.call(endpoints.check, { locale: 'en' })
      // @ts-expect-error the query must be the endpoint's
      void api.call(endpoints.country, { locale: 'en' }, { query: { limit: 3 } })
      // @ts-expect-error a signed endpoint is reached through the URL the API sent, not parameters
      void api.call(endpoints.signedSignIn, { locale: 'en' }, { params: { purpose: 'login' }, body: {} })
    }
    expect(never).toBeTypeOf('function')
  })
})
