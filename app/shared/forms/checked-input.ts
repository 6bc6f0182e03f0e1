// The validator of every server function: a failure answers 400 with each failing field's rule
// keys, never the schema's own message (which would carry its patterns and value lists, such as
// every locale code).
import * as z from 'zod/mini'
import { ruleErrors } from '../../../contract/validation'

/** The schema's output, or a thrown 400 `{ message, errors: { field: ['rule', 'min:15'] } }`. */
export function checkedInput<S extends z.core.$ZodType>(schema: S): (input: z.input<S>) => z.output<S> {
  return (input) => {
    const parsed = z.safeParse(schema, input)
    if (parsed.success) return parsed.data
    const errors = Object.fromEntries(
      Object.entries(ruleErrors(parsed.error)).map(([field, rules]) => [
        field,
        rules.map((r) => (r.param ? `${r.name}:${r.param}` : r.name)),
      ]),
    )
    // Start answers a thrown Response as it is.
    throw Response.json({ message: 'The request is not valid.', errors }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
}
