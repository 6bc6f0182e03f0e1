// Development-only routes (404 in production): the mailbox, the analytics events recorded, the
// campaign an account recorded, claim creation and the development identity provider's pages.
import { Hono } from 'hono'
import { createClaimRequestSchema } from '../../contract/claims'
import { socialProviders } from '../../contract/vocabulary'
import { ApiError, parseOrThrow, readBody, validBody } from '../http/errors'
import { escapeHtml, htmlSecurityHeaders, page } from '../http/html'
import type { Services } from '../services'
import { devIdentitySchema, devOutcomes, devPkceSchema, issueDevCode, issueDevToken } from '../social/dev-provider'

export function devRoutes(s: Services) {
  const app = new Hono()

  // Both wait for HTML parts still being rendered (mail is rendered after the answer).
  app.get('/mail.json', async (c) => {
    await s.outbox.rendered()
    return c.json(s.outbox.list(c.req.query('to')))
  })

  // What the analytics calls recorded (api/track, store-meta, attribution), newest first: the
  // event, the page's locale and platform (X-User-Locale, X-User-Platform) and its payload.
  app.get('/analytics.json', (c) => {
    const event = c.req.query('event')
    const rows = s.db
      .prepare(
        `SELECT kind, event, m_id, payload, locale, platform, created_at FROM analytics_events
         ${event === undefined ? '' : 'WHERE event = ?'} ORDER BY id DESC LIMIT 100`,
      )
      .all(...(event === undefined ? [] : [event])) as { payload: string; created_at: number }[]
    return c.json(
      rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown, created_at: new Date(row.created_at).toISOString() })),
    )
  })

  // The campaign an account recorded when it was created (users.query), so that a test can follow
  // a campaign from the address bar to the account (docs/decisions/110).
  app.get('/account.json', (c) => {
    const user = s.users.findByEmail(c.req.query('email') ?? '')
    if (!user) throw new ApiError(404, 'No such account.')
    return c.json({ email: user.email, m_id: user.m_id, query: user.query })
  })

  app.get('/mail', async (c) => {
    await s.outbox.rendered()
    const to = c.req.query('to')
    const mails = s.outbox.list(to)
    const items = mails
      .map(
        (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at)}</time></p>
<p>${m.html === null ? '' : `<a href="/dev/mail/${m.id}/html">View as HTML</a> · `}<a href="/dev/mail/${m.id}/text">View as text</a></p>
<pre>${escapeHtml(m.text)}</pre>
<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
</article>`,
      )
      .join('\n')
    const body = `<h1>Development mailbox</h1>
<form method="get"><label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label><button>Filter</button></form>
${items || '<p>No messages yet.</p>'}`
    return c.html(page('Development mailbox', body), 200, htmlSecurityHeaders)
  })

  // Each mail as its recipient's mail reader gets it: the HTML part (behind a policy that lets it
  // load nothing and run nothing) and the plain-text part.
  const storedMail = (id: string) => {
    const mail = /^\d{1,12}$/.test(id) ? s.outbox.get(Number(id)) : null
    if (!mail) throw new ApiError(404, 'No such message.')
    return mail
  }

  app.get('/mail/:id/html', async (c) => {
    await s.outbox.rendered()
    const mail = storedMail(c.req.param('id'))
    if (mail.html === null) throw new ApiError(404, 'This message has no HTML part.')
    return c.html(mail.html, 200, {
      ...htmlSecurityHeaders,
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox allow-popups allow-top-navigation-by-user-activation",
    })
  })

  app.get('/mail/:id/text', (c) => {
    const mail = storedMail(c.req.param('id'))
    return c.text(`Subject: ${mail.subject}\nTo: ${mail.to}\n\n${mail.text}`, 200, {
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain; charset=utf-8',
    })
  })

  app.post('/claims', async (c) => {
    const body = await validBody(c, createClaimRequestSchema)
    return c.json(s.claims.create(body), 201)
  })

  app.get('/oauth/authorize', (c) => {
    const provider = c.req.query('provider') ?? ''
    const state = c.req.query('state') ?? ''
    if (!(socialProviders as readonly string[]).includes(provider) || !state) throw new ApiError(422, 'Unknown provider or missing state.')
    const pkce = parseOrThrow(devPkceSchema, {
      code_challenge: c.req.query('code_challenge'),
      code_challenge_method: c.req.query('code_challenge_method'),
    })
    const known = s.db
      .prepare('SELECT subject, email FROM social_identities WHERE provider = ? ORDER BY id DESC LIMIT 20')
      .all(provider) as { subject: string; email: string | null }[]
    const outcomeLabels: Record<(typeof devOutcomes)[number], string> = {
      approve: 'Approve: sign in as this identity',
      deny: 'Deny: the visitor cancels (error=access_denied)',
      disabled: 'Account disabled at the provider (403 with a message)',
    }
    const body = `<h1>Development identity provider: ${escapeHtml(provider)}</h1>
<p>Stands in for ${escapeHtml(provider)} outside production. Choose who signs in and what happens.</p>
<form method="post" action="/dev/oauth/authorize">
<input type="hidden" name="provider" value="${escapeHtml(provider)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
${pkce.code_challenge ? `<input type="hidden" name="code_challenge" value="${escapeHtml(pkce.code_challenge)}">` : ''}
<label>Subject id (the provider's user id) <input type="text" name="subject" required list="known" value="dev-${escapeHtml(crypto.randomUUID().slice(0, 8))}"></label>
<datalist id="known">${known.map((k) => `<option value="${escapeHtml(k.subject)}">${escapeHtml(k.email ?? '')}</option>`).join('')}</datalist>
<label>E-mail (leave empty for a provider that shares none) <input type="email" name="email"></label>
<label><input type="checkbox" name="email_verified" checked> The provider has verified this e-mail</label>
<fieldset><legend>Outcome</legend>
${devOutcomes.map((o, i) => `<label><input type="radio" name="outcome" value="${o}"${i === 0 ? ' checked' : ''}> ${escapeHtml(outcomeLabels[o])}</label>`).join('\n')}
</fieldset>
<button type="submit">Continue</button>
</form>`
    return c.html(page(`Sign in with ${provider} (development)`, body), 200, htmlSecurityHeaders)
  })

  app.post('/oauth/authorize', async (c) => {
    const form = await readBody(c)
    const state = typeof form.state === 'string' ? form.state : ''
    const identity = parseOrThrow(devIdentitySchema, form)
    const { code_challenge: codeChallenge } = parseOrThrow(devPkceSchema, { code_challenge: form.code_challenge || undefined })
    const target = new URL(s.config.socialRedirectUrl)
    target.searchParams.set('provider', identity.provider)
    if (identity.outcome === 'deny') target.searchParams.set('error', 'access_denied')
    else target.searchParams.set('code', issueDevCode(s, identity, codeChallenge))
    target.searchParams.set('state', state)
    return c.redirect(target.toString(), 303)
  })

  /** Tokens a native client would get from the provider, for POST auth/social/token. */
  app.post('/oauth/token', async (c) => {
    const identity = parseOrThrow(devIdentitySchema, await readBody(c))
    const token = issueDevToken(s, identity)
    return c.json({ id_token: token, access_token: token })
  })

  return app
}
