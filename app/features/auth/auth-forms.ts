// The dialog's forms as both sides read them: each step's fields (a password is never kept or
// echoed back) and the contract's schema that checks them (contract/forms.ts).
import * as z from 'zod/mini'
import { emailForm, newPasswordForm, signInForm, signUpForm, socialSignUpForm } from '../../../contract/forms'
import { defineForm } from '../../shared/forms/form-values'

export const emailStep = defineForm({ email: 'text' }, emailForm)
export const signInStep = defineForm({ email: 'text', password: 'password' }, signInForm)
export const signUpStep = defineForm(
  { email: 'text', password: 'password', confirm_password: 'password', marketing_opt_in: 'checkbox' },
  signUpForm,
)
export const newPasswordStep = defineForm({ password_new: 'password', confirm_password: 'password' }, newPasswordForm)
export const socialSignUpStep = defineForm({ marketing_opt_in: 'checkbox' }, socialSignUpForm)
/** A step of buttons only (a mail sent, an account with socials): nothing typed. */
export const buttonsOnly = defineForm({}, z.object({}))
