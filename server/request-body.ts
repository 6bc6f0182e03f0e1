// The one body reader of the site's HTTP server. Every request that carries a body is read here,
// before TanStack Start sees it, against the limit of the endpoint it is addressed to. The count
// runs while the bytes arrive, chunked or not, so an oversized upload is refused at the first byte
// past its limit: nothing is buffered beyond the limit, and nothing waits on a body nobody reads.
import type { IncomingMessage } from 'node:http'
import { isFormPage, MAX_FORM_BYTES } from '../app/shared/forms/form-pages.ts'

/** Endpoints that read a body, by path prefix. A body sent anywhere else is refused. */
export const BODY_LIMITS: readonly { prefix: string; maxBytes: number }[] = [
  // Server functions: the sign-in dialog and the request forms (a contact message is the largest).
  { prefix: '/_serverFn/', maxBytes: 64 * 1024 },
  // pusher-js's channel authorisation: a socket id and a channel name.
  { prefix: '/broadcasting/', maxBytes: 4 * 1024 },
  // A first visit's record: a locale, a path and a referrer of at most 2,048 characters each.
  { prefix: '/api/first-visit', maxBytes: 16 * 1024 },
  // The header's sign-out form: the page to come back to.
  { prefix: '/api/sign-out', maxBytes: 4 * 1024 },
]

/** The largest body the endpoint at `pathname` takes; 0 where no endpoint reads one. */
export function bodyLimitFor(pathname: string): number {
  // A page with a form takes the form posted without JavaScript (app/shared/forms/form-pages.ts).
  if (isFormPage(pathname)) return MAX_FORM_BYTES
  return BODY_LIMITS.find((rule) => pathname.startsWith(rule.prefix))?.maxBytes ?? 0
}

/** Whether the request announces a body (a length above zero, or any transfer coding). */
export function announcesBody(headers: IncomingMessage['headers']): boolean {
  if (headers['transfer-encoding'] !== undefined) return true
  const length = headers['content-length']
  return length !== undefined && length.trim() !== '0'
}

export type BodyResult = { kind: 'read'; body: Buffer } | { kind: 'too_large' } | { kind: 'aborted' }

/**
 * Reads the whole body if it stays within `maxBytes`. Past the limit (or when Content-Length
 * already says so) it stops reading at once, leaves the rest on the wire for the caller to cut,
 * and keeps none of what it read.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ kind: 'too_large' })
  return new Promise((resolve) => {
    let chunks: Buffer[] = []
    let size = 0
    const settle = (result: BodyResult) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onGone)
      req.off('close', onGone)
      chunks = []
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > maxBytes) {
        req.pause()
        settle({ kind: 'too_large' })
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => settle({ kind: 'read', body: Buffer.concat(chunks, size) })
    const onGone = () => settle({ kind: 'aborted' })
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onGone)
    req.on('close', onGone)
  })
}
