// The locale of the page being shown, and the settings every component may read: the locale
// layout's context (from the path prefix), /access-denied's or an unknown prefix's 404's (from
// negotiation), else the path prefix (404 pages), else the host's default.
import { useMatch, useRouteContext, useRouterState } from '@tanstack/react-router'
import { localeByCode, type LocaleCode, type LocaleEntry } from './locales'
import { hostDefaultLocale, localeParam, splitLocalePath } from '../site/site-urls'
import type { SiteSettings } from '../site/site-settings.functions'

export function useSiteSettings(): SiteSettings {
  return useRouteContext({ from: '__root__', select: (context) => context.settings })
}

export function useSiteLocale(): LocaleEntry {
  const hostKind = useSiteSettings().hostKind
  // A layout match whose beforeLoad threw notFound (an unknown prefix) has no locale in its context.
  const prefixed = useMatch({ from: '/{-$locale}', shouldThrow: false, select: (match) => match.context.locale?.code })
  const denied = useMatch({ from: '/access-denied', shouldThrow: false, select: (match) => match.context.locale.code })
  const unknownPrefix = useMatch({ from: '__root__', select: (match) => match.loaderData?.localeCode })
  const pathPrefix = useRouterState({ select: (state) => splitLocalePath(state.location.pathname).prefix })
  const code: LocaleCode = prefixed ?? denied ?? unknownPrefix ?? pathPrefix ?? hostDefaultLocale(hostKind).code
  return localeByCode(code)
}

/** The `{-$locale}` parameter that keeps links in the current locale (none for the host default). */
export function useLocaleParam(): LocaleCode | undefined {
  return localeParam(useSiteLocale(), useSiteSettings().hostKind)
}
