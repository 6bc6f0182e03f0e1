// The 404 of a locale-shaped prefix that is no locale (`/xx-qq/about`): answered where it stands,
// in the language a redirect would have chosen (docs/decisions/002, 026). No locale layout ran, so
// the root route's loader brings the shell's messages in that language.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { negotiatedLocale } from '../../shared/i18n/negotiated-locale.server'
import { messagesOf } from '../../shared/i18n/messages.server'
import { SHELL_NAMESPACES } from '../../shared/copy/layout-namespaces'

export const getUnknownPrefixPage = createServerFn({ method: 'GET' }).handler(() => {
  const { locale } = negotiatedLocale(getRequest())
  return { localeCode: locale.code, messages: messagesOf(locale.file, SHELL_NAMESPACES) }
})
