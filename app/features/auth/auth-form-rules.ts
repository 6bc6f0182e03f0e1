// The dialog's forms as the browser checks them before sending: the contract's field rules without
// zod (contract/field-rules.ts), field by field as auth-forms.ts's schemas, which the server
// functions still validate with. auth-form-rules.test.ts holds each form to its schema.
import {
  confirmationMismatch,
  confirmationRules,
  currentPasswordRules,
  emailRules,
  newPasswordRules,
  type Rule,
} from '../../../contract/field-rules'
import type { AuthField } from './auth-outcomes'

/** The failing fields of a form, each with its rules in the order the schema reports them. */
export type FormRules = Partial<Record<AuthField, Rule[]>>

function failing(rules: FormRules): FormRules {
  return Object.fromEntries(Object.entries(rules).filter(([, failed]) => failed.length > 0))
}

export const emailFormRules = (form: { email: string }): FormRules => failing({ email: emailRules(form.email) })

export const signInFormRules = (form: { email: string; password: string }): FormRules =>
  failing({ email: emailRules(form.email), password: currentPasswordRules(form.password) })

/** The opt-in is a checkbox's boolean: only the typed fields can fail. */
export const signUpFormRules = (form: { email: string; password: string; confirm_password: string }): FormRules =>
  failing({
    email: emailRules(form.email),
    password: newPasswordRules(form.password),
    confirm_password: [
      ...confirmationRules(form.confirm_password),
      ...confirmationMismatch(form.password, form.confirm_password, 'password'),
    ],
  })

export const newPasswordFormRules = (form: { password_new: string; confirm_password: string }): FormRules =>
  failing({
    password_new: newPasswordRules(form.password_new),
    confirm_password: [
      ...confirmationRules(form.confirm_password),
      ...confirmationMismatch(form.password_new, form.confirm_password, 'password_new'),
    ],
  })
