// The sign-in UI's words in a page's language (auth-messages.ts): its messages, whether passkeys
// are offered here, and the e-mailed links' lifetimes as the e-mails state them — the tokens' own
// (contract/lifetime.ts), in the page's language.
import { LINK_LIFETIME_MS, lifetimeText } from '../../../contract/lifetime'
import type { LocaleEntry } from '../../shared/i18n/locales'
import { messagesOf } from '../../shared/i18n/messages.server'
import { AUTH_NAMESPACES, type AuthWords } from './auth-messages'

export function authWords(locale: LocaleEntry, passkeys: boolean): AuthWords {
  const { file } = locale
  return {
    messages: messagesOf(file, AUTH_NAMESPACES),
    passkeys,
    lifetimes: { login: lifetimeText(LINK_LIFETIME_MS.login, file), reset: lifetimeText(LINK_LIFETIME_MS.reset, file) },
  }
}
