// Passkeys under /auth/passkeys (docs/decisions/112): the API as a WebAuthn relying party, with
// @simplewebauthn/server making the options and verifying the ceremonies. The site asks for
// options with a binding it keeps in an httpOnly cookie and brings the browser's answer back
// with that binding; every challenge is single-use, five minutes long and burnt before the first
// await of its verification.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { COSEALG } from '@simplewebauthn/server/helpers'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { endpoints } from '../../contract/endpoints'
import type { AuthenticationResponse, RegistrationResponse } from '../../contract/passkeys'
import { openSession } from '../auth/links'
import { CHALLENGE_TTL_MS, transportsOf } from '../auth/passkeys'
import { reserveAttempt, spend, spendForUser } from '../auth/throttling'
import { serve } from '../http/endpoint-routes'
import { ApiError, validBody } from '../http/errors'
import { bearerToken, userPlatform } from '../http/request-context'
import { logger } from '../log/logger'
import { rateLimited } from '../log/rate-limited'
import type { Services } from '../services'
import type { User } from '../users'

const log = logger('api')

/** Offered in this order of preference, and the only ones a registration may use. */
const ALGORITHMS = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256]

/**
 * A passkey outlives a password reset (decision 112), so adding one needs a recent sign-in: a
 * session token stolen later in its 24 days cannot plant a way in that the reset would not end.
 */
export const ENROLMENT_WINDOW_MS = 15 * 60_000

const SIGN_IN_FAILED = 'This passkey sign-in is invalid or has expired.'
const REGISTRATION_FAILED = 'This passkey could not be added. Please try again.'

/** The challenge the browser signed, read from clientDataJSON before anything is verified. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
    const challenge = typeof data === 'object' && data !== null ? (data as { challenge?: unknown }).challenge : undefined
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(challenge) ? challenge : null
  } catch {
    return null
  }
}

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'))

/** The library's types, from the contract's (which allow null where browsers write it). */
function registrationJSON(r: RegistrationResponse & { clientExtensionResults: Record<string, unknown> }): RegistrationResponseJSON {
  const { authenticatorData, publicKey, transports, publicKeyAlgorithm, ...rest } = r.response
  return {
    id: r.id,
    rawId: r.rawId,
    type: r.type,
    clientExtensionResults: r.clientExtensionResults,
    response: {
      ...rest,
      ...(authenticatorData ? { authenticatorData } : {}),
      ...(publicKey ? { publicKey } : {}),
      ...(transports ? { transports } : {}),
      ...(publicKeyAlgorithm !== undefined ? { publicKeyAlgorithm } : {}),
    },
  }
}

function authenticationJSON(r: AuthenticationResponse & { clientExtensionResults: Record<string, unknown> }): AuthenticationResponseJSON {
  const { userHandle, ...rest } = r.response
  return {
    id: r.id,
    rawId: r.rawId,
    type: r.type,
    clientExtensionResults: r.clientExtensionResults,
    response: { ...rest, ...(userHandle ? { userHandle } : {}) },
  }
}

/** What every passkey endpoint answers where the site's hosts share no domain a passkey can belong to. */
const UNAVAILABLE = 'Passkeys are not available on this site.'

export function passkeyRoutes(s: Services) {
  const app = new Hono()
  const t = s.config.throttles.passkey
  const rp = s.config.passkeys
  if (!rp) {
    for (const endpoint of [
      endpoints.passkeyRegistrationOptions,
      endpoints.passkeyRegistration,
      endpoints.passkeyAuthenticationOptions,
      endpoints.passkeyAuthentication,
    ])
      serve(app, endpoint, () => {
        throw new ApiError(404, UNAVAILABLE)
      })
    return app
  }
  // What a failed ceremony says is for the operator (a wrong origin or relying party id in the
  // configuration shows here first), but anyone can make one: one line a minute at most.
  const failures = rateLimited(log, { windowMs: 60_000 })

  /** The signed-in account that may add a passkey now: verified, signed in within the enrolment window. */
  const enrolling = (c: Context): User => {
    const token = bearerToken(c)
    const userId = token ? s.sessions.resolve(token) : null
    const user = userId === null ? null : s.users.findById(userId)
    if (!token || !user) throw new ApiError(401, 'Unauthenticated.')
    // Sessions exist only for proven addresses today; this keeps a passkey from ever becoming a
    // way into an account nobody has proven the mailbox of (decision 106).
    if (user.email_verified_at === null) throw new ApiError(403, 'Your email address is not verified.')
    const started = s.sessions.startedAt(token)
    if (started === null || s.clock().getTime() - started > ENROLMENT_WINDOW_MS) {
      throw new ApiError(403, 'Please sign in again to add a passkey.', undefined, undefined, { reauthenticate: true })
    }
    return user
  }

  serve(app, endpoints.passkeyRegistrationOptions, async (c) => {
    // The session first: a visitor who is not signed in learns nothing and spends nothing.
    const user = enrolling(c)
    const { binding } = await validBody(c, endpoints.passkeyRegistrationOptions.body)
    spend(s, c, 'passkey-options', { perIp: t.optionsPerIp })
    const challenge = s.passkeys.issueChallenge('registration', binding, user.id)
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.email,
      userDisplayName: user.email,
      userID: bytes(s.passkeys.handleFor(user.id)),
      challenge: bytes(challenge),
      timeout: CHALLENGE_TTL_MS,
      attestationType: 'none',
      // The authenticator refuses to make a second passkey for an account it already holds one of.
      excludeCredentials: s.passkeys.listFor(user.id).map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
      // Discoverable, so that sign-in needs no address first (the button, and autofill).
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      supportedAlgorithmIDs: ALGORITHMS,
    })
    return c.json(options)
  })

  serve(app, endpoints.passkeyRegistration, async (c) => {
    const user = enrolling(c)
    const body = await validBody(c, endpoints.passkeyRegistration.body)
    spendForUser(s, 'passkey-register', user.id, t.registerPerUser)
    // Burnt before the first await: one challenge registers at most one credential.
    const challenge = challengeOf(body.response.response.clientDataJSON)
    if (challenge === null || !s.passkeys.consumeChallenge('registration', challenge, body.binding, user.id)) {
      throw new ApiError(400, REGISTRATION_FAILED)
    }
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>> | null
    try {
      verification = await verifyRegistrationResponse({
        response: registrationJSON(body.response),
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      })
    } catch (error) {
      failures.info({ reason: error instanceof Error ? error.message : String(error) }, 'passkey registration refused')
      verification = null
    }
    // 400, not 401: the session is fine, the ceremony is not.
    if (!verification?.verified) throw new ApiError(400, REGISTRATION_FAILED)
    const info = verification.registrationInfo
    const added = s.passkeys.add({
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: info.credential.publicKey,
      signCount: info.credential.counter,
      transports: info.credential.transports ?? body.response.response.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: body.name ?? 'Passkey',
    })
    if (!added) throw new ApiError(409, 'This passkey has already been added.')
    return c.json({
      message: 'Your passkey has been added.',
      passkey: { id: added.credential_id, name: added.name, created_at: new Date(added.created_at).toISOString() },
    })
  })

  serve(app, endpoints.passkeyAuthenticationOptions, async (c) => {
    const { binding } = await validBody(c, endpoints.passkeyAuthenticationOptions.body)
    spend(s, c, 'passkey-options', { perIp: t.optionsPerIp })
    const challenge = s.passkeys.issueChallenge('authentication', binding, null)
    // No allowCredentials: the passkey is discoverable and says whose it is (its user handle).
    return c.json(
      await generateAuthenticationOptions({
        rpID: rp.id,
        challenge: bytes(challenge),
        timeout: CHALLENGE_TTL_MS,
        userVerification: 'required',
      }),
    )
  })

  serve(app, endpoints.passkeyAuthentication, async (c) => {
    const { binding, response } = await validBody(c, endpoints.passkeyAuthentication.body)
    // Reserved before verifying, as a password attempt is; a verified signature gives it back.
    const succeeded = reserveAttempt(s, c, 'passkey', t.perIp, 'sign-in attempts')
    const challenge = challengeOf(response.response.clientDataJSON)
    if (challenge === null || !s.passkeys.consumeChallenge('authentication', challenge, binding, null)) {
      throw new ApiError(401, SIGN_IN_FAILED)
    }
    const passkey = s.passkeys.find(response.id)
    // The site passes this on to the browser (signalUnknownCredential), which stops offering it.
    if (!passkey) {
      throw new ApiError(401, 'This passkey is not known here.', undefined, undefined, {
        unknown_credential: true,
        credential_id: response.id,
      })
    }
    // A discoverable credential names its account; it must be the one the credential was registered to.
    const handle = response.response.userHandle
    if (handle && handle !== s.passkeys.existingHandle(passkey.user_id)) throw new ApiError(401, SIGN_IN_FAILED)
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>> | null
    try {
      verification = await verifyAuthenticationResponse({
        response: authenticationJSON(response),
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        // The counter is judged below, after the signature, in the same statement that records
        // it: a forged assertion never reaches the clone warning, and two cannot both pass.
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(passkey.public_key),
          counter: 0,
          transports: transportsOf(passkey),
        },
        requireUserVerification: true,
      })
    } catch (error) {
      failures.info({ reason: error instanceof Error ? error.message : String(error) }, 'passkey sign-in refused')
      verification = null
    }
    if (!verification?.verified) throw new ApiError(401, SIGN_IN_FAILED)
    const { newCounter, credentialBackedUp } = verification.authenticationInfo
    if (!s.passkeys.recordUse(passkey.id, newCounter, credentialBackedUp)) {
      // A valid signature with a counter that did not grow: two authenticators hold this key.
      log.warn(
        { user_id: passkey.user_id, passkey_id: passkey.id, stored_counter: passkey.sign_count, received_counter: newCounter },
        'passkey signature counter did not increase: possible cloned authenticator, sign-in refused',
      )
      throw new ApiError(401, SIGN_IN_FAILED)
    }
    succeeded()
    const user = s.users.findById(passkey.user_id)
    if (!user) throw new ApiError(401, SIGN_IN_FAILED)
    if (user.disabled_at !== null) throw new ApiError(403, 'This account has been disabled.')
    if (user.email_verified_at === null) throw new ApiError(403, 'Your email address is not verified.')
    return c.json(openSession(s, user, userPlatform(c)))
  })

  return app
}
