// Social sign-in: GET redirect → provider (or the development provider), GET callback with the
// provider's code and our single-use state, POST token for tokens obtained by native clients.
import { generateCodeVerifier } from 'arctic'
import { Hono } from 'hono'
import { socialCallbackQuerySchema, socialRedirectQuerySchema, socialTokenRequestSchema } from '../../contract/auth'
import type { SocialProvider } from '../../contract/vocabulary'
import { spend } from '../auth/throttling'
import { ApiError, parseOrThrow, validBody } from '../http/errors'
import { userLocale, userPlatform } from '../http/request-context'
import { TTL } from '../security/tokens'
import type { Services } from '../services'
import { consumeDevCode, verifyDevToken } from '../social/dev-provider'
import { authorizationUrl, exchangeCode, providerMode } from '../social/providers'
import { resolveSocial, type ProviderOutcome } from '../social/resolve'
import { verifyProviderToken } from '../social/verify-token'

const FAILED = 'Social sign-in failed. Please try again.'

export function socialRoutes(s: Services) {
  const app = new Hono()

  const unavailable = (provider: SocialProvider) =>
    new ApiError(422, `Sign-in with ${provider} is not available.`, { provider: [`Sign-in with ${provider} is not available.`] })

  app.get('/redirect', (c) => {
    const { provider } = parseOrThrow(socialRedirectQuerySchema, c.req.query())
    const mode = providerMode(s.config, provider)
    if (mode === 'unavailable') throw unavailable(provider)
    // PKCE where the provider supports it (Google); the verifier stays with the single-use state.
    const codeVerifier = mode === 'real' && provider === 'google' ? generateCodeVerifier() : undefined
    const { token: state } = s.tokens.issue({ purpose: 'oauth_state', ttlMs: TTL.oauthState, payload: { provider, codeVerifier } })
    if (mode === 'real') return c.json({ url: authorizationUrl(s.config, provider, state, codeVerifier) })
    const url = new URL(`${s.config.apiPublicUrl}/dev/oauth/authorize`)
    url.searchParams.set('provider', provider)
    url.searchParams.set('state', state)
    return c.json({ url: url.toString() })
  })

  app.get('/callback', async (c) => {
    const q = parseOrThrow(socialCallbackQuerySchema, c.req.query())
    spend(s, c, 'social', { perIp: s.config.throttles.socialPerIp })
    const row = s.tokens.consume('oauth_state', q.state)
    const saved = row ? (JSON.parse(row.payload ?? '{}') as { provider?: string; codeVerifier?: string }) : null
    if (!saved || saved.provider !== q.provider) throw new ApiError(401, 'This sign-in attempt is invalid or has expired.')
    if (q.error || !q.code) throw new ApiError(401, q.error === 'access_denied' ? 'Sign-in was cancelled.' : FAILED)
    let outcome: ProviderOutcome | null
    const mode = providerMode(s.config, q.provider)
    if (mode === 'dev') outcome = consumeDevCode(s, q.provider, q.code)
    else if (mode === 'real') outcome = await exchangeCode(s.config, q.provider, q.code, saved.codeVerifier).catch(() => null)
    else outcome = null
    if (!outcome) throw new ApiError(401, FAILED)
    const answer = resolveSocial(s, outcome, { platform: userPlatform(c), locale: userLocale(c) })
    return c.json(answer.body, answer.status)
  })

  app.post('/token', async (c) => {
    const body = await validBody(c, socialTokenRequestSchema)
    spend(s, c, 'social', { perIp: s.config.throttles.socialPerIp })
    const mode = providerMode(s.config, body.provider)
    if (mode === 'unavailable') throw unavailable(body.provider)
    const token = body.id_token ?? body.access_token ?? ''
    const outcome =
      mode === 'dev'
        ? verifyDevToken(s, body.provider, token)
        : await verifyProviderToken(s.config, body.provider, body, s.clock()).catch(() => null)
    if (!outcome) throw new ApiError(401, FAILED)
    const answer = resolveSocial(s, outcome, { platform: userPlatform(c), locale: userLocale(c) })
    return c.json(answer.body, answer.status)
  })

  // Apple posts its answer (response_mode=form_post); pass it on to the site's social page.
  app.post('/apple/form-post', async (c) => {
    const form = new URLSearchParams(await c.req.text())
    const target = new URL(s.config.socialRedirectUrl)
    target.searchParams.set('provider', 'apple')
    for (const key of ['code', 'state', 'error']) {
      const value = form.get(key)
      if (value) target.searchParams.set(key, value.slice(0, 2048))
    }
    return c.redirect(target.toString(), 303)
  })

  return app
}
