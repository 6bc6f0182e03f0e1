// The server functions a sign-in route's loader calls when the visitor arrives: the e-mailed link
// waiting in this browser, and the OAuth return. Apart from the dialog's own (auth.functions.ts)
// because route options are in the bundle every page loads: only these two stubs go there.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { type SocialAuthData, socialAuthDataSchema } from '../../../contract/auth'
import { endpoints } from '../../../contract/endpoints'
import { requiredString } from '../../../contract/validation'
import { socialProviders } from '../../../contract/vocabulary'
import { api, currentCaller } from '../../shared/api/api.server'
import { checkedInput } from '../../shared/forms/checked-input'
import { failureOf } from '../../shared/forms/api-failure.server'
import { localeInput } from '../../shared/forms/inputs'
import { DEFAULT_LOCALE } from '../../shared/i18n/locales'
import { pendingLink } from '../../shared/session/pending-link.server'
import type { AuthFailure, AuthField } from './auth-outcomes'
import { claimSignIn } from './oauth-binding.server'
import { completeSignIn, type SignedIn, waitingSignedLink } from './signed-in.server'

const locale = localeInput

/** What e-mailed link waits in this browser: never its secret, only what the page must show. */
export const getPendingLink = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ kind: z.enum(['signed', 'reset']) })))
  .handler(async ({ data }): Promise<{ purpose: 'login' | 'verify' } | { email: string } | null> => {
    if (data.kind === 'reset') {
      const link = pendingLink('reset')
      return link ? { email: link.email } : null
    }
    const link = await waitingSignedLink(DEFAULT_LOCALE.code)
    return link.ok ? { purpose: link.purpose } : null
  })

export type SocialOutcome = SignedIn | { ok: true; status: number; data: SocialAuthData | null } | AuthFailure

/**
 * The OAuth return: the callback's answer, following SPEC §4's table (200 signs in here). Only in
 * the browser that began this sign-in (oauth-binding.server.ts).
 */
export const socialCallback = createServerFn({ method: 'POST' })
  .validator(
    checkedInput(
      z.object({
        locale,
        provider: z.enum(socialProviders),
        state: requiredString(512),
        code: z.string().max(2048).optional(),
        error: z.string().max(256).optional(),
      }),
    ),
  )
  .handler(async ({ data }): Promise<SocialOutcome> => {
    const { locale: code, ...query } = data
    const verifier = claimSignIn(query.provider, query.state)
    if (!verifier) return { ok: false, reason: 'other_browser' }
    const result = await api().call(endpoints.socialCallback, currentCaller(code), { query: { ...query, code_verifier: verifier } })
    if (result.ok) {
      if ('token' in result.data) return completeSignIn(result.data.token)
      return { ok: true, status: result.status, data: socialAuthDataSchema.parse(result.data) }
    }
    const error = result.error
    if (error.kind === 'http' && [400, 401, 403, 409, 422].includes(error.status)) {
      const social = socialAuthDataSchema.safeParse(error.body)
      return { ok: true, status: error.status, data: social.success ? social.data : null }
    }
    return failureOf<AuthField>(error)
  })
