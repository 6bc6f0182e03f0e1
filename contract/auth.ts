// Request and response bodies of the auth endpoints (SPEC.md §3, §7; DESIGN.md §5). The site's
// forms and server functions validate with the same schemas the reference API does.
import { z } from 'zod'
import * as zm from 'zod/mini'
import {
  confirmationField,
  currentPasswordField,
  emailForm,
  newPasswordField,
  signInForm,
  signUpFields,
  socialSignUpForm,
  withConfirmation,
} from './forms'
import { enumField, optionalString, patternField, requiredString } from './validation'
import { isLocaleCode } from './locales'
import { socialProviders } from './vocabulary'

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './field-rules'
export { confirmationField, currentPasswordField, newPasswordField, withConfirmation }

export const localeField = zm.pipe(
  requiredString(16),
  zm.string().check(
    zm.toLowerCase(),
    zm.refine((v) => isLocaleCode(v), { error: 'in' }),
  ),
)

/** Marketing id (the m_id cookie): a UUID in practice; any short token-like string is accepted. */
export const marketingIdField = () => patternField(64, /^[A-Za-z0-9_-]+$/)

export const socialProviderField = () => enumField(socialProviders)

// auth/check
export const checkRequestSchema = emailForm
export type CheckRequest = z.input<typeof checkRequestSchema>
export const checkResponseSchema = z.object({
  exists: z.boolean(),
  socials: z.array(z.enum(socialProviders)),
  email: z.string(),
})
export type CheckResponse = z.infer<typeof checkResponseSchema>

// auth/register
// The form's fields (forms.ts), with what the site adds; the opt-in is optional to the API.
export const registerRequestFields = zm.extend(signUpFields, {
  locale: localeField,
  m_id: marketingIdField(),
  query: optionalString(2048),
  marketing_opt_in: zm.optional(signUpFields.shape.marketing_opt_in),
})
export const registerRequestSchema = withConfirmation(registerRequestFields, 'password', 'confirm_password')
export type RegisterRequest = z.input<typeof registerRequestSchema>
export const registerResponseSchema = z.object({ message: z.string() })
export type RegisterResponse = z.infer<typeof registerResponseSchema>

// auth/login
export const loginRequestSchema = signInForm
export type LoginRequest = z.input<typeof loginRequestSchema>

/** Login, signed URL and social 200 responses. */
export const loginResponseSchema = z.object({
  token: z.string(),
  email: z.string(),
  m_id: z.string(),
  locale: z.string(),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

// auth/send-one-time-login-link, auth/forgot-password, auth/resend-verification-email
export const oneTimeLinkRequestSchema = emailForm
export const forgotPasswordRequestSchema = emailForm
export const resendVerificationRequestSchema = emailForm
export type EmailOnlyRequest = z.input<typeof emailForm>
/** The same `{ message }` whether or not the account exists. */
export const emailSentResponseSchema = z.object({ message: z.string() })
export type EmailSentResponse = z.infer<typeof emailSentResponseSchema>

// auth/reset-password
export const resetPasswordRequestFields = zm.object({
  email: emailForm.shape.email,
  token: requiredString(256),
  password: newPasswordField(),
  password_confirmation: confirmationField(),
})
export const resetPasswordRequestSchema = withConfirmation(resetPasswordRequestFields, 'password', 'password_confirmation')
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>
export const resetPasswordResponseSchema = z.object({ message: z.string() })

// auth/links/resolve: e-mailed login and verification links carry only their token (a 256-bit
// random string, base64url); the site asks the API for the signed URL it stands for, then POSTs
// that URL as before. Nothing is spent by asking.
export const mailedLinkTokenField = () => patternField(128, /^[A-Za-z0-9_-]{20,128}$/)
export const resolveLinkRequestSchema = z.object({ token: mailedLinkTokenField() })
export type ResolveLinkRequest = z.input<typeof resolveLinkRequestSchema>
export const resolveLinkResponseSchema = z.object({ purpose: z.enum(['login', 'verify']), signed_url: z.string() })
export type ResolveLinkResponse = z.infer<typeof resolveLinkResponseSchema>

// POST {signed_url}: one-time login and verification need no body; social registration takes
// the registration fields the site merges in (SPEC.md §7).
export const signedUrlRequestSchema = z.object({
  m_id: zm.optional(marketingIdField()),
  locale: zm.optional(localeField),
  query: optionalString(2048),
  marketing_opt_in: zm.optional(socialSignUpForm.shape.marketing_opt_in),
})
export type SignedUrlRequest = z.input<typeof signedUrlRequestSchema>

// auth/social/*
/**
 * PKCE (RFC 7636, S256): the site makes the verifier, keeps it in the visitor's httpOnly OAuth
 * cookie and sends only its challenge here; the verifier comes back with the callback, so a code
 * is only redeemable from the browser that began the sign-in.
 */
const pkceValue = () => patternField(128, /^[A-Za-z0-9_-]{43,128}$/)

export const socialRedirectQuerySchema = z.object({ provider: socialProviderField(), code_challenge: zm.optional(pkceValue()) })
export const socialRedirectResponseSchema = z.object({ url: z.url() })
export type SocialRedirectResponse = z.infer<typeof socialRedirectResponseSchema>

export const socialCallbackQuerySchema = z
  .object({
    provider: socialProviderField(),
    state: requiredString(512),
    code: optionalString(2048),
    error: optionalString(256),
    code_verifier: zm.optional(pkceValue()),
  })
  .refine((q) => q.code !== undefined || q.error !== undefined, { path: ['code'], error: 'required' })

/** Data of social answers other than 200 (SPEC.md §3 "Social callback data"). */
export const socialAuthDataSchema = z.object({
  email: z.string().nullable(),
  socials: z.array(z.enum(socialProviders)),
  social_auth_provider: z.enum(socialProviders),
  signed_url: z.string().optional(),
})
export type SocialAuthData = z.infer<typeof socialAuthDataSchema>

/**
 * Social callback / token / registration answers by status (SPEC.md §4): 200 login; 202, 409, 400
 * and 403-with-email carry SocialAuthData plus a message; 403-with-only-a-message, 401 and 422
 * carry `{ message, errors? }`.
 */
export const socialStatusDataSchema = socialAuthDataSchema.extend({ message: z.string() })
export type SocialStatusData = z.infer<typeof socialStatusDataSchema>
export const socialResultSchema = z.union([loginResponseSchema, socialStatusDataSchema])

export const socialTokenRequestSchema = z
  .object({
    provider: socialProviderField(),
    id_token: optionalString(8192),
    access_token: optionalString(8192),
  })
  .refine((b) => b.id_token !== undefined || b.access_token !== undefined, {
    path: ['id_token'],
    error: 'required_without:access_token',
  })
export type SocialTokenRequest = z.input<typeof socialTokenRequestSchema>

/**
 * POST {signed_url} of purpose `social_link` (offered with a 409, or a social registration's 400,
 * for an account without socials), sent with the password session's bearer token: the pending
 * identity is linked to that account. No body.
 */
export const socialLinkRequestSchema = z.object({})
export const socialLinkResponseSchema = z.object({
  message: z.string(),
  socials: z.array(enumField(socialProviders)),
})
export type SocialLinkResponse = z.infer<typeof socialLinkResponseSchema>

/** GET auth/user: who the bearer token belongs to. */
export const currentUserResponseSchema = z.object({
  id: z.number(),
  email: z.string(),
  m_id: z.string(),
  locale: z.string(),
  email_verified: z.boolean(),
  socials: z.array(z.enum(socialProviders)),
})
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>

/** POST auth/logout. */
export const logoutResponseSchema = z.object({ message: z.string() })
