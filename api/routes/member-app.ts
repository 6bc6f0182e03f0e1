// The minimal member application at /app (the default APP_URL): shows who the auth-token
// cookie belongs to, and signs out.
import { Hono } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { escapeHtml, htmlSecurityHeaders, page } from '../http/html'
import type { Services } from '../services'

export function memberAppRoutes(s: Services) {
  const app = new Hono()
  const site = s.config.siteName

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
    const token = getCookie(c, 'auth-token')
    if (token) s.sessions.revoke(token)
    deleteCookie(c, 'auth-token', { path: '/' })
    return c.redirect('/app', 303)
  })

  return app
}
