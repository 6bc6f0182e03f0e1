// Signing out, from the header's form on every page (POST /api/sign-out): with or without
// JavaScript, the session cookie goes whatever the API says (the visitor asked to be signed out
// here), the API ends the session, and a 303 brings the visitor back to the page they were on —
// its path only, on this site, never anywhere a posted value could point.
import { endpoints } from '../../../contract/endpoints'
import { api, currentCaller } from '../../shared/api/api.server'
import { type FormPostHandler, readPostedForm, seeOther, siteOrigins } from '../../shared/forms/form-action.server'
import { endSession, sessionToken } from '../../shared/session/session.server'
import { isPagePathname } from '../../shared/site/request-routing'
import { splitLocalePath } from '../../shared/site/site-urls'

/** The page to come back to: a path of this site's pages, else the home page. */
export function returnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || value.length > 2048 || !value.startsWith('/')) return '/'
  let url: URL
  try {
    url = new URL(value, 'http://site.invalid')
  } catch {
    return '/'
  }
  return url.origin === 'http://site.invalid' && isPagePathname(url.pathname) ? url.pathname : '/'
}

export const signOutAction: FormPostHandler = async ({ request }) => {
  const data = await readPostedForm(request, siteOrigins())
  if (data instanceof Response) return data
  const path = returnPath(data.get('return'))
  const token = sessionToken()
  endSession()
  if (token) await api().call(endpoints.logout, currentCaller(splitLocalePath(path).prefix ?? 'en', token), { body: {} })
  return seeOther(path)
}
