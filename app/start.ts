// Start instance: global request middleware. Server functions are additionally guarded against
// cross-site requests (Sec-Fetch-Site / Origin checks).
import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { serverFnGuard, serverFnReached } from './shared/http/server-fn-guard'
import { siteMiddleware } from './shared/http/request-middleware'

const csrfMiddleware = createCsrfMiddleware({ filter: ({ handlerType }) => handlerType === 'serverFn' })

export const startInstance = createStart(() => ({
  requestMiddleware: [csrfMiddleware, serverFnGuard, siteMiddleware],
  functionMiddleware: [serverFnReached],
}))
