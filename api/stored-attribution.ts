// What the API stores of a query or an address it is sent (docs/decisions/110): the contract's
// campaign rule, applied where rows are written — users.query (users.ts) and every analytics
// payload (routes/public.ts: api/track, auth/store-meta and its attribution) — and once to the
// rows written before it (db/migrations/006_campaign_queries.ts). Whoever the client is, a
// form's fields in a query never reach the database. A bad query is cleaned, never refused:
// attribution is no reason to fail a registration or a record.
import { campaignQuery, campaignUrl, withoutQuery } from '../contract/campaign-query'

/** A query as stored: its campaign parameters, or null when none is left. */
export function storedQuery(query: string | null | undefined, campaignParams: readonly string[]): string | null {
  return query ? campaignQuery(query, campaignParams) : null
}

/** Keys whose value is a query string (`query`, `landing_query`). */
const QUERY_KEY = /(^|_)query$/i
/** Keys whose value is the page before: its origin and path only, as the site sends it. */
const REFERRER_KEY = /(^|_)referr?er$/i
/** The attribution fields that are one campaign parameter's value each, held to that parameter's rule. */
const CAMPAIGN_FIELDS: Readonly<Record<string, string>> = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  int_attr_id: 'int_attr_id',
}
/** An address (a URL with a scheme, or a path), or any text with a query in it (`…?name=Alice`). */
const ADDRESS = /^([a-z][a-z0-9+.-]*:\/\/|\/)|\?[^\s]*=/i

/** One payload value as stored. */
function storedValue(key: string, value: unknown, campaignParams: readonly string[]): unknown {
  if (typeof value !== 'string') return value
  if (QUERY_KEY.test(key) || value.startsWith('?')) return storedQuery(value, campaignParams)
  if (REFERRER_KEY.test(key)) return withoutQuery(value)
  const param = Object.hasOwn(CAMPAIGN_FIELDS, key) ? CAMPAIGN_FIELDS[key] : undefined
  if (param) {
    const kept = campaignQuery(new URLSearchParams([[param, value]]).toString(), campaignParams)
    return kept === null ? null : new URLSearchParams(kept).get(param)
  }
  return ADDRESS.test(value) ? campaignUrl(value, campaignParams) : value
}

/**
 * An analytics payload (a flat object) as stored: queries reduced to their campaign parameters,
 * referrers to their origin and path, addresses to their path and campaign parameters, and the
 * attribution's source, medium, campaign and internal id held to their parameters' rule.
 */
export function storedPayload(payload: unknown, campaignParams: readonly string[]): unknown {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, storedValue(key, value, campaignParams)]))
}
