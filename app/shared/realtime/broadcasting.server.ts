// The site's own /broadcasting/auth and /broadcasting/user-auth (SPEC.md §7): pusher-js posts the
// socket id and channel here, with the visitor's cookies; the site forwards them to the API with
// the bearer token from the httpOnly cookie, so the token never reaches the browser.
import { getGlobalStartContext } from '@tanstack/react-start'
import { z } from 'zod'
import { fromOwnPage } from '../http/own-page.server'
import { endpoints } from '../../../contract/endpoints'
import { api, currentCaller } from '../api/api.server'
import { sessionToken } from '../session/session.server'

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The posted fields (pusher-js sends a form, other clients JSON), or null when the body is empty
 * or malformed. The site's HTTP server has already bounded its size (server/request-body.ts).
 */
async function readFields(request: Request): Promise<Record<string, string> | null> {
  const text = await request.text()
  if (text.trim() === '') return null
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    try {
      const parsed = z.record(z.string(), z.string()).safeParse(JSON.parse(text))
      return parsed.success ? parsed.data : null
    } catch {
      return null
    }
  }
  return Object.fromEntries(new URLSearchParams(text))
}

export async function forwardBroadcastingAuth(request: Request, kind: 'auth' | 'user-auth'): Promise<Response> {
  // Cookie-authenticated: only this site's own pages may ask.
  if (!fromOwnPage(request)) return json(403, { message: 'This action is unauthorized.' })
  const token = sessionToken()
  if (!token) return json(403, { message: 'This action is unauthorized.' })
  const fields = await readFields(request)
  if (!fields) return json(400, { message: 'The request body is empty or malformed.' })
  const endpoint = kind === 'auth' ? endpoints.channelAuth : endpoints.userAuth
  const body = z.safeParse(endpoint.body, fields)
  if (!body.success) return json(422, { message: 'The socket id and channel name are required.' })
  const caller = currentCaller(getGlobalStartContext()?.site.localeCode ?? 'en', token)
  const result = await api().call(endpoint, caller, { body: body.data })
  if (result.ok) return json(200, result.data)
  if (result.error.kind === 'http' && result.error.status < 500) return json(result.error.status, { message: result.error.message })
  return json(503, { message: 'Realtime authorisation is unavailable.' })
}
