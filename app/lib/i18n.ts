// Tells paraglide which message file to use. The locale is never detected by paraglide: on the
// server it comes from the request context the site middleware set, in the browser from the
// route being rendered (see useSiteLocale).
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { overwriteGetLocale } from '../paraglide/runtime'
import { DEFAULT_LOCALE, localeByCode, type MessageFile } from './locales'

let browserFile: MessageFile = DEFAULT_LOCALE.file

const currentFile = createIsomorphicFn()
  .server((): MessageFile => {
    const code = getGlobalStartContext()?.site.localeCode
    return code ? localeByCode(code).file : DEFAULT_LOCALE.file
  })
  .client(() => browserFile)

overwriteGetLocale(() => currentFile())

/** Called while rendering the document, before any message is read. */
export function setBrowserMessageFile(file: MessageFile): void {
  browserFile = file
}
