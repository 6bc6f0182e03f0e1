// Tells paraglide which message file to use. The locale is never detected by paraglide: on the
// server it comes from the request context the site middleware set, in the browser from the
// route being rendered (see useSiteLocale and message-file.ts). Imported by app/shared/i18n/messages.ts,
// the one door to paraglide messages for components, and by the server entry.
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { overwriteGetLocale } from '../../paraglide/runtime'
import { DEFAULT_LOCALE, localeByCode, type MessageFile } from './locales'
import { browserMessageFile } from './message-file'

const currentFile = createIsomorphicFn()
  .server((): MessageFile => {
    const code = getGlobalStartContext()?.site.localeCode
    return code ? localeByCode(code).file : DEFAULT_LOCALE.file
  })
  .client(() => browserMessageFile())

overwriteGetLocale(() => currentFile())
