// The API's routes for the contract's endpoint table (contract/endpoints.ts): the method and path
// of each come from there, so the API serves exactly what the site calls; the handler stays
// with its route module.
import type { Handler, Hono } from 'hono'
import type { Endpoint } from '../../contract/endpoints'

/** `auth/signed/{purpose}` as Hono writes it: `/auth/signed/:purpose`. */
export function routePath(endpoint: Endpoint): string {
  return `/${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`
}

export function serve(app: Hono, endpoint: Endpoint, handler: Handler): void {
  app.on(endpoint.method, routePath(endpoint), handler)
}
