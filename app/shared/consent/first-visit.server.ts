// A visitor's first visit, recorded once storage is allowed (shared/consent/consent-rules.ts): auth/store-meta with
// what the page knows about the visit, and auth/store-meta/attribution with the campaign it came
// from (SPEC.md §7). The marketing id and tracking query are read from their cookies here.
// Nothing leaves for the API but campaign data (docs/decisions/110): the query cookie passes the
// contract's rule again (a cookie written before it held whole queries), the landing path keeps
// only campaign parameters, and the referrer only its origin and path.
//
// The browser posts it to `POST /api/first-visit` (routes/api/first-visit.ts), a plain JSON route
// rather than a server function: a server function's first call loads Start's fetcher, about
// 11 KB gzip a first visit needs for nothing else (decision 024). The route takes what a server
// function takes: same-origin requests only, a JSON object within its body limit, checked fields.
import { getCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { campaignQuery, campaignUrl, withoutQuery } from '../../../contract/campaign-query'
import { endpoints } from '../../../contract/endpoints'
import { COOKIES } from '../cookies/cookies'
import { api, currentCaller, requestViewport } from '../api/api.server'
import { localeInput } from '../forms/inputs'
import { getConfig } from '../site/config.server'
import { fromOwnPage } from '../http/own-page.server'

const text = (max: number) => z.string().max(max)

/** What the page posts: the page's locale, its path and the document's referrer. */
export const firstVisitInput = z.strictObject({ locale: localeInput, path: text(2048), referrer: text(2048) })
export type FirstVisitInput = z.infer<typeof firstVisitInput>

/** Attribution fields from a campaign query (`?utm_source=…&int_attr_id=…`). */
export function attributionOf(query: string | null) {
  const params = new URLSearchParams(query ?? '')
  const field = (name: string, max = 255) => params.get(name)?.slice(0, max) || undefined
  return {
    int_attr_id: field('int_attr_id', 128),
    source: field('utm_source'),
    medium: field('utm_medium'),
    campaign: field('utm_campaign'),
  }
}

const answer = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** The input of a first-visit post, or the answer that refuses it. */
export async function readFirstVisit(request: Request): Promise<{ data: FirstVisitInput } | { refusal: Response }> {
  if (!fromOwnPage(request)) return { refusal: answer(403, { message: 'Only this site’s pages may record a visit.' }) }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return { refusal: answer(415, { message: 'The request body must be JSON.' }) }
  let body: unknown
  try {
    // Bounded by the site's HTTP server before it got here (server/request-body.ts).
    body = JSON.parse(await request.text())
  } catch {
    return { refusal: answer(400, { message: 'The request body is not valid JSON.' }) }
  }
  const parsed = firstVisitInput.safeParse(body)
  if (!parsed.success) return { refusal: answer(400, { message: 'The visit’s locale, path or referrer is invalid.' }) }
  return { data: parsed.data }
}

/**
 * POST /api/first-visit: `{ recorded }`, whether the API took both records. A record that could
 * not be made (no marketing id, the API unavailable) is no error of the page's: it answers 200
 * too, so the browser's console stays clean; the API's failure is in the site's log.
 */
export async function recordFirstVisit(request: Request): Promise<Response> {
  const read = await readFirstVisit(request)
  if ('refusal' in read) return read.refusal
  const { data } = read
  const mId = getCookie(COOKIES.marketingId.name)
  // No marketing id (storage not allowed, or withdrawn meanwhile): there is nothing to record.
  if (!mId || !/^[A-Za-z0-9_-]{1,64}$/.test(mId)) return answer(200, { recorded: false })
  const { campaignParams } = getConfig()
  const query = campaignQuery(getCookie(COOKIES.query.name) ?? '', campaignParams)
  // Re-encoding can lengthen a query past the API's bound: then the path goes without it.
  const landingPath = campaignUrl(data.path, campaignParams)
  const path = landingPath.length <= 2048 ? landingPath : (data.path.split(/[?#]/)[0] ?? '')
  const referrer = withoutQuery(data.referrer).slice(0, 2048)
  const caller = currentCaller(data.locale)
  const [meta, attribution] = await Promise.all([
    api().call(endpoints.storeMeta, caller, {
      body: { m_id: mId, data: { locale: data.locale, landing_path: path, viewport: requestViewport() } },
    }),
    api().call(endpoints.attribution, caller, {
      body: { m_id: mId, ...attributionOf(query), query: query ?? undefined, referrer: referrer || undefined },
    }),
  ])
  const recorded = meta.ok && attribution.ok
  const refusal = !meta.ok ? meta.error : !attribution.ok ? attribution.error : null
  if (refusal)
    console.warn(
      `[site] a first visit could not be recorded: ${refusal.kind === 'http' ? `the API answered ${refusal.status}` : 'the API is unavailable'}`,
    )
  return answer(200, { recorded })
}
