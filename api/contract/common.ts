// Shared building blocks of the API contract: Laravel-shaped error bodies and the field
// helpers that give every validation message the same wording on the API and in the site.
// Pure zod, no Node imports: the site imports this module too.
import { z } from 'zod'

/** 401 / 403 / 404 / 413 / 429 bodies: `{ message }`. */
export const messageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>

/** 422 body: Laravel's `{ message, errors: { field: [msg, …] } }`. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationError = z.infer<typeof validationErrorSchema>

/** Any error body the API sends. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** Human field name as Laravel prints it: `confirm_password` → `confirm password`. */
export function fieldLabel(field: string): string {
  return field.replace(/_/g, ' ')
}

/** A string whose missing / wrong-type errors read like Laravel's. */
export function laravelString(field: string) {
  const label = fieldLabel(field)
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `The ${label} field is required.`
        : `The ${label} field must be a string.`,
  })
}

/** A required string with Laravel wording for missing / wrong type / too long. */
export function requiredString(field: string, max = 255) {
  const label = fieldLabel(field)
  return laravelString(field)
    .trim()
    .min(1, { error: `The ${label} field is required.` })
    .max(max, { error: `The ${label} field must not be greater than ${max} characters.` })
}

/** An optional string; empty strings count as absent. */
export function optionalString(field: string, max = 255) {
  const label = fieldLabel(field)
  return z
    .string({ error: `The ${label} field must be a string.` })
    .trim()
    .max(max, { error: `The ${label} field must not be greater than ${max} characters.` })
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
}

/** E-mail address, trimmed and lower-cased so one mailbox is one account. */
export function emailField(field = 'email') {
  const label = fieldLabel(field)
  return requiredString(field, 254)
    .pipe(z.email({ error: `The ${label} field must be a valid email address.` }))
    .transform((v) => v.toLowerCase())
}

/** Marketing id (the m_id cookie): a UUID in practice; any short token-like string is accepted. */
export const marketingIdSchema = requiredString('m_id', 64).pipe(
  z.string().regex(/^[A-Za-z0-9_-]+$/, { error: 'The m id field format is invalid.' }),
)

/** Social sign-in providers (SPEC §9). */
export const socialProviders = ['google', 'facebook', 'apple'] as const
export const socialProviderSchema = z.enum(socialProviders, {
  error: 'The selected provider is invalid.',
})
export type SocialProvider = z.infer<typeof socialProviderSchema>

/** Values of the X-User-Platform header (SPEC §7). */
export const userPlatforms = ['web', 'web-mobile'] as const
export type UserPlatform = (typeof userPlatforms)[number]

/** Free-form analytics payloads: flat JSON objects with scalar values, bounded in size. */
export const scalarRecordSchema = z
  .record(
    z.string().max(64),
    z.union([z.string().max(2048), z.number(), z.boolean(), z.null()]),
    { error: 'The data field must be an object.' },
  )
  .refine((r) => Object.keys(r).length <= 50, { error: 'The data field must not have more than 50 items.' })
