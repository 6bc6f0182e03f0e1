// The 404 of a locale-shaped prefix that is no locale (`/xx-qq/about`): answered where it stands,
// in the language a redirect would have chosen (docs/decisions/002, 026). No locale layout ran, so
// the root route's loader brings the shell strings of that language.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { negotiatedLocale } from '../../shared/i18n/negotiated-locale.server'
import { shellCopy } from '../../shared/copy/shell-copy.server'

export const getUnknownPrefixPage = createServerFn({ method: 'GET' }).handler(() => {
  const { locale } = negotiatedLocale(getRequest())
  return { localeCode: locale.code, shell: shellCopy(locale.file) }
})
