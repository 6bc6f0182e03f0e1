// Server functions the route loaders call for their copy (see page-copy.server.ts for why). The
// accepted page ids and locales come from the page registry and the locale table.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { localeByCode } from '../../shared/i18n/locales'
import { pageIdsOfKind } from '../../shared/site/pages'
import { getConfig } from '../../shared/site/config.server'
import { localeInput } from '../../shared/forms/inputs'
import { contentPageCopy, homePageCopy } from './page-copy.server'
import { checkedInput } from '../../shared/forms/checked-input'

export const getContentPageCopy = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ page: z.enum(pageIdsOfKind('content')), locale: localeInput })))
  .handler(({ data }) => contentPageCopy(data.page, localeByCode(data.locale), getConfig()))

export const getHomePageCopy = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ page: z.enum(pageIdsOfKind('home', 'dialog')), locale: localeInput })))
  .handler(({ data }) => homePageCopy(data.page, localeByCode(data.locale), getConfig()))
