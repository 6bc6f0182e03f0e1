// The sign-in server functions, the browser's way to the calls of auth-calls.server.ts: each
// validates its input with the step's own schema (contract/forms.ts) and answers with an outcome
// the dialog can act on — never a token. A step posted without JavaScript runs the same calls
// directly (auth-action.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { emailForm, newPasswordForm, signInForm, signUpForm, socialSignUpForm } from '../../../contract/forms'
import { checkedInput } from '../../shared/forms/checked-input'
import { localeInput } from '../../shared/forms/inputs'
import { confirmWaitingLink, serverAuthCalls } from './auth-calls.server'

const locale = localeInput
const signedUrl = z.string().max(4096)
const emailInput = checkedInput(z.object({ locale, form: emailForm }))

export const checkEmail = createServerFn({ method: 'POST' })
  .validator(emailInput)
  .handler(({ data }) => serverAuthCalls(data.locale).checkEmail(data.form))

export const register = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, form: signUpForm })))
  .handler(({ data }) => serverAuthCalls(data.locale).register(data.form))

export const login = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, form: signInForm, link: signedUrl.optional() })))
  .handler(({ data }) => serverAuthCalls(data.locale).login(data.form, data.link))

export const sendLoginLink = createServerFn({ method: 'POST' })
  .validator(emailInput)
  .handler(({ data }) => serverAuthCalls(data.locale).sendLoginLink(data.form))

export const forgotPassword = createServerFn({ method: 'POST' })
  .validator(emailInput)
  .handler(({ data }) => serverAuthCalls(data.locale).forgotPassword(data.form))

export const resendVerification = createServerFn({ method: 'POST' })
  .validator(emailInput)
  .handler(({ data }) => serverAuthCalls(data.locale).resendVerification(data.form))

export const resetPassword = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, form: newPasswordForm })))
  .handler(({ data }) => serverAuthCalls(data.locale).resetPassword(data.form))

/** Finishing a social sign-up: POST the registration's signed URL with the visitor's choices. */
export const socialRegister = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, signedUrl, form: socialSignUpForm })))
  .handler(({ data }) => serverAuthCalls(data.locale).socialRegister(data.signedUrl, data.form))

/** The e-mailed link waiting in this browser (verification or one-time sign-in), confirmed by the visitor's click. */
export const confirmSignedUrl = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale })))
  .handler(({ data }) => confirmWaitingLink(data.locale))
