// No request can hang or bloat the site: every endpoint that reads a body refuses one over its
// limit while the bytes arrive (chunked or announced) with 413 and a closed connection, malformed
// bodies are 400s, and endpoints answer 405 to methods they do not take. Raw sockets, so that the
// client can stall mid-body the way an attacker would.
import { expect, test } from '@playwright/test'
import { connect } from 'node:net'
import { SITE_PORT } from '../../playwright.config'
import { memberToken } from './auth'

interface Outcome {
  /** The status code, or 0 when the connection closed without one. */
  status: number
  body: string
  ms: number
}

/**
 * Sends the head and `body` (chunked when no length is given), then keeps the request open unless
 * `finish`, as a client that never ends its upload would. Resolves when an answer arrives or the
 * connection closes; after 10 s it gives up, which is the bug this file guards against.
 */
function rawPost(path: string, body: Buffer, opts: { headers?: string[]; length?: number; finish?: boolean } = {}): Promise<Outcome> {
  const started = Date.now()
  return new Promise((resolve) => {
    const socket = connect(SITE_PORT, '127.0.0.1')
    let answer = ''
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      const [head = '', ...rest] = answer.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)
      const raw = rest.join('\r\n\r\n')
      resolve({ status, body: /\r\ntransfer-encoding: chunked/i.test(head) ? dechunk(raw) : raw, ms: Date.now() - started })
    }
    const timer = setTimeout(done, 10_000)
    socket.on('data', (data) => {
      answer += data.toString('utf8')
      const head = answer.indexOf('\r\n\r\n')
      if (head < 0) return
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(answer.slice(0, head))?.[1] ?? NaN)
      if (Buffer.byteLength(answer.slice(head + 4)) >= length || answer.endsWith('\r\n0\r\n\r\n')) done()
    })
    socket.on('error', done)
    socket.on('close', done)
    const chunked = opts.length === undefined
    // A header of `opts.headers` replaces the default of its name; `Name:` with no value drops it.
    const extra = opts.headers ?? []
    const named = (line: string) => line.slice(0, line.indexOf(':')).toLowerCase()
    const defaults = ['Content-Type: application/json', 'Sec-Fetch-Site: same-origin'].filter(
      (line) => !extra.some((header) => named(header) === named(line)),
    )
    socket.write(
      [
        `POST ${path} HTTP/1.1`,
        `Host: localhost:${SITE_PORT}`,
        ...defaults,
        chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${opts.length}`,
        ...extra.filter((header) => header.slice(header.indexOf(':') + 1).trim() !== ''),
      ].join('\r\n') + '\r\n\r\n',
    )
    if (chunked) {
      for (let at = 0; at < body.length; at += 16 * 1024) {
        const piece = body.subarray(at, at + 16 * 1024)
        socket.write(`${piece.length.toString(16)}\r\n`)
        socket.write(piece)
        socket.write('\r\n')
      }
      if (opts.finish) socket.write('0\r\n\r\n')
    } else socket.write(body)
  })
}

/** A chunked response body, decoded. */
function dechunk(raw: string): string {
  let out = ''
  let rest = raw
  for (;;) {
    const line = rest.indexOf('\r\n')
    const size = parseInt(rest.slice(0, line), 16)
    if (!(size > 0)) return out
    out += rest.slice(line + 2, line + 2 + size)
    rest = rest.slice(line + 2 + size + 2)
  }
}

const SERVER_FN = `/_serverFn/${'0'.repeat(64)}`
const KB = 1024

test('an oversized body is refused while it arrives, chunked or announced, at every endpoint that reads one', async () => {
  const cases = [
    // The reported hang: a chunked POST of 128 KB that the client never finishes.
    { path: SERVER_FN, size: 128 * KB, chunked: true },
    { path: SERVER_FN, size: 70 * KB, chunked: true },
    { path: SERVER_FN, size: 2048 * KB, chunked: true },
    { path: SERVER_FN, size: 128 * KB, chunked: false },
    { path: '/broadcasting/auth', size: 8 * KB, chunked: true },
    { path: '/broadcasting/auth', size: 2048 * KB, chunked: false },
    { path: '/broadcasting/user-auth', size: 64 * KB, chunked: true },
    { path: '/api/first-visit', size: 32 * KB, chunked: true },
    { path: '/api/first-visit', size: 2048 * KB, chunked: false },
    // A page takes no body at all.
    { path: '/fr-fr/about', size: 1 * KB, chunked: true },
  ]
  for (const c of cases) {
    const name = `${c.path} ${c.size / KB} KB ${c.chunked ? 'chunked' : 'announced'}`
    // Announced bodies are declared but only a first part is sent: the answer must not wait for the rest.
    const sent = Buffer.alloc(c.chunked ? c.size : Math.min(c.size, 16 * KB), 'a')
    const outcome = await rawPost(c.path, sent, c.chunked ? {} : { length: c.size })
    // 413 when the answer reaches the client before the connection is cut; a closed connection
    // when the client was still sending. Never a wait.
    expect([413, 0], name).toContain(outcome.status)
    expect(outcome.ms, name).toBeLessThan(5_000)
    if (outcome.status === 413) expect(JSON.parse(outcome.body), name).toEqual({ message: 'The request body is too large.' })
  }
  // And the site still answers.
  expect((await fetch(`http://localhost:${SITE_PORT}/robots.txt`)).status).toBe(200)
})

test('bodies within the limit still reach their endpoint, chunked or announced', async () => {
  const json = Buffer.from('{"t": ')
  // Malformed JSON, well within the limit: the server function's own 400, not a 413 or a hang.
  for (const opts of [{ finish: true }, { length: json.length }]) {
    const outcome = await rawPost(SERVER_FN, json, opts)
    expect(outcome.status).toBe(400)
    expect(JSON.parse(outcome.body)).toEqual({ message: 'The request body is not valid JSON.' })
  }
})

test('channel authorisation: GET is 405, an empty or malformed body is 400, never 500', async () => {
  for (const path of ['/broadcasting/auth', '/broadcasting/user-auth']) {
    const get = await fetch(`http://localhost:${SITE_PORT}${path}`)
    expect(get.status, path).toBe(405)
    expect(get.headers.get('allow'), path).toBe('POST')
  }
  const cookie = `Cookie: auth-token=${await memberToken('bodies')}`
  for (const [name, body] of [
    ['empty', ''],
    ['malformed JSON', '{"socket_id":'],
    ['JSON that is not an object of strings', '[1,2]'],
  ] as const) {
    const outcome = await rawPost('/broadcasting/auth', Buffer.from(body), { length: Buffer.byteLength(body), headers: [cookie] })
    expect(outcome.status, name).toBe(400)
    expect(JSON.parse(outcome.body), name).toEqual({ message: expect.any(String) })
  }
})

test('server routes answer 405 with Allow to methods they do not take', async () => {
  for (const path of ['/robots.txt', '/sitemap.xml', '/api/realtime-status', '/api/country-data/fr', '/builds/latest.json']) {
    const response = await fetch(`http://localhost:${SITE_PORT}${path}`, { method: 'POST' })
    expect(response.status, path).toBe(405)
    expect(response.headers.get('allow'), path).toBe('GET, HEAD')
  }
})

test("a first visit's record: GET is 405, a cross-site, non-JSON, malformed or unexpected body is refused, never 500", async () => {
  const get = await fetch(`http://localhost:${SITE_PORT}/api/first-visit`)
  expect(get.status).toBe(405)
  expect(get.headers.get('allow')).toBe('POST')
  const valid = JSON.stringify({ locale: 'fr-fr', path: '/fr-fr', referrer: '' })
  for (const [name, body, headers, status] of [
    ['from another site', valid, ['Sec-Fetch-Site: cross-site'], 403],
    ['from another origin, without Sec-Fetch-Site', valid, ['Sec-Fetch-Site:', 'Origin: https://evil.example'], 403],
    ['not JSON', valid, ['Content-Type: text/plain'], 415],
    ['malformed JSON', '{"locale":', [], 400],
    ['an unknown locale', JSON.stringify({ locale: 'xx-xx', path: '/', referrer: '' }), [], 400],
    ['an unexpected field', JSON.stringify({ locale: 'fr-fr', path: '/', referrer: '', admin: true }), [], 400],
    ['a path past 2,048 characters', JSON.stringify({ locale: 'fr-fr', path: `/${'a'.repeat(2048)}`, referrer: '' }), [], 400],
  ] as const) {
    const outcome = await rawPost('/api/first-visit', Buffer.from(body), { length: Buffer.byteLength(body), headers: [...headers] })
    expect(outcome.status, name).toBe(status)
    expect(JSON.parse(outcome.body), name).toEqual({ message: expect.any(String) })
  }
  // Without a marketing id (storage not allowed) there is nothing to record, and nothing fails.
  const outcome = await rawPost('/api/first-visit', Buffer.from(valid), { length: Buffer.byteLength(valid) })
  expect(outcome.status).toBe(200)
  expect(JSON.parse(outcome.body)).toEqual({ recorded: false })
})
