// Server functions the route loaders call for a page's data (pages.server.ts). The accepted page
// ids and locales come from the page registry and the locale table.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { localeByCode, type LocaleCode } from '../../shared/i18n/locales'
import { pageIdsOfKind } from '../../shared/site/pages'
import { getConfig } from '../../shared/site/config.server'
import { localeInput } from '../../shared/forms/inputs'
import { type ContentPageId, contentPage, homePage, homePageHead } from './pages.server'
import { checkedInput } from '../../shared/forms/checked-input'
import type { ContentPageOf } from './page-messages'

const contentPageData = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ page: z.enum(pageIdsOfKind('content')), locale: localeInput })))
  .handler(({ data }) => contentPage(data.page, localeByCode(data.locale), getConfig()))

/** A content page's data, of its page's own shape: the server function answers the page it is asked for. */
export const getContentPage = <P extends ContentPageId>(page: P, locale: LocaleCode) =>
  contentPageData({ data: { page, locale } }) as Promise<ContentPageOf<P>>

/** The home page's body, loaded once by the home layout for the home page and its dialogs. */
export const getHomePage = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ locale: localeInput })))
  .handler(({ data }) => homePage(localeByCode(data.locale), getConfig()))

/** The head of the home page or of one of the dialogs over it. */
export const getHomePageHead = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ page: z.enum(pageIdsOfKind('home', 'dialog')), locale: localeInput })))
  .handler(({ data }) => homePageHead(data.page, localeByCode(data.locale), getConfig()))
