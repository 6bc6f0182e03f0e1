// The access-denied page in the negotiated language: its head (one address for every language, no
// country in its title: the negotiated locale's is not the visitor's), its messages, and the
// visitor's country named in that language, when it can be.
import { countryName } from '../../shared/i18n/country-name'
import type { LocaleEntry } from '../../shared/i18n/locales'
import { messagesOf } from '../../shared/i18n/messages.server'
import { type HeadSite, pageHeadOf } from '../../shared/seo/page-head.server'
import * as m from '../../paraglide/messages'
import { ACCESS_DENIED_NAMESPACES } from './access-messages'

export function accessDeniedPage(locale: LocaleEntry, config: HeadSite, country: string | null) {
  const o = { locale: locale.file }
  return {
    localeCode: locale.code,
    /** The visitor's lower-case ISO country (the notify-me request sends it), or null when unknown. */
    country,
    countryName: country ? countryName(country, locale.iso) : null,
    head: {
      ...pageHeadOf(
        { title: m.access_denied_title({}, o), description: m.access_denied_description({ site: config.siteName }, o) },
        locale,
        config,
      ),
      variants: false as const,
    },
    // The country is known: its heading is sent, not every country's (messagesOf's `known`).
    messages: messagesOf(locale.file, ACCESS_DENIED_NAMESPACES, country ? { code: country } : {}),
  }
}
export type AccessDeniedPageData = ReturnType<typeof accessDeniedPage>
