// The passkey server functions, the browser's way to passkeys.server.ts: options for a ceremony,
// and the browser's answer to it. Inputs are checked with the contract's schemas; answers are
// outcomes the dialog can act on, never a token.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { authenticationResponseSchema, registrationResponseSchema } from '../../../contract/passkeys'
import { checkedInput } from '../../shared/forms/checked-input'
import { localeInput } from '../../shared/forms/inputs'
import { creationOptions, save, signIn, signInOptions } from './passkeys.server'

const locale = localeInput

export const passkeySignInOptions = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale })))
  .handler(({ data }) => signInOptions(data.locale))

export const passkeySignIn = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, response: authenticationResponseSchema })))
  .handler(({ data }) => signIn(data.locale, data.response))

export const passkeyCreationOptions = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale })))
  .handler(({ data }) => creationOptions(data.locale))

export const passkeySave = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale, response: registrationResponseSchema })))
  .handler(({ data }) => save(data.locale, data.response))
