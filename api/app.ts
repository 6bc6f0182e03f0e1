// The reference API as a Hono app. Everything it needs comes in through `deps`, so tests run it
// in process with a temporary database, a controllable clock and an in-memory mailer.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { authRoutes } from './routes/auth'
import { broadcastingRoutes } from './routes/broadcasting'
import { devRoutes } from './routes/dev'
import { memberAppRoutes } from './routes/member-app'
import { passkeyRoutes } from './routes/passkeys'
import { publicApiRoutes, storeMetaRoutes } from './routes/public'
import { signedRoutes } from './routes/signed'
import { socialRoutes } from './routes/social'
import { ApiError, CLIENT_CLOSED_REQUEST, errorResponse } from './http/errors'
import { acceptsForms, jsonOnly } from './http/json-only'
import { logger } from './log/logger'
import { createRetention, startRetention } from './retention'
import { createServices, type ApiDeps } from './services'

export type { ApiDeps } from './services'

export const MAX_BODY_BYTES = 64 * 1024

const log = logger('api')

export function createApi(deps: ApiDeps) {
  const s = createServices(deps)
  const app = new Hono()
  const retention = createRetention(deps.db, deps.clock, deps.config.retention)
  startRetention(retention.purge, deps.config.retention.purgeIntervalMs)
  // Mail an earlier run acknowledged and did not deliver is taken up now (docs/decisions/111).
  s.outbox.start()

  app.onError((error, c) => errorResponse(c, error))
  app.notFound((c) => c.json({ message: 'Not Found' }, 404))

  app.use('*', async (c, next) => {
    const started = Date.now()
    await next()
    // No CORS headers at all: only the site's server calls the API.
    c.header('X-Content-Type-Options', 'nosniff')
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms: Date.now() - started }
    // A client that hung up mid-request is routine on mobile networks: one line, no stack, always.
    if (c.res.status === CLIENT_CLOSED_REQUEST) log.info(line, 'client closed the connection mid-request')
    else if (deps.config.logRequests) log.info(line, 'request')
  })
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: `The request body must not be larger than ${MAX_BODY_BYTES / 1024} KB.` }, 413),
    }),
  )
  app.use('*', jsonOnly(acceptsForms))

  app.get('/health', (c) => c.json({ status: 'ok' }))
  // The endpoints the site calls have their paths from contract/endpoints.ts.
  app.route('/', socialRoutes(s))
  app.route('/', signedRoutes(s))
  app.route('/', storeMetaRoutes(s))
  app.route('/', authRoutes(s))
  app.route('/', passkeyRoutes(s))
  app.route('/', publicApiRoutes(s))
  app.route('/', broadcastingRoutes(s))
  app.route('/app', memberAppRoutes(s))
  if (!deps.config.isProduction) app.route('/dev', devRoutes(s))

  // Unexpected methods on known paths answer like unknown routes, in JSON.
  app.all('*', () => {
    throw new ApiError(404, 'Not Found')
  })
  // Mail is sent after the answer (auth/links.ts `background`): `mailSettled` resolves once the
  // delivery attempts begun so far have finished; `stopMailDelivery` stops beginning new ones.
  return Object.assign(app, {
    mailSettled: () => s.outbox.settled(),
    stopMailDelivery: () => s.outbox.stop(),
    metrics: s.metrics,
  })
}
export type Api = ReturnType<typeof createApi>
