// Start instance: global request middleware. Server functions are guarded against calls from
// anywhere but the site's own pages (checked against its configured origins, never its Host:
// shared/http/own-page.server.ts) and against bad input (shared/http/server-fn-guard.ts).
import { createStart } from '@tanstack/react-start'
import { serverFnGuard, serverFnReached } from './shared/http/server-fn-guard'
import { siteMiddleware } from './shared/http/request-middleware'

export const startInstance = createStart(() => ({
  requestMiddleware: [serverFnGuard, siteMiddleware],
  functionMiddleware: [serverFnReached],
}))
