// The site's body reader against a real HTTP server: limits hold while the bytes arrive, whether
// the body is chunked or announced, and nothing past the limit is kept or waited for.
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { announcesBody, bodyLimitFor, readBody, type BodyResult } from './request-body'

const LIMIT = 1024
let server: Server
let port: number
const results: BodyResult[] = []

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const result = await readBody(req, LIMIT)
    results.push(result)
    if (result.kind === 'too_large') {
      res.writeHead(413, { Connection: 'close' })
      res.end()
    } else if (result.kind === 'read') {
      res.end(String(result.body.length))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends a raw request; resolves with the status line (or how the socket ended) and the time. */
function send(head: string[], body: Buffer[], keepOpen = false): Promise<{ first: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    const done = (how: string) => {
      socket.destroy()
      resolve({ first: answer.split('\r\n', 1)[0] || how, ms: Date.now() - started })
    }
    socket.on('data', (data) => {
      answer += data.toString('latin1')
      if (answer.includes('\r\n\r\n')) done('answered')
    })
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'))
    socket.on('close', () => done('closed'))
    socket.write(`${head.join('\r\n')}\r\n\r\n`)
    for (const part of body) socket.write(part)
    if (!keepOpen) socket.end()
  })
}

const chunk = (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
const post = (extra: string) => ['POST /x HTTP/1.1', 'Host: localhost', extra]

describe('readBody', () => {
  it('reads a body within the limit, announced or chunked', async () => {
    const body = Buffer.alloc(LIMIT, 'a')
    expect((await send(post(`Content-Length: ${LIMIT}`), [body])).first).toBe('HTTP/1.1 200 OK')
    expect(
      (await send(post('Transfer-Encoding: chunked'), [chunk(body.subarray(0, 600)), chunk(body.subarray(600)), Buffer.from('0\r\n\r\n')]))
        .first,
    ).toBe('HTTP/1.1 200 OK')
    expect(results.slice(-2).map((r) => (r.kind === 'read' ? r.body.length : r.kind))).toEqual([LIMIT, LIMIT])
  })

  it('refuses a declared length over the limit before reading a byte', async () => {
    // The body is never sent: the answer must not wait for it.
    const { first, ms } = await send(post(`Content-Length: ${10 * 1024 * 1024}`), [], true)
    expect(first).toBe('HTTP/1.1 413 Payload Too Large')
    expect(ms).toBeLessThan(2000)
  })

  it('refuses a chunked body at the first chunk past the limit, while the client is still sending', async () => {
    // The client sends 2 KB and then nothing more, keeping the request open: the old reader waited
    // for the end of a body nobody would ever finish.
    const { first, ms } = await send(post('Transfer-Encoding: chunked'), [chunk(Buffer.alloc(2048, 'b'))], true)
    expect(first).toBe('HTTP/1.1 413 Payload Too Large')
    expect(ms).toBeLessThan(2000)
    expect(results.at(-1)).toEqual({ kind: 'too_large' })
  })

  it('reports a client that went away mid-body', async () => {
    const before = results.length
    await send(post('Content-Length: 1000'), [Buffer.alloc(10, 'c')])
    await expect.poll(() => results.length).toBe(before + 1)
    expect(results.at(-1)).toEqual({ kind: 'aborted' })
  })
})

describe('the endpoint table', () => {
  it('gives server functions, channel authorisation and the pages with a form their limits, and everything else none', () => {
    expect(bodyLimitFor('/_serverFn/abc')).toBe(64 * 1024)
    expect(bodyLimitFor('/broadcasting/auth')).toBe(4 * 1024)
    expect(bodyLimitFor('/broadcasting/user-auth')).toBe(4 * 1024)
    expect(bodyLimitFor('/api/first-visit')).toBe(16 * 1024)
    expect(bodyLimitFor('/fr-fr/contact')).toBe(64 * 1024)
    expect(bodyLimitFor('/contact')).toBe(64 * 1024)
    expect(bodyLimitFor('/de-de/register')).toBe(64 * 1024)
    expect(bodyLimitFor('/access-denied')).toBe(64 * 1024)
    expect(bodyLimitFor('/fr-fr/about')).toBe(0)
    expect(bodyLimitFor('/fr-fr/contact/x')).toBe(0)
    expect(bodyLimitFor('/_serverFnX')).toBe(0)
  })

  it('tells a request with a body from one without', () => {
    expect(announcesBody({ 'content-length': '12' })).toBe(true)
    expect(announcesBody({ 'transfer-encoding': 'chunked' })).toBe(true)
    expect(announcesBody({ 'content-length': '0' })).toBe(false)
    expect(announcesBody({})).toBe(false)
  })
})
