// A sign-in step posted before the page ran (or without JavaScript), as the dialog opens with it:
// the machine's state after the post, what was typed (never a password) and the notices the
// browser would have shown as toasts. Read once by the sign-in routes' loaders
// (auth-state.server.ts); in the browser a client navigation never carries one.
import { createIsomorphicFn } from '@tanstack/react-start'
import { type PostedAuth, readPostedAuth } from './auth-state.server'

export type { AuthNotice, PostedAuth } from './auth-state.server'

/** The outcome of a sign-in step posted to this page, if one waits; `context` is the loader's. */
export const loadPostedAuth = createIsomorphicFn()
  .server((context: object): PostedAuth | null => readPostedAuth('serverContext' in context ? context.serverContext : undefined))
  .client((): PostedAuth | null => null)
