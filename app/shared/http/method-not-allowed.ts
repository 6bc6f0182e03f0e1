// A server route's answer to a method it does not take. Without an `ANY` handler Start hands such
// a request to the page router, which renders a blank 200.
import { applyBaseline } from './security-headers'

/** The `ANY` handler of a server route that takes only the methods in `allow`. */
export function methodNotAllowed(allow: 'GET, HEAD' | 'POST') {
  return (): Response => {
    const headers = new Headers({ Allow: allow, 'Cache-Control': 'no-store', 'Content-Type': 'application/json' })
    applyBaseline(headers)
    return new Response(JSON.stringify({ message: 'Method not allowed.' }), { status: 405, headers })
  }
}
