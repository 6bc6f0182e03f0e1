// Laravel-shaped error answers and the body reader every route uses: malformed JSON is a 400,
// validation failures a 422 `{ message, errors }`, never a 500.
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import type { ValidationError } from '../../contract/errors'
import { parseRule } from '../../contract/validation'
import { waitInEnglish } from '../../contract/wait-time'
import { logger } from '../log/logger'
import type { NodeBindings } from './request-context'
import { laravelMessage } from './validation-wording'

const log = logger('api')

/** Thrown anywhere in a handler; turned into `{ message, errors? }` by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Machine-readable members besides the message, for a refusal the site acts on (a passkey's `unknown_credential`). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/** The 429 answer of a spent budget, with the seconds to wait. */
export function throttled(retryAfterSec: number, what = 'requests'): ApiError {
  return new ApiError(429, `Too many ${what}. Please try again in ${waitInEnglish(retryAfterSec)}.`, undefined, {
    'Retry-After': String(retryAfterSec),
  })
}

export function validationError(errors: Record<string, string[]>): ApiError {
  const messages = Object.values(errors).flat()
  const more = messages.length - 1
  const message = `${messages[0] ?? 'The given data was invalid.'}${more > 0 ? ` (and ${more} more error${more > 1 ? 's' : ''})` : ''}`
  return new ApiError(422, message, errors)
}

/**
 * Zod issues → `{ field: [messages] }` in Laravel's words, each message once. The field is the
 * issue's first path segment, a name the request schema declares: a key the client chose inside
 * a free-form object (`data.<anything>`) is never echoed back, nor are the schema's internals
 * (patterns, option lists): only rule keys reach the wording.
 */
export function zodErrors(error: z.core.$ZodError): ValidationError['errors'] {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body'
    const message = laravelMessage(field, parseRule(issue.message))
    const messages = (out[field] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  return out
}

export function parseOrThrow<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input)
  if (!result.success) throw validationError(zodErrors(result.error))
  return result.data
}

/** Reads a JSON or form-encoded body as a plain object. Empty body → {}. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? ''
  const text = await c.req.text()
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'The request body must be a JSON object.')
  }
  return value as Record<string, unknown>
}

export async function validBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseOrThrow(schema, await readBody(c))
}

/** nginx's "client closed request": no one receives it, but the request log names the case. */
export const CLIENT_CLOSED_REQUEST = 499

/** How Node and @hono/node-server report a request body cut off by its client. */
const DISCONNECT_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE'])
const DISCONNECT_MESSAGES: ReadonlySet<string> = new Set(['aborted', 'Client connection prematurely closed.'])

/**
 * Whether `error` is the client going away mid-request (an aborted body, a closed socket): the
 * connection is gone and the error is the one a broken read gives. Anything else, even on a
 * closed connection, is a real failure and keeps its stack.
 */
export function clientWentAway(c: Context, error: unknown): boolean {
  const incoming = (c.env as NodeBindings | undefined)?.incoming
  if (incoming?.destroyed !== true || !(error instanceof Error)) return false
  const code = (error as Error & { code?: unknown }).code
  return (
    error === incoming.errored ||
    (typeof code === 'string' && DISCONNECT_CODES.has(code)) ||
    DISCONNECT_MESSAGES.has(error.message) ||
    error.name === 'AbortError'
  )
}

export function errorResponse(c: Context, error: unknown): Response {
  // Nobody is there to answer; the request log line (app.ts) is all that is left of it.
  if (clientWentAway(c, error)) return new Response(null, { status: CLIENT_CLOSED_REQUEST })
  if (error instanceof ApiError) {
    for (const [k, v] of Object.entries(error.headers ?? {})) c.header(k, v)
    return c.json({ ...error.data, message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.status)
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || 'Request failed.' }, error.status)
  }
  log.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error')
  return c.json({ message: 'Server Error' }, 500)
}
