// Tells paraglide which message file to use on the server: the one of the request's locale, which
// the site middleware put in the request context. Paraglide never detects a locale, and the
// browser renders no paraglide message at all: every word reaches it as copy built on the server
// (decisions 013, 024). Imported by the server entry.
import { getGlobalStartContext } from '@tanstack/react-start'
import { overwriteGetLocale } from '../../paraglide/runtime'
import { DEFAULT_LOCALE, localeByCode } from './locales'

overwriteGetLocale(() => {
  const code = getGlobalStartContext()?.site.localeCode
  return code ? localeByCode(code).file : DEFAULT_LOCALE.file
})
