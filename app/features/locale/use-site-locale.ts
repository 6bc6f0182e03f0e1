// The locale of the page being shown: the deepest matched route's context (the locale layout
// sets it from the path prefix, /access-denied from negotiation), else the path prefix (404
// pages), else the host's default. Also keeps paraglide's browser locale in step before any
// message renders.
import { useRouterState } from '@tanstack/react-router'
import { setBrowserMessageFile } from '../../lib/i18n'
import { DEFAULT_LOCALE, findLocale, type LocaleEntry } from '../../lib/locales'
import { hostDefaultLocale, type HostKind, splitLocalePath } from '../../lib/request-routing'

export function useSiteLocale(): LocaleEntry {
  const code = useRouterState({
    select: (state) => {
      for (let i = state.matches.length - 1; i >= 0; i--) {
        const context = state.matches[i]?.context as { locale?: LocaleEntry } | undefined
        if (context?.locale) return context.locale.code
      }
      const prefix = splitLocalePath(state.location.pathname).prefix
      const root = state.matches[0]?.context as { settings?: { hostKind: HostKind } } | undefined
      return prefix ?? hostDefaultLocale(root?.settings?.hostKind ?? 'main').code
    },
  })
  const locale = findLocale(code) ?? DEFAULT_LOCALE
  if (typeof window !== 'undefined') setBrowserMessageFile(locale.file)
  return locale
}
