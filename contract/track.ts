// Analytics bodies: api/track (e.g. a QR-code scan), auth/store-meta and
// auth/store-meta/attribution. All persisted as given, bounded in size.
import { z } from 'zod'
import * as zm from 'zod/mini'
import { marketingIdField } from './auth'
import { messageResponseSchema } from './errors'
import { optionalString, patternField } from './validation'

/** Flat JSON objects with scalar values, bounded in size. */
export const scalarRecordSchema = z
  .record(z.string().max(64), z.union([z.string().max(2048), z.number(), z.boolean(), z.null()]), { error: 'object' })
  .refine((r) => Object.keys(r).length <= 50, { error: 'max_items:50' })

export const trackRequestSchema = z.object({
  event: patternField(64, /^[a-z0-9_.:-]+$/i),
  m_id: zm.optional(marketingIdField()),
  url: optionalString(2048),
  data: scalarRecordSchema.optional(),
})
export type TrackRequest = z.input<typeof trackRequestSchema>

export const storeMetaRequestSchema = z.object({ m_id: marketingIdField(), data: scalarRecordSchema })
export type StoreMetaRequest = z.input<typeof storeMetaRequestSchema>

export const attributionRequestSchema = z.object({
  m_id: marketingIdField(),
  int_attr_id: optionalString(128),
  source: optionalString(255),
  medium: optionalString(255),
  campaign: optionalString(255),
  query: optionalString(2048),
  referrer: optionalString(2048),
})
export type AttributionRequest = z.input<typeof attributionRequestSchema>

export const storedResponseSchema = messageResponseSchema
export type StoredResponse = z.infer<typeof storedResponseSchema>
