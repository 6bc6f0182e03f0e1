// How the browser's forms call the server: the fetcher Start needs for a server-function call is
// fetched while the page is idle, so a first submit downloads no code; and a call that cannot
// reach the site is told apart from one the site answered with a failure. No connection: the
// visitor's network is down (`offline`), and trying again later works. An answer that is not the
// function's: the service is down (`unavailable`).

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

/** A server-function call whose throw becomes a failure the form can word. */
export async function callServer<T>(request: () => Promise<T>): Promise<T | CallFailure> {
  try {
    return await request()
  } catch (error) {
    return { ok: false, reason: isConnectionFailure(error) ? 'offline' : 'unavailable' }
  }
}
