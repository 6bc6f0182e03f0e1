// Paths that begin `//` or `/\` are read by browsers as another host ("protocol-relative"). Left
// to the framework they turn into a redirect to whatever the Host header names; here they are
// answered first, with a redirect to the same path on this host and the security headers.
import { BASELINE_HEADERS } from './security-headers'

export function protocolRelativeRedirect(request: Request): Response | null {
  const raw = new URL(request.url).pathname
  if (!/^\/[/\\]/.test(raw) && !/^\/%5c/i.test(raw)) return null
  const path = `/${raw.replace(/^(?:[/\\]|%5c)+/i, '')}`
  return new Response(null, { status: 308, headers: { ...BASELINE_HEADERS, Location: path, 'Cache-Control': 'no-store' } })
}
