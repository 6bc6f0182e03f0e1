// Social sign-in: GET redirect → provider (or the development provider), GET callback with the
// provider's code and our single-use state, POST token for tokens obtained by native clients.
// With the site's PKCE challenge (docs/decisions/107) only the browser holding its verifier can
// finish the sign-in it began.
import { generateCodeVerifier } from 'arctic'
import { Hono } from 'hono'
import { z } from 'zod'
import { socialProviderField } from '../../contract/auth'
import { endpoints } from '../../contract/endpoints'
import type { SocialProvider } from '../../contract/vocabulary'
import { verifierMatches } from '../auth/pkce'
import { spend } from '../auth/throttling'
import { serve } from '../http/endpoint-routes'
import { ApiError, parseOrThrow, validBody } from '../http/errors'
import { userLocale, userPlatform } from '../http/request-context'
import { TTL } from '../security/tokens'
import type { Services } from '../services'
import { consumeDevCode, verifyDevToken } from '../social/dev-provider'
import { APPLE_FORM_POST_PATH, authorizationUrl, exchangeCode, providerMode } from '../social/providers'
import { resolveSocial, type ProviderOutcome } from '../social/resolve'
import { verifyProviderToken } from '../social/verify-token'

const FAILED = 'Social sign-in failed. Please try again.'
const BAD_STATE = 'This sign-in attempt is invalid or has expired.'

/** What the single-use state keeps between redirect and callback. */
const oauthStateSchema = z.object({
  provider: socialProviderField(),
  /** The site's S256 challenge: the callback must bring its verifier. */
  codeChallenge: z.string().optional(),
  /** Google, for clients that send no challenge: the API's own verifier. */
  codeVerifier: z.string().optional(),
})
type OAuthState = z.output<typeof oauthStateSchema>

function savedState(payload: string | null): OAuthState | null {
  const parsed = oauthStateSchema.safeParse(JSON.parse(payload ?? 'null'))
  return parsed.success ? parsed.data : null
}

export function socialRoutes(s: Services) {
  const app = new Hono()

  const unavailable = (provider: SocialProvider) =>
    new ApiError(422, `Sign-in with ${provider} is not available.`, { provider: [`Sign-in with ${provider} is not available.`] })

  serve(app, endpoints.socialRedirect, (c) => {
    const { provider, code_challenge: codeChallenge } = parseOrThrow(endpoints.socialRedirect.query, c.req.query())
    const mode = providerMode(s.config, provider)
    if (mode === 'unavailable') throw unavailable(provider)
    // Without the site's challenge (other clients), Google still gets PKCE: the API makes the
    // verifier and keeps it with the single-use state.
    const codeVerifier = !codeChallenge && mode === 'real' && provider === 'google' ? generateCodeVerifier() : undefined
    const saved: OAuthState = { provider, ...(codeChallenge ? { codeChallenge } : {}), ...(codeVerifier ? { codeVerifier } : {}) }
    const { token: state } = s.tokens.issue({ purpose: 'oauth_state', ttlMs: TTL.oauthState, payload: saved })
    if (mode === 'real') {
      const pkce = codeChallenge ? { codeChallenge } : codeVerifier ? { codeVerifier } : undefined
      return c.json({ url: authorizationUrl(s.config, provider, state, pkce) })
    }
    const url = new URL(`${s.config.apiPublicUrl}/dev/oauth/authorize`)
    url.searchParams.set('provider', provider)
    url.searchParams.set('state', state)
    if (codeChallenge) {
      url.searchParams.set('code_challenge', codeChallenge)
      url.searchParams.set('code_challenge_method', 'S256')
    }
    return c.json({ url: url.toString() })
  })

  serve(app, endpoints.socialCallback, async (c) => {
    const q = parseOrThrow(endpoints.socialCallback.query, c.req.query())
    spend(s, c, 'social', { perIp: s.config.throttles.socialPerIp })
    const row = s.tokens.consume('oauth_state', q.state)
    const saved = row ? savedState(row.payload) : null
    if (!saved || saved.provider !== q.provider) throw new ApiError(401, BAD_STATE)
    // A state begun with a challenge ends only with its verifier: checked once the state is spent
    // and before the code is used, so a code and state taken from the visitor are worth nothing.
    if (saved.codeChallenge !== undefined && !verifierMatches(q.code_verifier, saved.codeChallenge)) throw new ApiError(401, BAD_STATE)
    if (q.error || !q.code) throw new ApiError(401, q.error === 'access_denied' ? 'Sign-in was cancelled.' : FAILED)
    let outcome: ProviderOutcome | null
    const mode = providerMode(s.config, q.provider)
    // The provider checks the verifier as well (Google, and the development provider's codes).
    const codeVerifier = saved.codeChallenge !== undefined ? q.code_verifier : saved.codeVerifier
    if (mode === 'dev') outcome = consumeDevCode(s, q.provider, q.code, q.code_verifier)
    else if (mode === 'real') outcome = await exchangeCode(s.config, q.provider, q.code, codeVerifier).catch(() => null)
    else outcome = null
    if (!outcome) throw new ApiError(401, FAILED)
    const answer = resolveSocial(s, outcome, { platform: userPlatform(c), locale: userLocale(c) })
    return c.json(answer.body, answer.status)
  })

  serve(app, endpoints.socialToken, async (c) => {
    const body = await validBody(c, endpoints.socialToken.body)
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
  app.post(APPLE_FORM_POST_PATH, async (c) => {
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
