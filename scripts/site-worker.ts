// One site worker (scripts/site-server.ts starts one per core): Node's own HTTP server around the
// built app (nitro's node-middleware output in .output/server). Owning the server is what lets the
// site bound every request before the framework sees it — each body against its endpoint's limit,
// headers and whole requests in time — answer anonymous page views from its render cache
// (docs/decisions/022), and stop cleanly: on SIGTERM or SIGINT it stops accepting, finishes what is
// in flight and exits; it also stops when the process that started it disappears.
import { randomBytes } from 'node:crypto'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseConfig } from '../app/shared/site/config.server.ts'
import { RenderCache, type CacheState } from '../app/shared/cache/render-cache.ts'
import { cachePage, pageBody, pageGzip, pageHeaders, type CachedPage } from '../app/shared/cache/cached-page.ts'
import { pageVariant, type PageVariant, type VariantRender } from '../app/shared/cache/page-variant.ts'
import { deviceViewport } from '../app/shared/viewport/viewport.ts'
import { announcesBody, bodyLimitFor, readBody } from './request-body.ts'

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown

/** How long in-flight requests may take to finish once a stop has begun (the supervisor allows 5 s). */
const DRAIN_MS = 4_500
/**
 * A cached page is served as is for 1 s, and while a new render runs until 2 s old; older, the
 * visitor waits for a new render. With the live claims shared for 3 s (features/live), a new
 * payout is in the server-rendered page within 5 s.
 */
export const PAGE_FRESH_MS = 1_000
export const PAGE_MAX_AGE_MS = 2_000

const root = fileURLToPath(new URL('..', import.meta.url))
const app = (await import(pathToFileURL(join(root, '.output/server/index.mjs')).href)) as { middleware: NodeHandler }
const config = parseConfig(process.env)

let stopping = false

/** A refusal the framework never sees: JSON, not cacheable, and the connection closed after it. */
function refuse(res: ServerResponse, status: 413 | 400, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' })
  res.end(JSON.stringify({ message }))
}

// The render cache. Its pages are rendered by the app through a server of this worker's own on
// loopback, from a request rebuilt from the cache key alone (page-variant.ts).
/**
 * Kept in place of a page whose answer must not be kept (a 404, a redirect, a cookie): for as long
 * as a page would be, views of that variant go straight to the app instead of rendering twice.
 */
const PASS_THROUGH = { passThrough: true, bytes: 64 } as const
type Kept = CachedPage | typeof PASS_THROUGH

const cache = config.renderCache.enabled
  ? new RenderCache<Kept>({ maxBytes: config.renderCache.maxBytes, freshMs: PAGE_FRESH_MS, maxAgeMs: PAGE_MAX_AGE_MS })
  : null
const renderServer = createServer((req, res) => void app.middleware(req, res))
if (cache) {
  // `exclusive`: this worker's alone, not shared through the cluster's primary.
  await new Promise<void>((resolve) => renderServer.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve))
}

/** Renders one page variant; PASS_THROUGH when its answer must not be kept (see decision 022). */
function renderVariant(render: VariantRender): Promise<Kept> {
  const { port } = renderServer.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: render.path, headers: render.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const type = String(res.headers['content-type'] ?? '')
        const cacheControl = String(res.headers['cache-control'] ?? '')
        const keep =
          res.statusCode === 200 && type.startsWith('text/html') && !res.headers['set-cookie'] && !cacheControl.includes('no-store')
        if (!keep) return resolve(PASS_THROUGH)
        const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(res.headers['content-security-policy'] ?? ''))?.[1] ?? null
        const headers: Array<[string, string]> = []
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i] as string, res.rawHeaders[i + 1] as string])
        resolve(cachePage(200, headers, Buffer.concat(chunks).toString('utf8'), nonce))
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/** Answers from a cached page with a nonce of this response's own. */
function serveCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: CacheState): void {
  const nonce = randomBytes(18).toString('base64')
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  const body = gzip ? pageGzip(page, nonce) : pageBody(page, nonce)
  const headers: string[] = []
  for (const [name, value] of pageHeaders(page, nonce))
    headers.push(name, name.toLowerCase() === 'vary' ? `${value}, Accept-Encoding` : value)
  if (!page.headers.some(([name]) => name.toLowerCase() === 'vary')) headers.push('Vary', 'Accept-Encoding')
  if (gzip) headers.push('Content-Encoding', 'gzip')
  headers.push('Content-Length', String(body.reduce((sum, part) => sum + part.length, 0)), 'X-Render-Cache', state)
  res.writeHead(page.status, headers)
  res.cork()
  for (const part of body) res.write(part)
  res.end()
}

async function handle(req: IncomingMessage & { rawBody?: Buffer }, res: ServerResponse): Promise<void> {
  // Static files are answered by the app before any of its middleware; this covers them too.
  res.setHeader('X-Content-Type-Options', 'nosniff')
  if (stopping) res.setHeader('Connection', 'close')
  if (announcesBody(req.headers)) {
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/'
    const result = await readBody(req, bodyLimitFor(pathname))
    if (result.kind === 'aborted') return void res.destroy()
    if (result.kind === 'too_large') return refuse(res, 413, 'The request body is too large.')
    // srvx (under nitro) reads a body that is already in memory from here.
    req.rawBody = result.body
  } else if (cache) {
    const variant = variantOf(req)
    if (variant.cacheable) {
      const { value, state } = await cache.get(variant.key, () => renderVariant(variant.render))
      if (value && !('passThrough' in value)) return serveCached(req, res, value, state)
    }
    if (variant.cacheable || variant.reason === 'personal' || variant.reason === 'redirect' || variant.reason === 'negotiated')
      res.setHeader('X-Render-Cache', 'bypass')
  }
  await app.middleware(req, res)
}

/**
 * The headers pageVariant reads; requests alike in these share a variant, worked out once. The
 * user agent enters the signature as the device class it names (the key never holds it either),
 * so that thousands of user agents make a handful of signatures.
 */
const VARIANT_INPUTS = [
  'host',
  'accept',
  'sec-fetch-dest',
  'cookie',
  'accept-language',
  'sec-ch-ua-mobile',
  'user-agent',
  ...(config.geoHeader ? [config.geoHeader] : []),
]
const knownVariants = new Map<string, PageVariant>()
const MAX_KNOWN_VARIANTS = 10_000

function signatureInput(req: IncomingMessage, name: string): string {
  if (name === 'user-agent') return deviceViewport({ chMobile: null, userAgent: headerOf(req, name) })
  return headerOf(req, name) ?? ''
}

function variantOf(req: IncomingMessage): PageVariant {
  const signature = [req.method, req.url, ...VARIANT_INPUTS.map((name) => signatureInput(req, name))].join('\n')
  let variant = knownVariants.get(signature)
  if (!variant) {
    variant = pageVariant({ method: req.method ?? 'GET', url: req.url ?? '/', header: (name) => headerOf(req, name) }, config)
    if (knownVariants.size >= MAX_KNOWN_VARIANTS) knownVariants.clear()
    knownVariants.set(signature, variant)
  }
  return variant
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

const server = createServer(
  {
    // A client gets this long to send its headers, and its whole request.
    headersTimeout: 15_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
  },
  (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[site] request failed:', error instanceof Error ? error.message : error)
      if (!res.headersSent) refuse(res, 400, 'The request could not be read.')
      else res.destroy()
    })
  },
)
// While stopping, a connection that has just answered is not kept for another request.
server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
  res.once('finish', () => {
    if (stopping) setImmediate(() => server.closeIdleConnections())
  })
})

/** Stops accepting, finishes what is in flight (at most DRAIN_MS) and exits. Repeated signals change nothing: the primary decides when to cut. */
function stop(reason: string): void {
  if (stopping) return
  stopping = true
  console.log(`[site] worker ${process.pid} stopping (${reason}): finishing requests in flight`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  renderServer.close()
  setTimeout(() => {
    server.closeAllConnections()
    process.exit(0)
  }, DRAIN_MS).unref()
}

process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
// What the cache holds, for operators and the bench: one line per worker.
process.on('SIGUSR2', () => console.log(`[site] render-cache ${JSON.stringify(cache ? cache.stats() : null)}`))
// Orphaned (the primary was killed): the process is re-parented, so stop too.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) stop('parent process gone')
}, 1_000).unref()

const port = Number(process.env.PORT ?? 3000)
server.listen(port, process.env.HOST || undefined, () => console.log(`[site] worker ${process.pid} listening on port ${port}`))
