// The sign-in UI's words in the page's language (auth-messages.server.ts), fetched by the loaders
// of the routes that show the dialog or the login panel.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { checkedInput } from '../../shared/forms/checked-input'
import { localeInput } from '../../shared/forms/inputs'
import { localeByCode } from '../../shared/i18n/locales'
import { authWords } from './auth-messages.server'
import { rpIdHere } from './passkeys.server'

export const getAuthWords = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ locale: localeInput })))
  .handler(({ data }) => authWords(localeByCode(data.locale), rpIdHere() !== null))
