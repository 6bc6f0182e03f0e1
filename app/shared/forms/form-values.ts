// A form's values and its refusals, the same on both sides: what a posted form's fields say (the
// browser's submit or a form posted without JavaScript), which fields a schema refuses and with
// which key, and which refusals still stand after the visitor edits a field. Pure: the browser's
// form hook (use-form.ts) and the form actions (form-action.server.ts) share it.
import * as z from 'zod/mini'
import { ruleErrors } from '../../../contract/validation'
import { fieldErrorKey, type FieldErrorKey } from './field-error-keys'
import type { FieldErrors } from './form-outcome'

/** How a field is read and kept: typed text, a checkbox, or a password (never kept, never echoed). */
export type FieldKind = 'text' | 'checkbox' | 'password'

export type FormFields = Readonly<Record<string, FieldKind>>

/** What a form holds: text for typed fields, a boolean for checkboxes. */
export type FormValues<F extends FormFields = FormFields> = { [K in keyof F]: F[K] extends 'checkbox' ? boolean : string }

/** A form as both sides know it: its fields, and the contract schema that checks them. */
export interface FormSpec<F extends FormFields = FormFields, S extends z.core.$ZodType = z.core.$ZodType> {
  fields: F
  schema: S
}

export function defineForm<const F extends FormFields, S extends z.core.$ZodType>(fields: F, schema: S): FormSpec<F, S> {
  return { fields, schema }
}

/** Empty values: blank text, unchecked boxes. */
export function emptyValues<F extends FormFields>(spec: Pick<FormSpec<F>, 'fields'>): FormValues<F> {
  return Object.fromEntries(Object.entries(spec.fields).map(([name, kind]) => [name, kind === 'checkbox' ? false : ''])) as FormValues<F>
}

/**
 * The values a posted form carries for the spec's fields: a checkbox is checked when it is sent at
 * all; a text field that is missing, repeated or a file counts as its first string, else blank.
 */
export function valuesFromFormData<F extends FormFields>(spec: Pick<FormSpec<F>, 'fields'>, data: FormData): FormValues<F> {
  return Object.fromEntries(
    Object.entries(spec.fields).map(([name, kind]) => {
      if (kind === 'checkbox') return [name, data.has(name)]
      const value = data.getAll(name).find((entry) => typeof entry === 'string')
      return [name, value ?? '']
    }),
  ) as FormValues<F>
}

/** The values worth keeping for the visitor's next view of the form: everything but passwords. */
export function keptValues<F extends FormFields>(spec: Pick<FormSpec<F>, 'fields'>, values: FormValues<F>): Partial<FormValues<F>> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => spec.fields[name] !== 'password')) as Partial<FormValues<F>>
}

/** The schema's output for the values, or every field it refuses, each with the key of its first failing rule. */
export function checkForm<S extends z.core.$ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; refused: FieldErrors } {
  const result = z.safeParse(schema, values)
  if (result.success) return { ok: true, data: result.data }
  const refused: FieldErrors = {}
  for (const [field, rules] of Object.entries(ruleErrors(result.error))) {
    const [first] = rules
    if (first) refused[field] ??= fieldErrorKey(field, first)
  }
  return { ok: false, refused }
}

/** Every field the schema refuses; none: the form passes. */
export function refusedFields(schema: z.core.$ZodType, values: unknown): FieldErrors {
  const checked = checkForm(schema, values)
  return checked.ok ? {} : checked.refused
}

/** Refusals only the server can make (it knows the accounts): they stand until their field is edited. */
const SERVER_KEYS: ReadonlySet<FieldErrorKey> = new Set(['credentials', 'email_taken', 'password_common'])

/**
 * The refusals still standing once the visitor changed `edited`: a field refused by the form's
 * rules keeps its refusal, in its current words, until its own value passes (whichever field
 * changed: a confirmation passes once the password it repeats does); the server's own refusals
 * go when their field is edited. A field that was not refused is not refused while typing.
 */
export function standingRefusals(schema: z.core.$ZodType, values: unknown, refused: FieldErrors, edited: string): FieldErrors {
  const names = Object.keys(refused)
  if (names.length === 0) return refused
  const now = refusedFields(schema, values)
  const standing: FieldErrors = {}
  for (const name of names) {
    const key = refused[name]
    if (!key) continue
    if (SERVER_KEYS.has(key)) {
      if (name !== edited) standing[name] = key
    } else if (now[name]) standing[name] = now[name]
  }
  return standing
}

/** Whether two sets of refusals say the same. */
export function sameRefusals(a: FieldErrors, b: FieldErrors): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
