// The namespaces of the messages the layout and the document shell read, which the routes that own
// a page's language send (layout-messages.tsx, shell-messages.ts). Kept apart from those modules:
// only the server reads the lists, the browser only their types.
import type { Messages } from '../i18n/messages'

/** The shell's: title separator, the 404 and error layouts, the toast region. */
export const SHELL_NAMESPACES = ['site_title_separator', 'error_', 'toast_region', 'toast_dismiss'] as const
export type ShellMessages = Messages<(typeof SHELL_NAMESPACES)[number]>

/** The layout's: header, navigation, footer, consent banner, localization modal, account buttons, and the shell's. */
export const LAYOUT_NAMESPACES = [
  ...SHELL_NAMESPACES,
  'site_',
  'header_',
  'nav_',
  'footer_',
  'consent_',
  'locale_',
  // The footer's links to these pages, by their titles.
  'policy_title',
  'terms_title',
  'about_title',
  'contact_title',
  'login_title',
] as const
export type LayoutMessages = Messages<(typeof LAYOUT_NAMESPACES)[number]>
