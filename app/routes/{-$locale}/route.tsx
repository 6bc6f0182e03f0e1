// The optional locale prefix: a known code selects that locale, no prefix selects the host's
// default, anything else is a 404 (never a redirect, never a page in the wrong language). Its
// loader brings the layout's messages in the page's language only.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { AccountActions } from '../../features/auth/account-actions'
import { NotFoundPage } from '../../features/errors/error-pages'
import { DefaultLayout } from '../../features/layout/default-layout'
import { LocaleSwitcher } from '../../features/locale/locale-switcher'
import { isPrefixedLocaleCode, localeByCode } from '../../shared/i18n/locales'
import { hostDefaultLocale } from '../../shared/site/site-urls'
import { LayoutMessagesProvider } from '../../shared/copy/layout-messages'
import { getLayoutMessages } from '../../shared/copy/layout-messages.functions'

export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, context }) => {
    if (params.locale === undefined) return { locale: hostDefaultLocale(context.settings.hostKind) }
    if (!isPrefixedLocaleCode(params.locale)) throw notFound()
    return { locale: localeByCode(params.locale) }
  },
  loader: ({ context }) => getLayoutMessages({ data: { locale: context.locale.code } }),
  // The messages of a locale never change while the page is open: no refetch on navigation.
  staleTime: Infinity,
  component: LocaleLayout,
  // A page missing under a known prefix: the 404 in that locale's language (its loader ran).
  notFoundComponent: NotFoundPage,
})

function LocaleLayout() {
  const { messages } = Route.useLoaderData()
  return (
    <LayoutMessagesProvider messages={messages}>
      <DefaultLayout headerTools={<LocaleSwitcher />} account={<AccountActions />} />
    </LayoutMessagesProvider>
  )
}
