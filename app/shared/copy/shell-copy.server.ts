// The document shell's strings — title separator, the 404 and error layouts, the toast region —
// in one language. The routes that own a page's language (the locale layout, /access-denied)
// send them as loader data, so that no paraglide message (and not its runtime) is in the bundle
// every page loads. See app/shared/copy/shell-copy.ts.
import type { MessageFile } from '../i18n/locales'
import * as m from '../../paraglide/messages'

export function shellCopy(file: MessageFile) {
  const o = { locale: file }
  return {
    titleSeparator: m.site_title_separator({}, o),
    notFound: {
      badge: m.error_404_badge({}, o),
      title: m.error_404_title({}, o),
      description: m.error_404_description({}, o),
      /** `{path}` is filled in by the page. */
      path: m.error_404_path({ path: '{path}' }, o),
      homeLink: m.error_home_link({}, o),
    },
    error: { title: m.error_500_title({}, o), description: m.error_500_description({}, o), retry: m.error_retry({}, o) },
    toasts: { region: m.toast_region({}, o), dismiss: m.toast_dismiss({}, o) },
  }
}
/** Plain strings: the browser's built-in English fallback is not paraglide's branded type. */
type Plain<T> = { [K in keyof T]: T[K] extends string ? string : Plain<T[K]> }
export type ShellCopy = Plain<ReturnType<typeof shellCopy>>
