// Security headers of every response (DESIGN.md §8). The CSP carries the per-request nonce that
// the router stamps on each script it renders; no script runs without it.

/** Origins beyond the site's own: the realtime websocket, where forms may lead and, when configured, analytics. */
export interface CspOrigins {
  connect?: readonly string[]
  img?: readonly string[]
  /** Where a form's post may end up through its redirects (form-action covers them). */
  form?: readonly string[]
}

/**
 * Where the identity providers' sign-in pages are: a social sign-in is a form posted to the page,
 * answered with a 303 to one of them (Facebook sends phones on to its mobile host).
 */
export const SOCIAL_SIGN_IN_ORIGINS = [
  'https://accounts.google.com',
  'https://www.facebook.com',
  'https://m.facebook.com',
  'https://appleid.apple.com',
]

/** The realtime server's websocket origin, as the browser will open it. */
export function realtimeSocketOrigin(realtime: { host: string; port: number; tls: boolean }): string {
  const defaultPort = realtime.tls ? 443 : 80
  const host = realtime.host.includes(':') ? `[${realtime.host}]` : realtime.host
  return `${realtime.tls ? 'wss' : 'ws'}://${host}${realtime.port === defaultPort ? '' : `:${realtime.port}`}`
}

/** Origins the analytics container talks to; allowed only when a container is configured. */
export const ANALYTICS_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']

/** The page CSP's extra origins for these public settings. */
export function pageOrigins(settings: {
  realtime: { host: string; port: number; tls: boolean }
  analyticsContainerId: string | null
  /** Where the site's forms lead besides itself: the member app, and the API's own sign-in pages (its development provider). */
  formTargets?: readonly string[]
}): CspOrigins {
  const analytics = settings.analyticsContainerId ? ANALYTICS_ORIGINS : []
  return {
    connect: [realtimeSocketOrigin(settings.realtime), ...analytics],
    img: analytics,
    form: [...new Set([...(settings.formTargets ?? []), ...SOCIAL_SIGN_IN_ORIGINS])],
  }
}

export function contentSecurityPolicy(nonce: string, extra: CspOrigins = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    ['img-src', "'self'", 'data:', ...(extra.img ?? [])].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...(extra.connect ?? [])].join(' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ['form-action', "'self'", ...(extra.form ?? [])].join(' '),
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
