// Server functions the route loaders call for their copy (see page-copy.server.ts for why). The
// accepted page ids and locales come from the page registry and the locale table.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { localeByCode } from '../../shared/i18n/locales'
import { pageIdsOfKind } from '../../shared/site/pages'
import { getConfig } from '../../shared/site/config.server'
import { localeInput } from '../../shared/forms/inputs'
import { contentPageCopy, homePageCopy, homePageHead } from './page-copy.server'
import { checkedInput } from '../../shared/forms/checked-input'

export const getContentPageCopy = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ page: z.enum(pageIdsOfKind('content')), locale: localeInput })))
  .handler(({ data }) => contentPageCopy(data.page, localeByCode(data.locale), getConfig()))

/** The home page's body, loaded once by the home layout for the home page and its dialogs. */
export const getHomePageCopy = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ locale: localeInput })))
  .handler(({ data }) => homePageCopy(localeByCode(data.locale), getConfig()))

/** The head of the home page or of one of the dialogs over it. */
export const getHomePageHead = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ page: z.enum(pageIdsOfKind('home', 'dialog')), locale: localeInput })))
  .handler(({ data }) => homePageHead(data.page, localeByCode(data.locale), getConfig()))
