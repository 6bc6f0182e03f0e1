// Build freshness (SPEC.md §4, DESIGN.md §6): when may an open tab reload for a newer build, and
// may it reload for a failed chunk (a stale build's file that is gone)? Pure rules; the browser
// side is app/shared/freshness/keep-fresh.ts.

/** SPEC.md §9: a stale-chunk reload happens at most once in this window. */
export const RELOAD_GUARD_MS = 10_000

/** How often an open tab asks for the newest build id (and whenever it becomes visible). */
export const POLL_INTERVAL_MS = 5 * 60_000

/**
 * The id builds/latest.json names, or null for anything else (missing, malformed, a 404 body).
 * Written out rather than with the contract's zod schema, which would put zod in every page's
 * first JavaScript; the test holds both to the same cases.
 */
export function latestBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null
  const { id } = body
  return typeof id === 'string' && id.length >= 1 && id.length <= 100 ? id : null
}

/** Whether `latest` is a different build from the one running; never under `vite dev`. */
export function isNewBuild(current: string, latest: string | null): boolean {
  return current !== 'dev' && latest !== null && latest !== current
}

/**
 * Whether a failed chunk load may reload the page now, given the session marker (the time of the
 * last such reload, as text). No marker, an unreadable one, or one older than the guard: yes.
 */
export function shouldReloadForStaleChunk(nowMs: number, marker: string | null): boolean {
  if (marker === null) return true
  const at = Number(marker)
  if (!Number.isFinite(at)) return true
  return nowMs - at >= RELOAD_GUARD_MS || at > nowMs
}

/**
 * A form control as far as "did the visitor type something" goes. `edited`: the visitor changed
 * it (an input event); React mirrors a controlled value into the default, so a control's default
 * cannot tell.
 */
export interface ControlState {
  type: string
  value: string
  edited: boolean
}

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file'])

/** Whether any control holds something the visitor entered (a reload would lose it). */
export function hasTypedText(controls: readonly ControlState[]): boolean {
  return controls.some((control) => {
    if (!control.edited || NOT_TYPED.has(control.type)) return false
    if (control.type === 'checkbox' || control.type === 'radio' || control.type === 'select') return true
    return control.value.trim() !== ''
  })
}

/**
 * The site's own chunk a failed load names (`Failed to fetch dynamically imported module:
 * https://site/assets/x.js`, Vite's `Unable to preload CSS for /assets/x.css`), as an absolute URL
 * on the page's origin; null for anything else.
 */
export function chunkUrlOf(error: unknown, pageUrl: string): string | null {
  const message = error instanceof Error ? error.message : String(error ?? '')
  const match = /(?:https?:\/\/[^\s'"]+)?\/assets\/[\w.-]+\.(?:js|css)/.exec(message)
  if (!match) return null
  const url = new URL(match[0], pageUrl)
  return url.origin === new URL(pageUrl).origin ? url.href : null
}
