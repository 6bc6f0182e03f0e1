// The dialog's state as it travels with a step posted without JavaScript: in the form's hidden
// `state` field on the way in (what the step carries: auth-machine.ts `CarriedState`), and in the
// posted outcome on the way back to the page (form-action.server.ts). Both come from the visitor's
// browser, so both are checked here before the machine sees them; a field that fails is a fresh
// start, never an error page.
import { z } from 'zod'
import { socialAuthDataSchema } from '../../../contract/auth'
import { socialProviders } from '../../../contract/vocabulary'
import { takePostedOutcome } from '../../shared/forms/form-action.server'
import {
  AUTH_STEPS,
  type AuthState,
  type CarriedState,
  carriedState,
  initialAuthState,
  resumedState,
  TOAST_REASONS,
  type ToastReason,
} from './auth-machine'

/** A notice the browser would have shown as a toast, shown in the dialog after a post instead. */
export interface AuthNotice {
  reason: ToastReason
  retryAfterSec?: number
}

/** A posted step's outcome as the dialog opens with it (posted-auth.ts). */
export interface PostedAuth {
  state: AuthState
  values: Record<string, string | boolean>
  notices: AuthNotice[]
}

const carriedSchema = z.object({
  // Any step but the passkey offer, which only a signed-in page in the browser reaches.
  step: z.enum(AUTH_STEPS).refine((step): boolean => step !== 'passkey_offer'),
  email: z.string().max(254),
  emailNotVerified: z.boolean(),
  providers: z.array(z.enum(socialProviders)).max(socialProviders.length),
  socialProvider: z.enum(socialProviders).nullable(),
  socialAuthData: socialAuthDataSchema.nullable(),
  linkExistingToSocial: z.boolean(),
})

/** What the posted outcome keeps of the machine's state besides the refusals and values. */
const postedStateSchema = z.object({
  carried: carriedSchema,
  notice: z.enum(['link_sent', 'verification_sent']).nullable(),
  unavailable: z.boolean(),
  notices: z.array(z.object({ reason: z.enum(TOAST_REASONS), retryAfterSec: z.number().optional() })).max(5),
})
export type PostedAuthState = z.infer<typeof postedStateSchema>

/** The state a posted step carried in its hidden field; a missing or forged one starts over. */
export function carriedFrom(field: FormDataEntryValue | null): CarriedState {
  if (typeof field !== 'string' || field.length > 8192) return fresh
  try {
    const parsed = carriedSchema.safeParse(JSON.parse(field))
    return parsed.success ? parsed.data : fresh
  } catch {
    return fresh
  }
}
/** Where a step without a usable hidden field starts over. */
const fresh: CarriedState = carriedState(initialAuthState())

/** The sign-in step's outcome waiting for this page, as the dialog opens with it. */
export function readPostedAuth(serverContext: unknown): PostedAuth | null {
  const outcome = takePostedOutcome('auth', serverContext)
  if (!outcome) return null
  const posted = postedStateSchema.safeParse(outcome.state)
  if (!posted.success) return null
  const { carried, notice, unavailable, notices } = posted.data
  return {
    state: { ...resumedState(carried), fieldErrors: outcome.refused, notice, unavailable },
    values: outcome.values,
    notices: notices as AuthNotice[],
  }
}
