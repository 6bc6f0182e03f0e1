// The layout's messages in one language, for the locale route's loader (layout-messages.tsx).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { localeByCode } from '../i18n/locales'
import { messagesOf } from '../i18n/messages.server'
import { localeInput } from '../forms/inputs'
import { checkedInput } from '../forms/checked-input'
import { LAYOUT_NAMESPACES } from './layout-namespaces'

export const getLayoutMessages = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ locale: localeInput })))
  .handler(({ data }) => ({ messages: messagesOf(localeByCode(data.locale).file, LAYOUT_NAMESPACES) }))
