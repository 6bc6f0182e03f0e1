// Typed link targets for the layout: every internal link carries the current locale prefix
// (none for the host's default locale).
import type { LocaleEntry } from '../../lib/locales'
import { hostDefaultLocale, type HostKind } from '../../lib/request-routing'

export function localeParam(locale: LocaleEntry, hostKind: HostKind): string | undefined {
  return locale === hostDefaultLocale(hostKind) ? undefined : locale.code
}
