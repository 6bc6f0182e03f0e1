// The API serves every endpoint of the contract's table, at the table's method and path, and
// nothing at the other method: the site's calls and the API's routes come from one list.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Endpoint, endpointPath, endpoints, type PathParams } from '../contract/endpoints'
import { createTestApi } from './testing'

/** A path the endpoint accepts: each parameter its first allowed value. */
function examplePath(endpoint: Endpoint): string {
  const shape = endpoint.params instanceof z.ZodObject ? endpoint.params.shape : {}
  const params = Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, schema instanceof z.ZodEnum ? String(schema.options[0]) : 'x']),
  )
  return `/${endpointPath(endpoint, params as PathParams<Endpoint>)}`
}

describe('the endpoint table', () => {
  const t = createTestApi()

  it.each(Object.entries(endpoints))('%s is served at its method and path', async (_name, endpoint) => {
    const path = examplePath(endpoint)
    // Without a body, query or token each route answers something of its own (422, 401, 403, 200): never "no such route".
    const served = await t.request(endpoint.method, path)
    expect(served.status, `${endpoint.method} ${path}: ${served.text}`).not.toBe(404)
    const other = await t.request(endpoint.method === 'GET' ? 'POST' : 'GET', path)
    expect(other).toMatchObject({ status: 404, json: { message: 'Not Found' } })
  })

  it('fills path parameters', () => {
    expect(endpointPath(endpoints.signedSignIn, { purpose: 'verify' })).toBe('auth/signed/verify')
    expect(examplePath(endpoints.signedSignIn)).toBe('/auth/signed/login')
  })
})
