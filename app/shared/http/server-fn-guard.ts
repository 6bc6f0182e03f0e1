// Server functions take bad input as a 4xx, never a 500 or a stack trace, without knowing how
// TanStack Start encodes its payloads:
// - before Start reads a request: its content type, its declared size (the site's HTTP server has
//   already bounded the bytes, see server/request-body.ts) and that the body is a JSON object;
// - after: a request that failed before reaching any server function (an unknown id, a body Start
//   could not decode) was the caller's fault, so Start's 500 becomes a 400. Whether a call reached
//   a function is marked by `serverFnReached`, a global function middleware; a failure after that
//   point is the site's own and stays a 500.
// Input validation is each function's: `checkedInput` (checked-input.ts) answers 400 with rule keys.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createMiddleware } from '@tanstack/react-start'
import { fromOwnPage } from './own-page.server'

export const MAX_SERVER_FN_BODY_BYTES = 64 * 1024

export interface Refusal {
  status: 400 | 413 | 415
  message: string
}

const calls = new AsyncLocalStorage<{ reached: boolean }>()

function notAJsonObject(text: string): Refusal | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { status: 400, message: 'The request body is not valid JSON.' }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? null
    : { status: 400, message: 'The request payload is malformed.' }
}

/** What is wrong with a server-function request before Start reads it, or null. */
export async function checkServerFnRequest(request: Request): Promise<Refusal | null> {
  if (request.method === 'GET') {
    const payload = new URL(request.url).searchParams.get('payload')
    if (payload === null) return null
    if (payload.length > MAX_SERVER_FN_BODY_BYTES) return { status: 413, message: 'The request is too large.' }
    return notAJsonObject(payload)
  }
  if (request.method !== 'POST') return null // Start answers 405 itself.
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return { status: 415, message: 'The request body must be JSON.' }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_SERVER_FN_BODY_BYTES) {
    return { status: 413, message: 'The request body is too large.' }
  }
  // Bounded by the HTTP server before it got here, so reading a copy costs at most the limit.
  return notAJsonObject(await request.clone().text())
}

export function refusalResponse(refusal: { status: number; message: string }): Response {
  return Response.json({ message: refusal.message }, { status: refusal.status, headers: { 'Cache-Control': 'no-store' } })
}

function logRefusal(request: Request, refusal: { status: number; message: string }): void {
  console.warn(`[site] refused ${request.method} ${new URL(request.url).pathname.slice(0, 120)}: ${refusal.status} ${refusal.message}`)
}

const UNREADABLE = { status: 400, message: 'The request is not a call this site can answer.' } as const

const FOREIGN = { status: 403, message: 'Only this site’s pages may call it.' } as const

export const serverFnGuard = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  // Cookie-authenticated calls: from the site's own pages only (own-page.server.ts).
  if (!fromOwnPage(request)) {
    logRefusal(request, FOREIGN)
    return refusalResponse(FOREIGN)
  }
  const refusal = await checkServerFnRequest(request)
  if (refusal) {
    logRefusal(request, refusal)
    return refusalResponse(refusal)
  }
  const call = { reached: false }
  try {
    const result = await calls.run(call, () => next())
    if (call.reached || result.response.status < 500) return result
  } catch (error) {
    if (call.reached) throw error
  }
  logRefusal(request, UNREADABLE)
  return refusalResponse(UNREADABLE)
})

/** Global function middleware: marks that the call got through to a server function. */
export const serverFnReached = createMiddleware({ type: 'function' }).server(({ next }) => {
  const call = calls.getStore()
  if (call) call.reached = true
  return next()
})
