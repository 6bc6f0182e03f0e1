// The auth dialog's forms, one zod schema each, shared by TanStack Form in the browser and the
// server functions' validators (built from the contract's field rules, so they fail with the same
// rule keys the API uses). Field names are SPEC.md §3's: email, password, password_new,
// confirm_password.
import { z } from 'zod'
import { currentPasswordField, newPasswordField } from '../../../contract/auth'
import { emailField, requiredString } from '../../../contract/validation'

export const emailForm = z.object({ email: emailField() })
export type EmailForm = z.input<typeof emailForm>

export const signInForm = z.object({ email: emailField(), password: currentPasswordField() })
export type SignInForm = z.input<typeof signInForm>

const confirmPassword = () => requiredString(1024)

export const signUpForm = z
  .object({
    email: emailField(),
    password: newPasswordField(),
    confirm_password: confirmPassword(),
    marketing_opt_in: z.boolean(),
  })
  .refine((form) => form.password === form.confirm_password, { path: ['confirm_password'], error: 'same:password' })
export type SignUpForm = z.input<typeof signUpForm>

export const newPasswordForm = z
  .object({ password_new: newPasswordField(), confirm_password: confirmPassword() })
  .refine((form) => form.password_new === form.confirm_password, { path: ['confirm_password'], error: 'same:password_new' })
export type NewPasswordForm = z.input<typeof newPasswordForm>

/** Finishing a social sign-up whose provider shared the address: only the choices remain. */
export const socialSignUpForm = z.object({ marketing_opt_in: z.boolean() })
export type SocialSignUpForm = z.input<typeof socialSignUpForm>
