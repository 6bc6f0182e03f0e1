// Analytics bodies: api/track (e.g. a QR-code scan), auth/store-meta and
// auth/store-meta/attribution. All persisted as given, bounded in size.
import { z } from 'zod'
import { marketingIdSchema, messageResponseSchema, optionalString, requiredString, scalarRecordSchema } from './common'

export const trackRequestSchema = z.object({
  event: requiredString('event', 64).pipe(
    z.string().regex(/^[a-z0-9_.:-]+$/i, { error: 'The event field format is invalid.' }),
  ),
  m_id: marketingIdSchema.optional(),
  url: optionalString('url', 2048),
  data: scalarRecordSchema.optional(),
})
export type TrackRequest = z.input<typeof trackRequestSchema>

export const storeMetaRequestSchema = z.object({
  m_id: marketingIdSchema,
  data: scalarRecordSchema,
})
export type StoreMetaRequest = z.input<typeof storeMetaRequestSchema>

export const attributionRequestSchema = z.object({
  m_id: marketingIdSchema,
  int_attr_id: optionalString('int_attr_id', 128),
  source: optionalString('source', 255),
  medium: optionalString('medium', 255),
  campaign: optionalString('campaign', 255),
  query: optionalString('query', 2048),
  referrer: optionalString('referrer', 2048),
})
export type AttributionRequest = z.input<typeof attributionRequestSchema>

export const storedResponseSchema = messageResponseSchema
export type StoredResponse = z.infer<typeof storedResponseSchema>
