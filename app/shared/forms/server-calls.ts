// How the browser's forms call the server: the fetcher Start needs for a server-function call is
// fetched while the page is idle, so a first submit downloads no code; and a call that cannot
// reach the site is told apart from one the site answered with a failure. No connection: the
// visitor's network is down (`offline`), and trying again later works. An answer that is not the
// function's: the service is down (`unavailable`).
// A browser keeps a module that failed to load as failed for the rest of the page's life, so once
// the fetcher could not be loaded (the connection was down), no server function can be called
// from this page again: the forms then let the browser post them, as without JavaScript
// (`postNatively`), which works as soon as the connection is back.

/** Fetches Start's server-function fetcher ahead of the first call; failures are left to that call. */
export function preloadServerCalls(): void {
  import('virtual:pollwise/server-fn-fetcher').catch(() => undefined)
}

/**
 * Whether a failed call never reached the site: the browser says it is offline, or the request
 * (or the code it needed) failed as a network error does, with a TypeError from fetch or import().
 */
export function isConnectionFailure(error: unknown, online: boolean = navigator.onLine): boolean {
  return !online || error instanceof TypeError
}

export type CallFailure = { ok: false; reason: 'offline' } | { ok: false; reason: 'unavailable' }

let codeMissing = false

/** Whether the failure was the code of the call not loading (a dynamic import), not the call itself. */
export function isCodeFailure(error: unknown): boolean {
  return error instanceof TypeError && /module|import/i.test(error.message)
}

/** Whether this page can no longer call the server from script: its forms must be posted by the browser. */
export function postNatively(): boolean {
  return codeMissing
}

/** A server-function call whose throw becomes a failure the form can word. */
export async function callServer<T>(request: () => Promise<T>): Promise<T | CallFailure> {
  try {
    return await request()
  } catch (error) {
    if (isCodeFailure(error)) codeMissing = true
    return { ok: false, reason: isConnectionFailure(error) ? 'offline' : 'unavailable' }
  }
}
