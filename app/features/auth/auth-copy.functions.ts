// The dialog's server-built words, fetched by the loaders of the routes that show it.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { checkedInput } from '../../shared/forms/checked-input'
import { localeInput } from '../../shared/forms/inputs'
import { localeByCode } from '../../shared/i18n/locales'
import { authCopy } from './auth-copy.server'

export const getAuthCopy = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ locale: localeInput })))
  .handler(({ data }) => authCopy(localeByCode(data.locale)))
