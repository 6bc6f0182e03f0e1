// Readers for the query strings of the sign-in pages (`?from=email`, the OAuth return). Route search validation runs in every page's bundle, so it stays this small: anything
// that is not a string of sensible length is dropped, never an error. The values' real checks are
// the zod schemas of the server functions they are sent to.

/** A non-empty string of at most `max` characters, else undefined. */
export function optionalText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined
}

/** One of `allowed`, else undefined. */
export function optionalOneOf<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined
}

/**
 * `?from=email`: the page was opened from an e-mailed link whose secret the server has moved out of
 * the address bar into a cookie (shared/session/pending-link.ts).
 */
export const FROM_EMAIL = 'email'
export const fromEmail = (raw: Record<string, unknown>): boolean => raw.from === FROM_EMAIL

/**
 * Every query parameter a page reads while it renders (each route's `validateSearch` reads `raw.`
 * one of these). The render cache keys a page on these alone (server/cache/page-variant.ts):
 * campaign ids and any other parameter leave the HTML unchanged, so they leave the key too.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set(['from', 'show_qr', 'provider', 'state', 'code', 'error'])
