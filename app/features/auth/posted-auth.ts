// A sign-in step posted before the page ran (or without JavaScript), as the dialog opens with it:
// the machine's state after the post, what was typed (never a password) and the notices the
// browser would have shown as toasts. Read once by the sign-in routes' loaders
// (auth-state.server.ts); in the browser a client navigation never carries one, and the browser's
// build has none of this code.
import type { PostedAuth } from './auth-state.server'

export type { AuthNotice, PostedAuth } from './auth-state.server'

/** The outcome of a sign-in step posted to this page, if one waits; `serverContext` is the loader's. */
export async function loadPostedAuth(serverContext: unknown): Promise<PostedAuth | null> {
  if (!import.meta.env.SSR) return null
  const { readPostedAuth } = await import('./auth-state.server')
  return readPostedAuth(serverContext)
}
