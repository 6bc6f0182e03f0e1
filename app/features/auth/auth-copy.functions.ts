// The words of sign-in in the page's language, fetched by the loaders of the routes that show the
// dialog or the login panel (auth-copy.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { checkedInput } from '../../shared/forms/checked-input'
import { localeInput } from '../../shared/forms/inputs'
import { localeByCode } from '../../shared/i18n/locales'
import { getConfig } from '../../shared/site/config.server'
import { authCopy } from './auth-copy.server'
import { rpIdHere } from './passkeys.server'

export const getAuthCopy = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ locale: localeInput })))
  .handler(({ data }) => authCopy(localeByCode(data.locale), getConfig().siteName, rpIdHere() !== null))
