// Every form of the site, its fields and their rules, written once: the browser checks a form with
// these schemas before sending it, the site's server functions and form actions validate what
// they receive with them, and the reference API's request schemas are built from them (auth.ts,
// contact.ts). zod/mini, so that the browser pays a few kilobytes for them (decision 031). Field
// names are SPEC.md §3's; each failure is a rule key (validation.ts), worded by the site.
import * as z from 'zod/mini'
import { PASSWORD_INPUT_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './field-rules'
import { emailField, optionalString, requiredString, stringField } from './validation'

/** Code points, as NIST SP 800-63B counts a password (an emoji is one character). */
const codePoints = (text: string) => [...text].length

/**
 * A new password: 15 to 128 code points, no composition rules, never trimmed. No rule aborts:
 * zod skips every later check of the object after an aborting issue, the confirmation's too.
 */
export function newPasswordField() {
  return stringField().check(
    z.minLength(1, { error: 'required' }),
    z.refine((v) => codePoints(v) >= PASSWORD_MIN_LENGTH, { error: `min:${PASSWORD_MIN_LENGTH}` }),
    z.refine((v) => codePoints(v) <= PASSWORD_MAX_LENGTH, { error: `max:${PASSWORD_MAX_LENGTH}` }),
  )
}

/** Signing in only needs a non-empty password; the rules above apply to new ones. */
export function currentPasswordField() {
  return stringField().check(
    z.minLength(1, { error: 'required' }),
    z.maxLength(PASSWORD_INPUT_MAX_LENGTH, { error: `max:${PASSWORD_INPUT_MAX_LENGTH}` }),
  )
}

/**
 * The field that repeats a new password (checked against it by withConfirmation). Never trimmed,
 * like the password it repeats: a passphrase may begin or end with a space.
 */
export const confirmationField = currentPasswordField

/** A checkbox's answer: always sent by the forms, as a boolean. */
export const checkboxField = () => z.boolean({ error: 'in' })

/**
 * The one confirmation rule: `confirmation` repeats `password`, or fails `same:<password>`. It runs
 * whenever both are strings, whatever else fails (`when`: a plain refine on an object is skipped
 * once any field fails for good), so a form shows every error of a submit at once; an empty
 * confirmation is only `required`. Applied last: a refined object cannot be extended, so the
 * unrefined fields stay exported for the schemas that reuse them.
 */
export function withConfirmation<T extends z.ZodMiniObject, P extends keyof z.output<T> & string, C extends keyof z.output<T> & string>(
  schema: T,
  password: P,
  confirmation: C,
): T {
  return schema.check(
    z.refine((value) => (value as Record<string, unknown>)[password] === (value as Record<string, unknown>)[confirmation], {
      path: [confirmation],
      error: `same:${password}`,
      when: ({ value }) => {
        const fields = value as Record<string, unknown>
        return typeof fields[password] === 'string' && typeof fields[confirmation] === 'string' && fields[confirmation] !== ''
      },
    }),
  )
}

// The sign-in dialog's steps (SPEC.md §2).

/** The first step (auth/check), a one-time link, a new verification mail, a forgotten password. */
export const emailForm = z.object({ email: emailField() })
export type EmailForm = z.input<typeof emailForm>

export const signInForm = z.object({ email: emailField(), password: currentPasswordField() })
export type SignInForm = z.input<typeof signInForm>

/** Registration as the visitor fills it in; the site adds the locale, marketing id and campaign query. */
export const signUpFields = z.object({
  email: emailField(),
  password: newPasswordField(),
  confirm_password: confirmationField(),
  /** The unchecked-by-default marketing e-mail opt-in. */
  marketing_opt_in: checkboxField(),
})
export const signUpForm = withConfirmation(signUpFields, 'password', 'confirm_password')
export type SignUpForm = z.input<typeof signUpForm>

/** The new password of an e-mailed reset link, whose address and token stay on the server. */
export const newPasswordForm = withConfirmation(
  z.object({ password_new: newPasswordField(), confirm_password: confirmationField() }),
  'password_new',
  'confirm_password',
)
export type NewPasswordForm = z.input<typeof newPasswordForm>

/** Finishing a social sign-up whose provider shared the address: only the choice remains. */
export const socialSignUpForm = z.object({ marketing_opt_in: checkboxField() })
export type SocialSignUpForm = z.input<typeof socialSignUpForm>

// The request forms (api/po/contact-us, api/contact/data-sell, api/contact/notify-me).

export const contactForm = z.object({
  name: requiredString(120),
  email: emailField(),
  message: requiredString(5000),
})
export type ContactForm = z.input<typeof contactForm>

/** The CCPA "do not sell or share" request: only the address is required. */
export const dataSellForm = z.object({
  email: emailField(),
  name: optionalString(120),
  state: optionalString(64),
  message: optionalString(5000),
})
export type DataSellForm = z.input<typeof dataSellForm>

/** "Notify me when available", from the access-denied page: an address, as the sign-in's first step asks for. */
export const notifyMeForm = emailForm
export type NotifyMeForm = z.input<typeof notifyMeForm>
