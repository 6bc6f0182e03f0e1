// What a page's loader reads of a form posted to it without JavaScript: the outcome its post's 303
// left in the `form_outcome` cookie, or the one the post's own answer renders with
// (form-action.server.ts). Only a full page load can carry one, so in the browser (a client
// navigation) there is never any, and nothing is asked.
import { createIsomorphicFn } from '@tanstack/react-start'
import type { PostedOutcome } from './form-action.server'
import { takePostedOutcome } from './form-action.server'

export type { PostedOutcome, PostedResult } from './form-action.server'

/** The outcome waiting for `form`, read once; `context` is the loader's (its `serverContext`). */
export const loadPostedOutcome = createIsomorphicFn()
  .server((form: string, context: object): PostedOutcome | null =>
    takePostedOutcome(form, 'serverContext' in context ? context.serverContext : undefined),
  )
  .client((): PostedOutcome | null => null)
