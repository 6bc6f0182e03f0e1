// Security headers of every response (DESIGN.md §8). The CSP carries the per-request nonce that
// the router stamps on each script it renders; no script runs without it.

export function contentSecurityPolicy(nonce: string, extraConnect: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...extraConnect].join(' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

/** Copies the baseline onto a response's headers and merges Vary values without duplicates. */
export function applyBaseline(headers: Headers, vary: readonly string[] = []): void {
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) headers.set(name, value)
  if (vary.length) {
    const current = (headers.get('Vary') ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
    const merged = [...current]
    for (const v of vary) if (!merged.some((m) => m.toLowerCase() === v.toLowerCase())) merged.push(v)
    headers.set('Vary', merged.join(', '))
  }
}
