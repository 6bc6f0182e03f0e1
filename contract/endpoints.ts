// The API's endpoints that the site calls (SPEC.md §7), each written once: method, path relative
// to the API's base URL, the request (the query of a GET, the JSON body of a POST) and the 200
// answer. The reference API registers its routes from this table and the site's API client calls
// through it, so a path or a schema cannot differ between the two sides.
import { z } from 'zod'
import {
  checkRequestSchema,
  checkResponseSchema,
  currentUserResponseSchema,
  emailSentResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  oneTimeLinkRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  resolveLinkRequestSchema,
  resolveLinkResponseSchema,
  signedUrlRequestSchema,
  socialCallbackQuerySchema,
  socialLinkRequestSchema,
  socialLinkResponseSchema,
  socialRedirectQuerySchema,
  socialRedirectResponseSchema,
  socialResultSchema,
  socialTokenRequestSchema,
} from './auth'
import { channelAuthRequestSchema, channelAuthResponseSchema, userAuthRequestSchema, userAuthResponseSchema } from './broadcasting'
import { claimsQuerySchema, claimsResponseSchema } from './claims'
import { contactRequestSchema, contactResponseSchema, dataSellRequestSchema, notifyMeRequestSchema } from './contact'
import { countryQuerySchema, countryResponseSchema } from './country'
import {
  creationOptionsSchema,
  passkeyAuthenticationRequestSchema,
  passkeyAuthenticationResponseSchema,
  passkeyOptionsRequestSchema,
  passkeyRegistrationRequestSchema,
  passkeyRegistrationResponseSchema,
  requestOptionsSchema,
} from './passkeys'
import { attributionRequestSchema, storedResponseSchema, storeMetaRequestSchema, trackRequestSchema } from './track'

export type Method = 'GET' | 'POST'

export interface Endpoint {
  readonly method: Method
  /** Relative to the API's base URL, without a leading slash; `{name}` is a path parameter. */
  readonly path: string
  /** What a GET sends as its query. */
  readonly query?: z.core.$ZodType
  /** What a POST sends as its JSON body. */
  readonly body?: z.core.$ZodType
  /** The values the path parameters may take. */
  readonly params?: z.core.$ZodType<Record<string, string>>
  /**
   * Reached only through a URL the API sends, its token, expiry and signature in the query: the
   * site posts that URL back as it is, never one it builds.
   */
  readonly signed?: true
  /** The 200 answer. Error answers are `{ message, errors? }` (errors.ts), some with data. */
  readonly response: z.core.$ZodType
}

/** POST with no body fields: the session or the signed URL says it all. */
const noBody = z.object({})

export const endpoints = {
  check: { method: 'POST', path: 'auth/check', body: checkRequestSchema, response: checkResponseSchema },
  register: { method: 'POST', path: 'auth/register', body: registerRequestSchema, response: registerResponseSchema },
  login: { method: 'POST', path: 'auth/login', body: loginRequestSchema, response: loginResponseSchema },
  sendLoginLink: {
    method: 'POST',
    path: 'auth/send-one-time-login-link',
    body: oneTimeLinkRequestSchema,
    response: emailSentResponseSchema,
  },
  forgotPassword: { method: 'POST', path: 'auth/forgot-password', body: forgotPasswordRequestSchema, response: emailSentResponseSchema },
  resendVerification: {
    method: 'POST',
    path: 'auth/resend-verification-email',
    body: resendVerificationRequestSchema,
    response: emailSentResponseSchema,
  },
  resetPassword: { method: 'POST', path: 'auth/reset-password', body: resetPasswordRequestSchema, response: resetPasswordResponseSchema },
  currentUser: { method: 'GET', path: 'auth/user', response: currentUserResponseSchema },
  logout: { method: 'POST', path: 'auth/logout', body: noBody, response: logoutResponseSchema },

  socialRedirect: { method: 'GET', path: 'auth/social/redirect', query: socialRedirectQuerySchema, response: socialRedirectResponseSchema },
  /** Statuses other than 200 carry social data too (auth.ts, socialResultSchema). */
  socialCallback: { method: 'GET', path: 'auth/social/callback', query: socialCallbackQuerySchema, response: socialResultSchema },
  /** For native clients holding a provider's token; the site does not call it. */
  socialToken: { method: 'POST', path: 'auth/social/token', body: socialTokenRequestSchema, response: socialResultSchema },

  /** An e-mailed link's token → the signed URL to POST (403 when it is not a live link). */
  resolveLink: { method: 'POST', path: 'auth/links/resolve', body: resolveLinkRequestSchema, response: resolveLinkResponseSchema },
  /**
   * POST {signed_url}: the API sends these URLs (with token, expiry and signature in the query)
   * and the site posts them back as they are. A social registration's 400 carries social data.
   */
  signedSignIn: {
    method: 'POST',
    path: 'auth/signed/{purpose}',
    params: z.object({ purpose: z.enum(['login', 'verify', 'social_register']) }),
    signed: true,
    body: signedUrlRequestSchema,
    response: loginResponseSchema,
  },
  /** The signed URL offering to link a pending social identity, posted with the session's bearer token. */
  socialLink: {
    method: 'POST',
    path: 'auth/signed/social_link',
    signed: true,
    body: socialLinkRequestSchema,
    response: socialLinkResponseSchema,
  },

  /**
   * Passkeys (WebAuthn, docs/decisions/112). Registration is for the signed-in account (the
   * session's bearer token, begun within the last 15 minutes; 403 `{ message, reauthenticate }`
   * otherwise); its refusals are 400, never 401, which would read as the session ending. Each
   * verification brings back the `binding` its options were asked with.
   */
  passkeyRegistrationOptions: {
    method: 'POST',
    path: 'auth/passkeys/registration/options',
    body: passkeyOptionsRequestSchema,
    response: creationOptionsSchema,
  },
  passkeyRegistration: {
    method: 'POST',
    path: 'auth/passkeys/registration',
    body: passkeyRegistrationRequestSchema,
    response: passkeyRegistrationResponseSchema,
  },
  passkeyAuthenticationOptions: {
    method: 'POST',
    path: 'auth/passkeys/authentication/options',
    body: passkeyOptionsRequestSchema,
    response: requestOptionsSchema,
  },
  /**
   * Signs in like `login`. 401 for a failed verification, 401 with `unknown_credential` and
   * `credential_id` (passkeyUnknownCredentialSchema) for a credential the API does not know, 403
   * for a disabled account or an unverified address.
   */
  passkeyAuthentication: {
    method: 'POST',
    path: 'auth/passkeys/authentication',
    body: passkeyAuthenticationRequestSchema,
    response: passkeyAuthenticationResponseSchema,
  },

  storeMeta: { method: 'POST', path: 'auth/store-meta', body: storeMetaRequestSchema, response: storedResponseSchema },
  attribution: { method: 'POST', path: 'auth/store-meta/attribution', body: attributionRequestSchema, response: storedResponseSchema },

  country: { method: 'GET', path: 'api/country', query: countryQuerySchema, response: countryResponseSchema },
  claims: { method: 'GET', path: 'api/claims', query: claimsQuerySchema, response: claimsResponseSchema },
  contact: { method: 'POST', path: 'api/po/contact-us', body: contactRequestSchema, response: contactResponseSchema },
  notifyMe: { method: 'POST', path: 'api/contact/notify-me', body: notifyMeRequestSchema, response: contactResponseSchema },
  dataSell: { method: 'POST', path: 'api/contact/data-sell', body: dataSellRequestSchema, response: contactResponseSchema },
  track: { method: 'POST', path: 'api/track', body: trackRequestSchema, response: storedResponseSchema },

  /** Pusher's authorisation, forwarded by the site's own /broadcasting routes with the bearer token. */
  channelAuth: { method: 'POST', path: 'broadcasting/auth', body: channelAuthRequestSchema, response: channelAuthResponseSchema },
  userAuth: { method: 'POST', path: 'broadcasting/user-auth', body: userAuthRequestSchema, response: userAuthResponseSchema },
} as const satisfies Record<string, Endpoint>

export type Endpoints = typeof endpoints

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never

/** The path parameters of an endpoint, typed by its `params` schema when it has one. */
export type PathParams<E extends Endpoint> = E extends { params: z.core.$ZodType<infer V> } ? V : Record<ParamNames<E['path']>, string>

/** Whether the endpoint's path has parameters. */
export type HasParams<E extends Endpoint> = [ParamNames<E['path']>] extends [never] ? false : true

/** The endpoint's path with its parameters filled in (`auth/signed/login`). */
export function endpointPath<E extends Endpoint>(endpoint: E, params: PathParams<E>): string {
  const values = params as Record<string, string>
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`)
    return encodeURIComponent(value)
  })
}

/**
 * The path parameters, as written, when `pathname` (`/auth/signed/login`) has the shape of `path`
 * (`auth/signed/{purpose}`), whatever their values; null when it does not.
 */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  const names: string[] = []
  const pattern = path
    .split(/\{(\w+)\}/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      names.push(part)
      return '([^/]+)'
    })
    .join('')
  const match = new RegExp(`^/?${pattern}$`).exec(pathname)
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) : null
}

/** Whether `pathname` is one of the endpoint's paths: its shape, and parameter values it allows. */
export function isEndpointPath(endpoint: Endpoint, pathname: string): boolean {
  const params = matchPath(endpoint.path, pathname)
  return params !== null && (endpoint.params === undefined || z.safeParse(endpoint.params, params).success)
}
