// The pages that answer a form posted to them: their routes have a POST handler (decision 031),
// every other page refuses a post with 405. By path after the locale prefix; the site's HTTP server
// lets a form's body through to these alone (server/request-body.ts).
import { splitLocalePath } from '../site/site-urls'

export const FORM_PAGES: readonly string[] = [
  '/contact',
  '/personal-information',
  '/access-denied',
  '/login',
  '/register',
  '/reset-password',
  '/auth/social',
]

/** Whether a form may be posted to `pathname`. */
export function isFormPage(pathname: string): boolean {
  return FORM_PAGES.includes(splitLocalePath(pathname).rest)
}

/** The largest form a page takes: a 5,000-character message, percent-encoded, with room to spare. */
export const MAX_FORM_BYTES = 64 * 1024
