// Forms posted without JavaScript (or before it ran): every form of the site is `method="post"` to
// its own page, whose route answers the post here (decision 031). The post is read once it is
// known to come from one of the site's own pages; the form's action runs the same code the
// browser's submit runs; the answer is a 303 back to the page, which shows the outcome — the
// thanks, or every refusal beside its field with the values kept (never a password). The outcome
// waits for that page in the short-lived httpOnly `form_outcome` cookie, read once. An outcome too
// large for a cookie (a long message that could not be sent) is shown by the post's own answer
// instead, so nothing typed is ever lost. Nothing of the form ever goes into a URL.
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { getGlobalStartContext } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import * as z from 'zod/mini'
import { COOKIES, setCookieHeader } from '../cookies/cookies'
import { removeCookie } from '../cookies/cookies.server'
import { getConfig } from '../site/config.server'
import type { LocaleCode } from '../i18n/locales'
import type { FieldErrorKey } from './field-error-keys'

/** What a posted form led to, as the page that shows it reads it back. */
export interface PostedOutcome {
  /** Which form of the page (`contact`, `auth`…): another form ignores it. */
  form: string
  /** What the visitor typed, passwords left out. */
  values: Record<string, string | boolean>
  /** Refusals under the fields. */
  refused: Partial<Record<string, FieldErrorKey>>
  /** The notice above the form, or the thanks. */
  result: PostedResult | null
  /** The form's own state (the sign-in dialog's step), checked by that form when read. */
  state?: unknown
}

export type PostedResult =
  | { ok: true; sentTo?: string }
  | { ok: false; reason: 'throttled'; retryAfterSec: number }
  | { ok: false; reason: 'unavailable' }
  | { ok: false; reason: 'rejected' }

const postedOutcomeSchema = z.object({
  form: z.string().check(z.maxLength(40)),
  values: z.record(z.string().check(z.maxLength(40)), z.union([z.string().check(z.maxLength(6000)), z.boolean()])),
  refused: z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(60))),
  result: z.nullable(
    z.union([
      z.object({ ok: z.literal(true), sentTo: z.optional(z.string().check(z.maxLength(254))) }),
      z.object({ ok: z.literal(false), reason: z.literal('throttled'), retryAfterSec: z.number() }),
      z.object({ ok: z.literal(false), reason: z.enum(['unavailable', 'rejected']) }),
    ]),
  ),
  state: z.optional(z.unknown()),
})

/**
 * The largest sealed outcome kept in the cookie: one cookie of at most 4 KB is what every browser,
 * proxy and CDN in front of the site passes (nginx's default header line is 8 KB for all cookies).
 */
export const MAX_SEALED_BYTES = 3500

export function sealOutcome(outcome: PostedOutcome): string {
  return deflateRawSync(Buffer.from(JSON.stringify(outcome))).toString('base64url')
}

/** The outcome a cookie holds, or null for anything else (absent, forged, truncated). */
export function unsealOutcome(sealed: string | null | undefined): PostedOutcome | null {
  if (!sealed || sealed.length > MAX_SEALED_BYTES * 2) return null
  try {
    const json: unknown = JSON.parse(inflateRawSync(Buffer.from(sealed, 'base64url'), { maxOutputLength: 64 * 1024 }).toString('utf8'))
    const parsed = postedOutcomeSchema.safeParse(json)
    return parsed.success ? (parsed.data as PostedOutcome) : null
  } catch {
    return null
  }
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

const refusal = (status: 400 | 403 | 415, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** Whether the request's Content-Type is one a browser's form post has. */
export function isFormPost(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return FORM_TYPES.includes(type)
}

/**
 * The posted form's fields, or the answer that refuses it: another content type (415), a post
 * from anywhere but one of the site's own origins (403: a browser always sends `Origin` with a
 * form post, so a cross-site or DNS-rebound page cannot post here), or a body that is no form
 * (400). The site's HTTP server has already bounded the body.
 */
export async function readPostedForm(request: Request, origins: readonly string[]): Promise<FormData | Response> {
  if (!isFormPost(request.headers.get('content-type'))) return refusal(415, 'This page takes only its own forms.')
  const origin = request.headers.get('origin')
  if (!origin || !origins.includes(origin)) return refusal(403, 'This form was not sent from this site.')
  try {
    return await request.formData()
  } catch {
    return refusal(400, 'The form could not be read.')
  }
}

/** The language of the page a form was posted to (the request middleware decided it from its path). */
export function postedLocale(): LocaleCode {
  return getGlobalStartContext()?.site.localeCode ?? 'en'
}

export { siteOrigins } from '../http/own-page.server'

/** A route POST handler's `next`: what it returns renders the page itself, with `context` for its loaders. */
export type RenderPage = <C>(options: { context: C }) => { isNext: true; context: C }

/** What a form's POST handler answers: a response of its own, or the page rendered with the outcome. */
export type PostAnswer = Response | { isNext: true; context: { postedOutcome: PostedOutcome } }

/** A page route's POST handler for its forms. */
export type FormPostHandler = (ctx: { request: Request; next: RenderPage }) => Promise<PostAnswer>

/**
 * The answer to a posted form: a 303 back to `path` with the outcome waiting in its cookie; or,
 * when the outcome is too large for one, the page itself, rendered with it (`render`: the route
 * handler's `next`).
 */
export function answerPosted(outcome: PostedOutcome, path: string, render: RenderPage): PostAnswer {
  const sealed = sealOutcome(outcome)
  if (sealed.length > MAX_SEALED_BYTES) return render({ context: { postedOutcome: outcome } })
  const answer = seeOther(path)
  answer.headers.append('Set-Cookie', setCookieHeader('formOutcome', sealed, { secure: getConfig().secureCookies }))
  return answer
}

/** A 303 elsewhere (the member app, a provider's sign-in page), for a form that is done. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

/**
 * The outcome waiting for `form` in this request, read once: the one the post's own answer
 * rendered with (the router context's `serverContext`), else the cookie's.
 */
export function takePostedOutcome(form: string, serverContext: unknown): PostedOutcome | null {
  const rendered = (serverContext as { postedOutcome?: unknown } | undefined)?.postedOutcome
  if (rendered) {
    const parsed = postedOutcomeSchema.safeParse(rendered)
    return parsed.success && parsed.data.form === form ? (parsed.data as PostedOutcome) : null
  }
  const cookie = getCookie(COOKIES.formOutcome.name)
  if (cookie === undefined) return null
  const outcome = unsealOutcome(cookie)
  if (outcome?.form !== form) return null
  removeCookie('formOutcome')
  return outcome
}
