// The layout strings of one language for the locale route's loader (see layout-copy.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { localeByCode } from '../lib/locales'
import { getConfig } from '../server/config.server'
import { localeInput } from '../server/inputs'
import { layoutCopy } from '../server/layout-copy.server'
import { checkedInput } from '../server/checked-input'

export const getLayoutCopy = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ locale: localeInput })))
  .handler(({ data }) => {
    const config = getConfig()
    return layoutCopy(localeByCode(data.locale).file, { site: config.siteName, company: config.companyName })
  })
