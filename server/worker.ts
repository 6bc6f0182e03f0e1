// One site worker (server/primary.ts starts one per core): Node's own HTTP server around the built
// app (.output/server, app/nitro-entry.mjs). Owning the server is what lets the site
// - answer /healthz and /readyz itself, and say it is stopping before it stops accepting;
// - put the security headers and a request id on every answer, static files and refusals included;
// - bound every request before the framework sees it: each body against its endpoint's limit,
//   headers (15 s) and whole requests (30 s) in time;
// - answer anonymous page views from its render cache (docs/decisions/022), rendering a miss
//   in-process through the app's fetch handler;
// - write one access line per request and count it in the metrics;
// - stop cleanly: on SIGTERM it answers /readyz with 503 for SHUTDOWN_DELAY_MS, then stops
//   accepting, finishes what is in flight and exits; on SIGINT it skips the wait. An unhandled
//   error or rejection is logged with its stack and the worker stops the same way, to be replaced.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { BASELINE_HEADERS } from '../app/shared/http/security-headers'
import { parseConfig } from '../app/shared/site/config.server'
import { cachePage, pageBody, pageGzip, pageHeaders, type CachedPage } from './cache/cached-page'
import { pageVariant, type PageVariant, type VariantRender, variantSignature } from './cache/page-variant'
import { RenderCache, type CacheState, type Sized } from './cache/render-cache'
import { parseServerConfig } from './config'
import { acceptedEncodings, acceptsGzip, loggedPath, requestIdOf } from './http'
import { DRAIN_MS, onStopSignals } from './lifecycle'
import { accessLog, captureConsole, configureLog, logger, repeatsOnce, requestScope } from './log'
import { routeClassOf, workerMetrics } from './metrics'
import { APP_ENTRY } from './paths'
import { announcesBody, bodyLimitFor, readBody } from './request-body'

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown
/** A response answered from the render cache says so, for its access line. */
type Answer = ServerResponse & { cacheState?: CacheState }
interface BuiltApp {
  middleware: NodeHandler
  fetchHandler: (request: Request) => Promise<Response>
}

/**
 * A cached page is served as is for 1 s, and while a new render runs until 2 s old; older, the
 * visitor waits for a new render. With the live claims shared for 3 s (features/live), a new
 * payout is in the server-rendered page within 5 s.
 */
export const PAGE_FRESH_MS = 1_000
export const PAGE_MAX_AGE_MS = 2_000

const config = parseConfig(process.env)
const serverConfig = parseServerConfig(process.env)
configureLog(serverConfig.log)
captureConsole()
const log = logger('site')
const errorOnce = repeatsOnce(10_000)

const app = (await import(pathToFileURL(APP_ENTRY).href)) as BuiltApp

let ready = true
let stopping = false

function baseline(res: ServerResponse, requestId: string): void {
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) res.setHeader(name, value)
  res.setHeader('X-Request-Id', requestId)
}

/** A refusal the framework never sees: JSON, not cacheable, and the connection closed after it. */
function refuse(res: ServerResponse, status: 413 | 400, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' })
  res.end(JSON.stringify({ message }))
}

function answerHealth(res: ServerResponse, ok: boolean, status: string): void {
  res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify({ status }))
}

// The render cache. Its pages are rendered by the app, in this process, from a request rebuilt
// from the cache key alone (page-variant.ts).
/**
 * Kept in place of a page whose answer must not be kept (a 404, a redirect, a cookie): for as long
 * as a page would be, views of that variant go straight to the app instead of rendering twice.
 */
const PASS_THROUGH = { passThrough: true, bytes: 64 } as const
type Kept = CachedPage | typeof PASS_THROUGH

/** What a request's variant holds in the memo, roughly. */
type Remembered = PageVariant & Sized
const cache = config.renderCache.enabled
  ? new RenderCache<Kept, Remembered>({ maxBytes: config.renderCache.maxBytes, freshMs: PAGE_FRESH_MS, maxAgeMs: PAGE_MAX_AGE_MS })
  : null
const metrics = workerMetrics(() => cache?.stats() ?? null)

/** Renders one page variant; PASS_THROUGH when its answer must not be kept (see decision 022). */
async function renderVariant(render: VariantRender): Promise<Kept> {
  const response = await app.fetchHandler(new Request(`http://${render.headers.host}${render.path}`, { headers: render.headers }))
  const type = response.headers.get('content-type') ?? ''
  const keep =
    response.status === 200 &&
    type.startsWith('text/html') &&
    response.headers.getSetCookie().length === 0 &&
    !(response.headers.get('cache-control') ?? '').includes('no-store')
  if (!keep) {
    await response.body?.cancel()
    return PASS_THROUGH
  }
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? null
  return cachePage(200, [...response.headers], await response.text(), nonce)
}

/**
 * Answers from a cached page with a nonce of this response's own; HEAD gets the headers alone.
 * The page's headers are the app's (decision 006's among them): written in one go, the hot path.
 */
function serveCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: CacheState, requestId: string): void {
  const nonce = randomBytes(18).toString('base64')
  const gzip = acceptsGzip(req.headers['accept-encoding'])
  const body = gzip ? pageGzip(page, nonce) : pageBody(page, nonce)
  const headers: string[] = []
  for (const [name, value] of pageHeaders(page, nonce))
    headers.push(name, name.toLowerCase() === 'vary' ? `${value}, Accept-Encoding` : value)
  if (!page.headers.some(([name]) => name.toLowerCase() === 'vary')) headers.push('Vary', 'Accept-Encoding')
  if (gzip) headers.push('Content-Encoding', 'gzip')
  if (stopping) headers.push('Connection', 'close')
  headers.push(
    'Content-Length',
    String(body.reduce((sum, part) => sum + part.length, 0)),
    'X-Render-Cache',
    state,
    'X-Request-Id',
    requestId,
  )
  res.writeHead(page.status, headers)
  ;(res as Answer).cacheState = state
  if (req.method === 'HEAD') return void res.end()
  res.cork()
  for (const part of body) res.write(part)
  res.end()
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

async function handle(
  req: IncomingMessage & { rawBody?: Buffer },
  res: ServerResponse,
  pathname: string,
  requestId: string,
): Promise<void> {
  if (pathname === '/healthz' || pathname === '/readyz') {
    baseline(res, requestId)
    return pathname === '/healthz' ? answerHealth(res, true, 'ok') : answerHealth(res, ready, ready ? 'ready' : 'stopping')
  }
  if (cache && !announcesBody(req.headers)) {
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', header: (name: string) => headerOf(req, name) }
    const variant = cache.remember(variantSignature(request, config), () => {
      const worked = pageVariant(request, config)
      return { ...worked, bytes: worked.cacheable ? 2 * worked.key.length + 400 : 64 }
    })
    if (variant.cacheable) {
      const { value, state } = await cache.get(variant.key, () => renderVariant(variant.render))
      if (value && !('passThrough' in value)) return serveCached(req, res, value, state, requestId)
    }
    if (variant.cacheable || variant.reason === 'personal' || variant.reason === 'redirect' || variant.reason === 'negotiated')
      res.setHeader('X-Render-Cache', 'bypass')
  }
  // Every other answer — the app's, a static file, health, a refusal — gets decision 006's headers
  // here; the app's own values take precedence where it sets them.
  baseline(res, requestId)
  if (stopping) res.setHeader('Connection', 'close')
  // The app's static files and pages read a plain list: a coding refused with q=0 is not on it.
  if (req.headers['accept-encoding'] !== undefined)
    req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']).join(', ')
  if (announcesBody(req.headers)) {
    const result = await readBody(req, bodyLimitFor(pathname))
    if (result.kind === 'aborted') return void res.destroy()
    if (result.kind === 'too_large') return refuse(res, 413, 'The request body is too large.')
    // srvx (under nitro) reads a body that is already in memory from here.
    req.rawBody = result.body
  }
  await app.middleware(req, res)
}

const server = createServer(
  {
    // A client gets this long to send its headers, and its whole request; checked every second
    // (Node's default check runs every 30 s, which let a slow client hold on for up to 45 s).
    headersTimeout: 15_000,
    requestTimeout: 30_000,
    connectionsCheckingInterval: 1_000,
    keepAliveTimeout: 5_000,
  },
  (req, res) => {
    const started = process.hrtime.bigint()
    const requestId = requestIdOf(req.headers['x-request-id'])
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/'
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const routeClass = routeClassOf(pathname)
      const status = res.headersSent ? res.statusCode : 0
      metrics.observe(routeClass, status, seconds)
      const line = {
        requestId,
        method: req.method ?? '',
        path: loggedPath(req.url),
        status,
        ms: Math.round(seconds * 10_000) / 10,
        cache: (res as Answer).cacheState ?? String(res.getHeader('X-Render-Cache') ?? '-'),
        ...(res.writableFinished ? {} : { aborted: true }),
      }
      // Health checks come every few seconds from every load balancer: not worth a line each.
      if (routeClass === 'health') log.debug(line, 'request')
      else accessLog(line)
    })
    requestScope.run({ requestId }, () => {
      handle(req, res, pathname, requestId).catch((error: unknown) => {
        errorOnce(`request failed\n${error instanceof Error ? error.message : String(error)}`, (suppressed) =>
          log.error({ err: error, ...(suppressed ? { suppressed } : {}) }, 'request failed'),
        )
        if (res.headersSent) return void res.destroy()
        baseline(res, requestId)
        refuse(res, 400, 'The request could not be read.')
      })
    })
  },
)
/**
 * A request Node could not parse (a malformed line or header, headers too large, too slow): Node
 * would answer with a bare status line. The answer carries the security headers like any other.
 */
server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: { headersSent: boolean } }) => {
  // As Node's own handler: an answer only when none is under way on this connection (a reply
  // after an answer's first bytes would corrupt it), then the connection is closed outright.
  if (socket.writable && !socket._httpMessage?.headersSent && error.code !== 'ECONNRESET') {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
    const body = JSON.stringify({ message: status === 408 ? 'The request took too long.' : 'The request could not be read.' })
    const headers = {
      ...BASELINE_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      Connection: 'close',
    }
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`)
    errorOnce(`client error ${error.code ?? ''}`, (suppressed) =>
      log.warn({ code: error.code, status, ...(suppressed ? { suppressed } : {}) }, 'a request could not be read'),
    )
  }
  socket.destroy()
})
// While stopping, a connection that has just answered is not kept for another request.
server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
  res.once('finish', () => {
    if (stopping) setImmediate(() => server.closeIdleConnections())
  })
})

/**
 * Says it is not ready, waits `delayMs` for load balancers to notice, then stops accepting,
 * finishes what is in flight (at most DRAIN_MS) and exits with `code`. Repeated calls change
 * nothing: the primary decides when to cut.
 */
function stop(reason: string, delayMs: number, code = 0): void {
  if (!ready) return
  ready = false
  log.info({ reason, delayMs }, `worker ${process.pid} stopping (${reason}): finishing requests in flight`)
  setTimeout(() => {
    stopping = true
    server.close(() => process.exit(code))
    server.closeIdleConnections()
    setTimeout(() => {
      server.closeAllConnections()
      process.exit(code)
    }, DRAIN_MS).unref()
  }, delayMs).unref()
}

onStopSignals({ stop: (signal) => stop(signal, signal === 'SIGTERM' ? serverConfig.shutdownDelayMs : 0) })
// Node's unhandled-error traps, which nitro's node-middleware preset would set: the error with its
// stack, then a clean stop with a failure code, after which the primary starts another worker.
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception: replacing this worker')
  stop('uncaught exception', 0, 1)
})
process.on('unhandledRejection', (reason) => {
  log.fatal({ err: reason }, 'unhandled rejection: replacing this worker')
  stop('unhandled rejection', 0, 1)
})
process.on('warning', (warning) => log.warn({ err: warning }, warning.message))

const port = Number(process.env.PORT ?? 3000)
server.listen(port, serverConfig.listenHost, () =>
  log.info({ port, host: serverConfig.listenHost }, `worker ${process.pid} listening on port ${port}`),
)
