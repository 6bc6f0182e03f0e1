// The message file the browser renders paraglide messages in, set by useSiteLocale while the
// document renders. Kept apart from i18n.ts so that reading it does not pull paraglide's runtime
// into the bundle every page loads: only modules that render messages do (app/shared/i18n/messages.ts).
import { DEFAULT_LOCALE, type MessageFile } from './locales'

let browserFile: MessageFile = DEFAULT_LOCALE.file

export function setBrowserMessageFile(file: MessageFile): void {
  browserFile = file
}

export function browserMessageFile(): MessageFile {
  return browserFile
}
