// Refuses malformed server-function requests before TanStack Start reads them, so that bad input
// gets a short 4xx and one log line instead of a 500 with a stack trace: a body that is too large,
// not JSON, JSON that is not a serialized payload, a wrong content type, an unknown function id.
import { createMiddleware, defaultSerovalDeserializerPlugins } from '@tanstack/react-start'
import { fromJSON } from 'seroval'

export const MAX_SERVER_FN_BODY_BYTES = 64 * 1024

export interface Refusal {
  status: 400 | 404 | 413 | 415
  message: string
}

/** Reads at most `limit` bytes of a body; null when it is longer. */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) return null
  if (!request.body) return ''
  const reader = request.clone().body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * Whether Start will be able to read the payload: the same deserialization, tried first. Start adds
 * the start instance's serialization adapters to these plugins; this site declares none (and its
 * start context does not exist yet while request middleware runs), so the default plugins match.
 */
function isSerializedPayload(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  try {
    // fromJSON checks the node tree as it reads it: a malformed one throws.
    const payload: unknown = fromJSON(value as Parameters<typeof fromJSON>[0], { plugins: defaultSerovalDeserializerPlugins })
    return typeof payload === 'object' && payload !== null
  } catch {
    return false
  }
}

function checkJson(text: string): Refusal | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { status: 400, message: 'The request body is not valid JSON.' }
  }
  return isSerializedPayload(value) ? null : { status: 400, message: 'The request payload is malformed.' }
}

/** What is wrong with a server-function request, or null when it may go on. */
export async function checkServerFnRequest(request: Request): Promise<Refusal | null> {
  const url = new URL(request.url)
  if (request.method === 'GET') {
    const payload = url.searchParams.get('payload')
    if (payload === null) return null
    if (payload.length > MAX_SERVER_FN_BODY_BYTES) return { status: 413, message: 'The request is too large.' }
    return checkJson(payload)
  }
  if (request.method !== 'POST') return null // Start answers 405 itself.
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return { status: 415, message: 'The request body must be JSON.' }
  const text = await readLimited(request, MAX_SERVER_FN_BODY_BYTES)
  if (text === null) return { status: 413, message: 'The request body is too large.' }
  if (text.trim() === '') return null
  return checkJson(text)
}

export function refusalResponse(refusal: Refusal): Response {
  return Response.json({ message: refusal.message }, { status: refusal.status, headers: { 'Cache-Control': 'no-store' } })
}

function logRefusal(request: Request, refusal: Refusal): void {
  console.warn(`[site] refused ${request.method} ${new URL(request.url).pathname}: ${refusal.status} ${refusal.message}`)
}

export const serverFnGuard = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  const refusal = await checkServerFnRequest(request)
  if (refusal) {
    logRefusal(request, refusal)
    return refusalResponse(refusal)
  }
  try {
    return await next()
  } catch (error) {
    // Start looks the id up outside its own error handling; an unknown id surfaces here.
    if (error instanceof Error && /^Server function (info not found|module)/.test(error.message)) {
      const unknown: Refusal = { status: 404, message: 'Unknown server function.' }
      logRefusal(request, unknown)
      return refusalResponse(unknown)
    }
    throw error
  }
})
