// What the sign-in server functions share on the server: a session started from an API token, and
// the e-mailed sign-in or verification link waiting in this browser (decisions 017, 109).
import { endpoints } from '../../../contract/endpoints'
import { api, currentCaller } from '../../shared/api/api.server'
import { failureOf } from '../../shared/forms/api-failure.server'
import type { LocaleCode } from '../../shared/i18n/locales'
import { pendingLink } from '../../shared/session/pending-link.server'
import { startSession } from '../../shared/session/session.server'
import { getConfig } from '../../shared/site/config.server'
import type { AuthFailure, AuthField } from './auth-outcomes'
import { apiSignedPath, signedPurposeOf } from './auth.server'

export type SignedIn = { ok: true; redirectTo: string }

/** Keeps the API token in the httpOnly session cookie and sends the visitor on to the member app. */
export const completeSignIn = (token: string): SignedIn => {
  startSession(token)
  return { ok: true, redirectTo: getConfig().appUrl }
}

type WaitingSigned = { ok: true; path: string; purpose: 'login' | 'verify' } | { ok: false; failure: AuthFailure | null }

/**
 * The sign-in or verification link waiting in this browser, as the API path the site may POST.
 * Mails carry the link's token, which the API resolves to its signed URL (decision 109); mails
 * sent before carry the signed URL itself. `failure` is null when there is no usable link, and
 * says why otherwise (the API out of reach).
 */
export async function waitingSignedLink(code: LocaleCode): Promise<WaitingSigned> {
  const signed = pendingLink('signed')
  if (signed) {
    const path = apiSignedPath(signed.url, ['login', 'verify'])
    return path ? { ok: true, path, purpose: signedPurposeOf(path) === 'verify' ? 'verify' : 'login' } : { ok: false, failure: null }
  }
  const short = pendingLink('token')
  if (!short) return { ok: false, failure: null }
  const result = await api().call(endpoints.resolveLink, currentCaller(code), { body: { token: short.token } })
  if (!result.ok) {
    const refused = result.error.kind === 'http' && (result.error.status === 403 || result.error.status === 422)
    return { ok: false, failure: refused ? null : failureOf<AuthField>(result.error) }
  }
  const { purpose, signed_url } = result.data
  const path = apiSignedPath(signed_url, [purpose])
  return path ? { ok: true, path, purpose } : { ok: false, failure: null }
}
