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

/**
 * Starts what the page does not need before it is idle, its code fetched then (`start` imports and
 * starts it, answering how to stop it); the answer stops it, whether it started yet or not. A
 * module that cannot be fetched now (offline, a deploy in between) is left unstarted.
 */
export function startWhenIdle(start: () => Promise<() => void>): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  const cancel = whenIdle(() => {
    start()
      .then((started) => {
        if (stopped) started()
        else stop = started
      })
      .catch(() => undefined)
  })
  return () => {
    stopped = true
    cancel()
    stop?.()
  }
}
