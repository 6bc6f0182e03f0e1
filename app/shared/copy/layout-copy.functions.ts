// The layout strings of one language for the locale route's loader (see layout-copy.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { localeByCode } from '../i18n/locales'
import { getConfig } from '../site/config.server'
import { localeInput } from '../forms/inputs'
import { layoutCopy } from './layout-copy.server'
import { checkedInput } from '../forms/checked-input'

export const getLayoutCopy = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ locale: localeInput })))
  .handler(({ data }) => {
    const config = getConfig()
    return layoutCopy(localeByCode(data.locale).file, { site: config.siteName, company: config.companyName })
  })
