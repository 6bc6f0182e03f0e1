// Request and response bodies of the passkey endpoints (WebAuthn, docs/decisions/112). The site
// is the relying party's front: the browser runs navigator.credentials.create/get with the
// options the API makes, the site forwards the browser's JSON (`toJSON()` of the credential, or
// @simplewebauthn/browser's result) with the binding it keeps in an httpOnly cookie, and the
// API verifies. The credential shapes are loose enough for every browser's JSON (unknown keys are
// dropped, optional members may be null) and bounded in size.
import { z } from 'zod'
import { loginResponseSchema } from './auth'
import { optionalString, patternField } from './validation'

/** Base64url without padding, at most `max` characters. */
const base64url = (max: number) => patternField(max, /^[A-Za-z0-9_-]+$/)
/** An optional base64url member; browsers write null for some absent ones. */
const optionalBase64url = (max: number) =>
  z
    .union([base64url(max), z.null()])
    .optional()
    .transform((v) => v ?? undefined)

/**
 * The browser's binding: a random value (256 bits, base64url) the site makes when it asks for
 * options and keeps in an httpOnly cookie; the API stores only its SHA-256 beside the challenge,
 * and a verification must bring the same value back.
 */
export const passkeyBindingField = () => patternField(128, /^[A-Za-z0-9_-]{43,128}$/)

/** A credential id: at most 1023 bytes (WebAuthn §5.1), 1364 characters of base64url. */
export const CREDENTIAL_ID_MAX_LENGTH = 1364
export const PASSKEY_NAME_MAX_LENGTH = 64

/** clientExtensionResults: an object of the browser's making (credProps, prf, largeBlob…), a few members. */
const extensionResultsSchema = z
  .record(z.string().max(64), z.unknown(), { error: 'object' })
  .refine((r) => Object.keys(r).length <= 16, { error: 'max_items:16' })

const credentialFields = {
  id: base64url(CREDENTIAL_ID_MAX_LENGTH),
  rawId: base64url(CREDENTIAL_ID_MAX_LENGTH),
  type: z.literal('public-key', { error: 'in' }),
  authenticatorAttachment: z.string().max(32).nullable().optional(),
  clientExtensionResults: extensionResultsSchema.default({}),
}

/** RegistrationResponseJSON (WebAuthn L3 §5.1, `toJSON()` of navigator.credentials.create's result). */
export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(8192),
    // `none` is asked for; a browser that sends a statement anyway still fits.
    attestationObject: base64url(32_768),
    authenticatorData: optionalBase64url(8192),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: optionalBase64url(8192),
  }),
})
export type RegistrationResponse = z.input<typeof registrationResponseSchema>

/** AuthenticationResponseJSON (navigator.credentials.get's result). */
export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(4096),
    /** The account's opaque handle, which a discoverable credential returns (at most 64 bytes). */
    userHandle: optionalBase64url(128),
  }),
})
export type AuthenticationResponse = z.input<typeof authenticationResponseSchema>

const credentialDescriptorSchema = z.looseObject({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
})

/**
 * PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create (through
 * `PublicKeyCredential.parseCreationOptionsFromJSON` or @simplewebauthn/browser). Loose: members
 * a later library version adds reach the browser too.
 */
export const creationOptionsSchema = z.looseObject({
  rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
  extensions: z.looseObject({}).optional(),
  hints: z.array(z.string()).optional(),
})
export type CreationOptions = z.infer<typeof creationOptionsSchema>

/** PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get (a button, or `mediation: 'conditional'`). */
export const requestOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.string().optional(),
  extensions: z.looseObject({}).optional(),
  hints: z.array(z.string()).optional(),
})
export type RequestOptions = z.infer<typeof requestOptionsSchema>

// auth/passkeys/registration/options and auth/passkeys/authentication/options
export const passkeyOptionsRequestSchema = z.object({ binding: passkeyBindingField() })
export type PasskeyOptionsRequest = z.input<typeof passkeyOptionsRequestSchema>

// auth/passkeys/registration (bearer token of the session)
export const passkeyRegistrationRequestSchema = z.object({
  binding: passkeyBindingField(),
  response: registrationResponseSchema,
  /** What the account's owner calls it; the API names it otherwise. */
  name: optionalString(PASSKEY_NAME_MAX_LENGTH),
})
export type PasskeyRegistrationRequest = z.input<typeof passkeyRegistrationRequestSchema>

export const passkeySchema = z.object({
  /** The credential id (base64url), as the browser knows it. */
  id: z.string(),
  name: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
})
export type Passkey = z.infer<typeof passkeySchema>

export const passkeyRegistrationResponseSchema = z.object({ message: z.string(), passkey: passkeySchema })
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>

// auth/passkeys/authentication: 200 is the login answer.
export const passkeyAuthenticationRequestSchema = z.object({
  binding: passkeyBindingField(),
  response: authenticationResponseSchema,
})
export type PasskeyAuthenticationRequest = z.input<typeof passkeyAuthenticationRequestSchema>
export const passkeyAuthenticationResponseSchema = loginResponseSchema

/**
 * The 401 of a passkey sign-in whose credential the API does not know (deleted, or from another
 * deployment): the site tells the browser with
 * `PublicKeyCredential.signalUnknownCredential({ rpId, credentialId: credential_id })`, so the
 * authenticator stops offering it.
 */
export const passkeyUnknownCredentialSchema = z.object({
  message: z.string(),
  unknown_credential: z.literal(true),
  credential_id: z.string(),
})
export type PasskeyUnknownCredential = z.infer<typeof passkeyUnknownCredentialSchema>

/**
 * The 403 of a registration asked for with a session older than the enrolment window: the
 * visitor signs in again (password, link or social) and is offered the passkey then.
 */
export const passkeyReauthenticateSchema = z.object({ message: z.string(), reauthenticate: z.literal(true) })
export type PasskeyReauthenticate = z.infer<typeof passkeyReauthenticateSchema>

/** Both refusals' markers are optional members of one error body the site can parse. */
export const passkeyErrorSchema = z.object({
  message: z.string(),
  unknown_credential: z.literal(true).optional(),
  credential_id: z.string().optional(),
  reauthenticate: z.literal(true).optional(),
})
