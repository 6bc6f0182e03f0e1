// A visitor's first visit, recorded once storage is allowed (shared/consent/consent-rules.ts): auth/store-meta with
// what the page knows about the visit, and auth/store-meta/attribution with the campaign it came
// from (SPEC.md §7). The marketing id and tracking query are read from their cookies here.
import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { endpoints } from '../../../contract/endpoints'
import { COOKIES } from '../cookies/cookies'
import { api, currentCaller, requestViewport } from '../api/api.server'
import { localeInput } from '../forms/inputs'
import { checkedInput } from '../forms/checked-input'

const text = (max: number) => z.string().max(max)

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

export const recordFirstVisit = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale: localeInput, path: text(2048), referrer: text(2048) })))
  .handler(async ({ data }) => {
    const mId = getCookie(COOKIES.marketingId.name)
    if (!mId || !/^[A-Za-z0-9_-]{1,64}$/.test(mId)) return { ok: false }
    const query = getCookie(COOKIES.query.name)?.slice(0, 2048) ?? null
    const caller = currentCaller(data.locale)
    const [meta, attribution] = await Promise.all([
      api().call(endpoints.storeMeta, caller, {
        body: { m_id: mId, data: { locale: data.locale, landing_path: data.path, viewport: requestViewport() } },
      }),
      api().call(endpoints.attribution, caller, {
        body: { m_id: mId, ...attributionOf(query), query: query ?? undefined, referrer: data.referrer || undefined },
      }),
    ])
    return { ok: meta.ok && attribution.ok }
  })
