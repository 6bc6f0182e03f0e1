// Small pieces of HTTP the site server decides before the app sees a request: which encodings a
// client accepts, the request's id, and how a path is written into the log.
import { randomUUID } from 'node:crypto'

/**
 * The content codings a client accepts (q above 0), lower-case, in its own order. `identity` and
 * `*` are kept as written; a coding refused with `q=0` is left out.
 */
export function acceptedEncodings(header: string | undefined): string[] {
  if (!header) return []
  const accepted: string[] = []
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    if (!name) continue
    const q = params.find((param) => /^q=/i.test(param))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (Number.isFinite(weight) && weight > 0) accepted.push(name.toLowerCase())
  }
  return accepted
}

/** Whether a gzip answer may be sent: gzip (or `*`) accepted with q above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  const accepted = acceptedEncodings(header)
  return accepted.includes('gzip') || (accepted.includes('*') && !/\bgzip\s*;\s*q=0(?:\.0*)?\s*(?:,|$)/i.test(header ?? ''))
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The id a proxy in front gave the request (`X-Request-Id`), when it is a plain token; else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID()
}

/**
 * A request's path for the log: the parameters' names without their values (a query may carry an
 * e-mailed link's secret or an address), cut to 300 characters.
 */
export function loggedPath(url: string | undefined): string {
  const [path = '/', query] = (url ?? '/').split('?', 2)
  const names = query
    ? query
        .split('&')
        .map((pair) => pair.split('=', 1)[0])
        .filter(Boolean)
    : []
  const written = names.length ? `${path}?${names.join('&')}` : path
  return written.length > 300 ? `${written.slice(0, 299)}…` : written
}
