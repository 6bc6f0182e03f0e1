// State-changing requests must carry JSON. An HTML form on another site can post urlencoded,
// multipart or text/plain bodies without a CORS preflight, with the visitor's cookies; a JSON
// content type it cannot send. Refusing everything else (415) closes that door for every route
// at once, instead of relying on each handler to read only JSON.
import type { MiddlewareHandler } from 'hono'
import { endpoints } from '../../contract/endpoints'
import { APPLE_FORM_POST_PATH } from '../social/providers'
import { routePath } from './endpoint-routes'
import { ApiError } from './errors'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `application/json`, optionally with a UTF-8 charset (RFC 8259: JSON text is UTF-8). */
export function isJsonContentType(value: string): boolean {
  const [type = '', ...params] = value.split(';').map((part) => part.trim().toLowerCase())
  if (type !== 'application/json') return false
  return params.every((param) => param === '' || /^charset=("?)utf-8\1$/.test(param))
}

/**
 * Answers 415 to a state-changing request whose body is not JSON, unless `acceptsForms(path)`.
 * A request without a body needs no content type (a signed URL or a logout is posted empty).
 */
export function jsonOnly(acceptsForms: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || acceptsForms(c.req.path)) return next()
    const type = c.req.header('content-type')
    if (type === undefined ? c.req.raw.body === null || (await c.req.text()) === '' : isJsonContentType(type)) return next()
    throw new ApiError(415, 'The request body must be JSON, sent as Content-Type: application/json.')
  }
}

const FORM_PATHS = new Set([routePath(endpoints.channelAuth), routePath(endpoints.userAuth), APPLE_FORM_POST_PATH])

/** Routes that take forms: pusher-js posts them, Apple's form_post answer, and the API's own HTML pages. */
export function acceptsForms(path: string): boolean {
  return FORM_PATHS.has(path) || path === '/app' || path.startsWith('/app/') || path.startsWith('/dev/')
}
