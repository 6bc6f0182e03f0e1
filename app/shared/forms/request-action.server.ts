// The answer to a request form (contact, opt-out, notify-me) posted without JavaScript: the same
// schema and the same sending as the browser's submit, and a 303 back to the page with the thanks,
// or with the refusals and what was typed (form-action.server.ts).
import type * as z from 'zod/mini'
import type { LocaleCode } from '../i18n/locales'
import { answerPosted, type FormPostHandler, type PostedOutcome, postedLocale, readPostedForm, siteOrigins } from './form-action.server'
import { checkForm, type FormFields, type FormSpec, keptValues, valuesFromFormData } from './form-values'
import type { RequestOutcome } from './request-form'

interface RequestPost<F extends FormFields, S extends z.core.$ZodType> {
  /** Which form of the page. */
  form: string
  spec: FormSpec<F, S>
  /** Sends the accepted values, as the form's server function does. */
  send: (locale: LocaleCode, values: z.output<S>) => Promise<RequestOutcome>
}

/** A route's POST handler for a request form. */
export function requestFormAction<F extends FormFields, S extends z.core.$ZodType>({ form, spec, send }: RequestPost<F, S>) {
  const handler: FormPostHandler = async ({ request, next }) => {
    const data = await readPostedForm(request, siteOrigins())
    if (data instanceof Response) return data
    const path = new URL(request.url).pathname
    const values = valuesFromFormData(spec, data)
    const kept = keptValues(spec, values) as PostedOutcome['values']
    const answer = (outcome: Omit<PostedOutcome, 'form'>) => answerPosted({ form, ...outcome }, path, next)
    const checked = checkForm(spec.schema, values)
    if (!checked.ok) return answer({ values: kept, refused: checked.refused, result: null })
    const outcome = await send(postedLocale(), checked.data)
    if (outcome.ok) {
      const sentTo = typeof values.email === 'string' ? values.email.trim() : undefined
      return answer({ values: {}, refused: {}, result: { ok: true, ...(sentTo ? { sentTo } : {}) } })
    }
    if (outcome.reason === 'fields') return answer({ values: kept, refused: outcome.fields, result: null })
    const result =
      outcome.reason === 'throttled'
        ? outcome
        : { ok: false as const, reason: outcome.reason === 'rejected' ? ('rejected' as const) : ('unavailable' as const) }
    return answer({ values: kept, refused: {}, result })
  }
  return handler
}
