// The site's HTTP server: Node's own, around the built app (nitro's node-middleware output in
// .output/server). Owning the server is what lets the site bound every request before the
// framework sees it — each body against its endpoint's limit, headers and whole requests in time —
// and stop cleanly: on SIGTERM or SIGINT it stops accepting, finishes what is in flight and exits;
// it also stops when the process that started it disappears.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { announcesBody, bodyLimitFor, readBody } from './request-body.ts'

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown

/** How long in-flight requests may take to finish once a stop has begun (the supervisor allows 5 s). */
const DRAIN_MS = 4_500

const root = fileURLToPath(new URL('..', import.meta.url))
const app = (await import(pathToFileURL(join(root, '.output/server/index.mjs')).href)) as { middleware: NodeHandler }

let stopping = false

/** A refusal the framework never sees: JSON, not cacheable, and the connection closed after it. */
function refuse(res: ServerResponse, status: 413 | 400, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' })
  res.end(JSON.stringify({ message }))
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
  }
  await app.middleware(req, res)
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

function stop(reason: string): void {
  if (stopping) {
    // A second signal: whatever is still in flight is cut.
    server.closeAllConnections()
    process.exit(1)
  }
  stopping = true
  console.log(`[site] stopping (${reason}): finishing requests in flight`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => {
    server.closeAllConnections()
    process.exit(0)
  }, DRAIN_MS).unref()
}

process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
// Orphaned (the supervisor or shell was killed): the process is re-parented, so stop too.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) stop('parent process gone')
}, 1_000).unref()

const port = Number(process.env.PORT ?? 3000)
server.listen(port, process.env.HOST || undefined, () => console.log(`[site] listening on port ${port}`))
