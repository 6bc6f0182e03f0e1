// What an operator relies on at the site's edge (decisions 033, 022): every kind of answer carries
// the security headers and a request id, health and readiness answer, the metrics count what was
// served, a refused content coding is never used, campaign ids and HEAD cannot bust the render
// cache, a DNS-rebound page cannot call a server function, and a client trickling its headers is
// cut at the stated 15 s. Raw sockets where a browser or fetch would tidy the request up.
import { expect, test } from '@playwright/test'
import { connect } from 'node:net'
import { METRICS_PORT, SITE_PORT } from '../../playwright.config'
import { get } from './http'

const BASELINE = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Writes `request` as it is on a socket of its own; resolves with the answer once the server closes or `waitMs` passes. */
function raw(request: string | Buffer, waitMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(SITE_PORT, '127.0.0.1')
    const chunks: Buffer[] = []
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim()
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') })
    }
    const timer = setTimeout(done, waitMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', done)
    socket.on('error', done)
    socket.write(request)
  })
}

const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`
const HOST = `Host: localhost:${SITE_PORT}`
const ORIGIN = `http://localhost:${SITE_PORT}`

test('every kind of answer carries the security headers and a request id: page, asset, 404, 413, 400, health', async () => {
  const page = await get('/fr-fr', { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' })
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1]
  expect(asset, 'a script of the page').toBeTruthy()
  const oversized = Buffer.alloc(70 * 1024, 'a')
  const kinds: Array<[string, Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>, number]> = [
    ['a page', Promise.resolve(page), 200],
    ['an asset', get(asset!), 200],
    ['a static file', get('/robots.txt'), 200],
    ['a missing page', get('/fr-fr/no-such-page', { Accept: 'text/html' }), 404],
    ['a missing asset', get('/assets/no-such-file.js'), 404],
    [
      'a body over its limit',
      raw(
        Buffer.concat([
          Buffer.from(
            head([
              `POST /_serverFn/${'0'.repeat(64)} HTTP/1.1`,
              HOST,
              `Origin: ${ORIGIN}`,
              'Content-Type: application/json',
              `Content-Length: ${oversized.length}`,
            ]),
          ),
          oversized,
        ]),
      ),
      413,
    ],
    [
      "a server function's malformed body",
      raw(
        head([
          `POST /_serverFn/${'0'.repeat(64)} HTTP/1.1`,
          HOST,
          `Origin: ${ORIGIN}`,
          'Content-Type: application/json',
          'Content-Length: 5',
        ]) + '{"a":',
      ),
      400,
    ],
    ['a request Node cannot parse', raw('GET /fr-fr HTTP/1.1\r\nHost localhost\r\n\r\n'), 400],
    ['health', get('/healthz'), 200],
    ['readiness', get('/readyz'), 200],
  ]
  for (const [kind, answer, status] of kinds) {
    const { status: got, headers } = await answer
    expect(got, kind).toBe(status)
    for (const [name, value] of Object.entries(BASELINE)) expect(headers[name], `${kind}: ${name}`).toBe(value)
    if (kind !== 'a request Node cannot parse') expect(headers['x-request-id'], `${kind}: request id`).toMatch(/^[0-9a-f-]{36}$/)
  }
})

test("a proxy's request id is kept when it is a plain token, and replaced when it is not", async () => {
  expect((await get('/robots.txt', { 'X-Request-Id': 'lb-7f3a9c2e-0001' })).headers['x-request-id']).toBe('lb-7f3a9c2e-0001')
  const forged = (await get('/robots.txt', { 'X-Request-Id': 'x"}\\n{"level":"fatal' })).headers['x-request-id']
  expect(forged).toMatch(/^[0-9a-f-]{36}$/)
})

test('health and readiness answer for the site itself, as JSON, never cached', async () => {
  for (const [path, status] of [
    ['/healthz', 'ok'],
    ['/readyz', 'ready'],
  ] as const) {
    const answer = await get(path)
    expect(JSON.parse(answer.body)).toEqual({ status })
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-render-cache']).toBeUndefined()
  }
})

test("the metrics count the pages served and the render cache's answers, summed over the workers", async () => {
  const scrape = async () => (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text()
  const pages = (text: string) => Number(/^pollwise_http_requests_total\{route_class="page",status="200"\} (\d+)/m.exec(text)?.[1] ?? 0)
  const before = await scrape()
  for (let i = 0; i < 5; i++) await get('/de-de/about', { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' })
  const after = await scrape()
  expect(pages(after) - pages(before)).toBeGreaterThanOrEqual(5)
  expect(after).toMatch(/^pollwise_render_cache_hits_total \d+/m)
  expect(after).toMatch(/^pollwise_site_workers [1-9]/m)
  expect(after).toMatch(/^# TYPE pollwise_http_request_duration_seconds histogram/m)
  // Loopback only, and nothing but /metrics.
  expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/`)).status).toBe(404)
})

test('a coding refused with q=0 is never used, for a page from the cache or a static file', async () => {
  const document = { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' }
  await get('/fr-fr', document)
  for (const refused of ['gzip;q=0', 'gzip;q=0, br;q=0', 'identity, gzip;q=0.0']) {
    const page = await get('/fr-fr', { ...document, 'Accept-Encoding': refused })
    expect(page.headers['content-encoding'], refused).toBeUndefined()
    expect(page.body, refused).toContain('</html>')
    const file = await get('/robots.txt', { 'Accept-Encoding': refused })
    expect(file.headers['content-encoding'], refused).toBeUndefined()
  }
  expect((await get('/fr-fr', { ...document, 'Accept-Encoding': 'gzip;q=0.5' })).headers['content-encoding']).toBe('gzip')
})

test('campaign ids, unknown parameters and HEAD are answered from the cached page, and the page reads its own parameters', async () => {
  // A connection of its own each: the cluster hands connections to its workers in turn.
  const document = {
    Accept: 'text/html',
    'Sec-Fetch-Dest': 'document',
    Cookie: 'i18n_redirected=it-it; consent=granted',
    Connection: 'close',
  }
  // Every worker has it once four answers in a row are hits.
  for (let i = 0, hits = 0; i < 40 && hits < 4; i++)
    hits = (await get('/it-it/about', document)).headers['x-render-cache'] === 'hit' ? hits + 1 : 0
  for (let i = 0; i < 6; i++) {
    const click = await get(`/it-it/about?gclid=${Math.random().toString(36).slice(2)}&utm_source=ads&zz${i}=1`, document)
    expect(click.status).toBe(200)
    expect(click.headers['x-render-cache']).not.toBe('miss')
    expect(click.body).not.toContain('gclid')
  }
  const answer = await raw(
    head([
      'HEAD /it-it/about?fbclid=abc HTTP/1.1',
      HOST,
      'Accept: text/html',
      'Sec-Fetch-Dest: document',
      `Cookie: ${document.Cookie}`,
      'Connection: close',
    ]),
  )
  expect(answer.status).toBe(200)
  expect(answer.headers['x-render-cache']).toMatch(/^(hit|stale)$/)
  expect(Number(answer.headers['content-length'])).toBeGreaterThan(10_000)
  expect(answer.body).toBe('')
})

test('a DNS-rebound page cannot call a server function: its Host, Origin and Sec-Fetch-Site agree, but it is no origin of the site', async () => {
  const body = '{"data":{}}'
  const call = (host: string, origin: string) =>
    raw(
      head([
        `POST /_serverFn/${'0'.repeat(64)} HTTP/1.1`,
        `Host: ${host}`,
        `Origin: ${origin}`,
        'Sec-Fetch-Site: same-origin',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        'Connection: close',
      ]) + body,
    )
  const rebound = await call('evil.example', 'http://evil.example')
  expect(rebound.status).toBe(403)
  // The same call from the site's own origin gets past the guard (and is refused as unknown).
  expect((await call(`localhost:${SITE_PORT}`, ORIGIN)).status).toBe(400)
})

test('a client trickling its headers is cut at 15 s, not later', async () => {
  test.setTimeout(40_000)
  const started = Date.now()
  const socket = connect(SITE_PORT, '127.0.0.1')
  socket.write(`GET /fr-fr HTTP/1.1\r\n${HOST}\r\n`)
  const drip = setInterval(() => socket.writable && socket.write('X-Drip: 1\r\n'), 1_000)
  const answer = await new Promise<string>((resolve) => {
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    socket.on('close', () => resolve(text))
    socket.on('error', () => resolve(text))
  })
  clearInterval(drip)
  const seconds = (Date.now() - started) / 1000
  expect(seconds).toBeGreaterThanOrEqual(14)
  expect(seconds).toBeLessThan(17.5)
  expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff')
})
