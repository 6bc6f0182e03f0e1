// The optional locale prefix: a known code selects that locale, no prefix selects the host's
// default, anything else is a 404 (never a redirect, never a page in the wrong language).
import { createFileRoute, notFound } from '@tanstack/react-router'
import { DefaultLayout } from '../../features/layout/default-layout'
import { findLocale, isPrefixedLocaleCode } from '../../lib/locales'
import { hostDefaultLocale } from '../../lib/request-routing'

export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, context }) => {
    if (params.locale !== undefined && !isPrefixedLocaleCode(params.locale)) throw notFound()
    const locale = params.locale ? findLocale(params.locale)! : hostDefaultLocale(context.settings.hostKind)
    return { locale }
  },
  component: DefaultLayout,
})
