// The optional locale prefix: a known code selects that locale, no prefix selects the host's
// default, anything else is a 404 (never a redirect, never a page in the wrong language).
import { createFileRoute, notFound } from '@tanstack/react-router'
import { AccountActions } from '../../features/auth/account-actions'
import { DefaultLayout } from '../../features/layout/default-layout'
import { LocaleSwitcher } from '../../features/locale/locale-switcher'
import { isPrefixedLocaleCode, localeByCode } from '../../lib/locales'
import { hostDefaultLocale } from '../../lib/site-urls'

export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, context }) => {
    if (params.locale === undefined) return { locale: hostDefaultLocale(context.settings.hostKind) }
    if (!isPrefixedLocaleCode(params.locale)) throw notFound()
    return { locale: localeByCode(params.locale) }
  },
  component: LocaleLayout,
})

function LocaleLayout() {
  return <DefaultLayout headerTools={<LocaleSwitcher />} account={<AccountActions />} />
}
