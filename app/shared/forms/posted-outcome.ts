// What a page's loader reads of a form posted to it without JavaScript: the outcome its post's 303
// left in the `form_outcome` cookie, or the one the post's own answer renders with
// (form-action.server.ts). Only a full page load can carry one, so in the browser (a client
// navigation) there is never any, and the browser's build has none of this code.
import type { PostedOutcome } from './form-action.server'

export type { PostedOutcome, PostedResult } from './form-action.server'

/** The outcome waiting for `form`, read once; `serverContext` is the loader's (a post's own answer puts it there). */
export async function loadPostedOutcome(form: string, serverContext: unknown): Promise<PostedOutcome | null> {
  if (!import.meta.env.SSR) return null
  const { takePostedOutcome } = await import('./form-action.server')
  return takePostedOutcome(form, serverContext)
}
