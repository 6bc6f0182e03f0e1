// Work the page does not need to become interactive (the realtime client, the sign-in dialog's
// code) runs once the browser is idle after hydration; where requestIdleCallback is missing
// (Safari), shortly after.

/** SPEC.md §9: the idle-callback fallback. */
const IDLE_FALLBACK_MS = 50

/** Runs `run` when the browser is idle (within 2 s at the latest); the answer cancels it. */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, IDLE_FALLBACK_MS)
  return () => clearTimeout(timer)
}
