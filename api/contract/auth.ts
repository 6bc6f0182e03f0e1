// Request and response bodies of the auth endpoints (SPEC §3, §7; DESIGN §5).
// Pure zod, shared by the API (validation) and the site (forms and response checks).
import { z } from 'zod'
import { emailField, fieldLabel, laravelString, marketingIdSchema, optionalString, requiredString, socialProviderSchema, socialProviders } from './common'
import { isLocaleCode } from './locales'

export const PASSWORD_MIN_LENGTH = 15
export const PASSWORD_MAX_LENGTH = 128

/** Password length counted in Unicode code points (NIST SP 800-63B), not UTF-16 units. */
export function passwordField(field = 'password') {
  const label = fieldLabel(field)
  return laravelString(field)
    .min(1, { error: `The ${label} field is required.` })
    .refine((v) => [...v].length >= PASSWORD_MIN_LENGTH, {
      error: `The ${label} field must be at least ${PASSWORD_MIN_LENGTH} characters.`,
      abort: true,
    })
    .refine((v) => [...v].length <= PASSWORD_MAX_LENGTH, {
      error: `The ${label} field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
    })
}

export const localeField = requiredString('locale', 16)
  .transform((v) => v.toLowerCase())
  .refine(isLocaleCode, { error: 'The selected locale is invalid.' })

const emailOnly = z.object({ email: emailField() })

// auth/check
export const checkRequestSchema = emailOnly
export type CheckRequest = z.input<typeof checkRequestSchema>
export const checkResponseSchema = z.object({
  exists: z.boolean(),
  socials: z.array(z.enum(socialProviders)),
  email: z.string(),
})
export type CheckResponse = z.infer<typeof checkResponseSchema>

// auth/register
export const registerRequestSchema = z
  .object({
    email: emailField(),
    password: passwordField('password'),
    confirm_password: requiredString('confirm_password', 1024),
    locale: localeField,
    m_id: marketingIdSchema,
    query: optionalString('query', 2048),
  })
  .refine((b) => b.password === b.confirm_password, {
    path: ['confirm_password'],
    error: 'The confirm password field must match password.',
  })
export type RegisterRequest = z.input<typeof registerRequestSchema>
export const registerResponseSchema = z.object({ message: z.string() })
export type RegisterResponse = z.infer<typeof registerResponseSchema>

// auth/login (sign-in only requires a non-empty password; the rules apply to new passwords)
export const loginRequestSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, { error: 'The password field is required.' })
    .max(1024, { error: 'The password field must not be greater than 1024 characters.' }),
})
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
export const oneTimeLinkRequestSchema = emailOnly
export const forgotPasswordRequestSchema = emailOnly
export const resendVerificationRequestSchema = emailOnly
export type EmailOnlyRequest = z.input<typeof emailOnly>
/** The same `{ message }` whether or not the account exists. */
export const emailSentResponseSchema = z.object({ message: z.string() })
export type EmailSentResponse = z.infer<typeof emailSentResponseSchema>

// auth/reset-password
export const resetPasswordRequestSchema = z
  .object({
    email: emailField(),
    token: requiredString('token', 256),
    password: passwordField('password'),
    password_confirmation: requiredString('password_confirmation', 1024),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    error: 'The password confirmation field must match password.',
  })
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>
export const resetPasswordResponseSchema = z.object({ message: z.string() })

// POST {signed_url}: one-time login and verification need no body; social registration
// takes the registration fields the site merges in (SPEC §7).
export const signedUrlRequestSchema = z.object({
  m_id: marketingIdSchema.optional(),
  locale: localeField.optional(),
  query: optionalString('query', 2048),
})
export type SignedUrlRequest = z.input<typeof signedUrlRequestSchema>

// auth/social/*
export const socialRedirectQuerySchema = z.object({ provider: socialProviderSchema })
export const socialRedirectResponseSchema = z.object({ url: z.url() })
export type SocialRedirectResponse = z.infer<typeof socialRedirectResponseSchema>

export const socialCallbackQuerySchema = z
  .object({
    provider: socialProviderSchema,
    state: requiredString('state', 512),
    code: optionalString('code', 2048),
    error: optionalString('error', 256),
  })
  .refine((q) => q.code !== undefined || q.error !== undefined, {
    path: ['code'],
    error: 'The code field is required.',
  })

/** Data of social callback / token answers other than 200 (SPEC §3 "Social callback data"). */
export const socialAuthDataSchema = z.object({
  email: z.string().nullable(),
  socials: z.array(z.enum(socialProviders)),
  social_auth_provider: z.enum(socialProviders),
  signed_url: z.string().optional(),
})
export type SocialAuthData = z.infer<typeof socialAuthDataSchema>

/**
 * Social callback / token / social-registration answers by status (SPEC §4):
 * 200 login; 202, 409, 400 and 403-with-email carry SocialAuthData (plus a message);
 * 403-with-only-a-message, 401 and 422 carry `{ message, errors? }`.
 */
export const socialStatusDataSchema = socialAuthDataSchema.extend({ message: z.string() })
export type SocialStatusData = z.infer<typeof socialStatusDataSchema>
export const socialResultSchema = z.union([loginResponseSchema, socialStatusDataSchema])

export const socialTokenRequestSchema = z
  .object({
    provider: socialProviderSchema,
    id_token: optionalString('id_token', 8192),
    access_token: optionalString('access_token', 8192),
  })
  .refine((b) => b.id_token !== undefined || b.access_token !== undefined, {
    path: ['id_token'],
    error: 'The id token field is required when access token is not present.',
  })
export type SocialTokenRequest = z.input<typeof socialTokenRequestSchema>

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
