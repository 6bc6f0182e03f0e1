// The minimal member application at /app (the default APP_URL): shows who the auth-token
// cookie belongs to, and signs out — only when asked from its own page.
import { Hono } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { escapeHtml, htmlSecurityHeaders, page } from '../http/html'
import { isSameOriginRequest } from '../http/same-origin'
import type { Services } from '../services'

export function memberAppRoutes(s: Services) {
  const app = new Hono()
  const site = s.config.siteName
  // The page may be served at APP_URL or straight from the API.
  const ownOrigins = [...new Set([new URL(s.config.appUrl).origin, new URL(s.config.apiPublicUrl).origin])]

  app.get('/', (c) => {
    const token = getCookie(c, 'auth-token')
    const userId = token ? s.sessions.resolve(token) : null
    const user = userId === null ? null : s.users.findById(userId)
    const body = user
      ? `<h1>${escapeHtml(site)} member app</h1>
<p>Signed in as <strong>${escapeHtml(user.email)}</strong> (marketing id <code>${escapeHtml(user.m_id)}</code>, locale <code>${escapeHtml(user.locale)}</code>).</p>
<form method="post" action="/app/sign-out"><button type="submit">Sign out</button></form>`
      : `<h1>${escapeHtml(site)} member app</h1>
<p>No one is signed in.</p>
<p><a href="${escapeHtml(s.config.siteUrl)}/login">Sign in</a></p>`
    return c.html(page(`${site} app`, body), 200, htmlSecurityHeaders)
  })

  app.post('/sign-out', (c) => {
    if (!isSameOriginRequest(c, ownOrigins)) {
      const body = `<h1>Sign-out refused</h1>
<p>This request did not come from the ${escapeHtml(site)} member app, so you are still signed in.</p>
<p><a href="/app">Back to the member app</a></p>`
      return c.html(page('Sign-out refused', body), 403, htmlSecurityHeaders)
    }
    const token = getCookie(c, 'auth-token')
    if (token) s.sessions.revoke(token)
    deleteCookie(c, 'auth-token', { path: '/' })
    return c.redirect('/app', 303)
  })

  return app
}
