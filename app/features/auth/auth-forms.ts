// The auth dialog's forms, one zod schema each, shared by TanStack Form in the browser and the
// server functions' validators. Each is the contract's request schema, or a part of it, so that
// the forms fail with the same rule keys the API uses. Field names are SPEC.md §3's: email,
// password, password_new, confirm_password.
import { z } from 'zod'
import {
  checkRequestSchema,
  loginRequestSchema,
  registerRequestFields,
  resetPasswordRequestFields,
  signedUrlRequestSchema,
  withConfirmation,
} from '../../../contract/auth'

export const emailForm = checkRequestSchema
export type EmailForm = z.input<typeof emailForm>

export const signInForm = loginRequestSchema
export type SignInForm = z.input<typeof signInForm>

// The site adds the locale, marketing id and campaign query itself; the opt-in, optional to the
// API, is always sent by the forms.
const optIn = { marketing_opt_in: registerRequestFields.shape.marketing_opt_in.unwrap() }

export const signUpForm = withConfirmation(
  registerRequestFields.pick({ email: true, password: true, confirm_password: true }).extend(optIn),
  'password',
  'confirm_password',
)
export type SignUpForm = z.input<typeof signUpForm>

// The e-mailed link brings the address and token (kept on the server); the form names the
// contract's password fields as SPEC §3 does.
const { password, password_confirmation } = resetPasswordRequestFields.shape
export const newPasswordForm = withConfirmation(
  z.object({ password_new: password, confirm_password: password_confirmation }),
  'password_new',
  'confirm_password',
)
export type NewPasswordForm = z.input<typeof newPasswordForm>

/** Finishing a social sign-up whose provider shared the address: only the choices remain. */
export const socialSignUpForm = z.object({ marketing_opt_in: signedUrlRequestSchema.shape.marketing_opt_in.unwrap() })
export type SocialSignUpForm = z.input<typeof socialSignUpForm>
