// The error bodies the API answers with, Laravel-shaped: `{ message }` for 401/403/404/413/415/
// 429, plus `errors: { field: [message, …] }` for 422.
import { z } from 'zod'

export const messageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>

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
