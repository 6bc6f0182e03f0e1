// The sign-in words state the e-mailed links' real lifetimes, as the e-mails do
// (contract/lifetime.ts), in each language's own words for them; the record holds the dialog's
// messages in the page's language only.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LINK_LIFETIME_MS, lifetimeText } from '../../../contract/lifetime'
import { localeByCode, MESSAGE_FILES, PREFIXED_LOCALES } from '../../shared/i18n/locales'
import { t } from '../../shared/i18n/messages'
import { tParts } from '../../shared/i18n/message-parts'
import { authWords } from './auth-messages.server'

describe('the sign-in words', () => {
  it('give the links’ lifetimes in each language’s own words, where the sentences place them', () => {
    const english = authWords(localeByCode('en'), false)
    expect(english.lifetimes).toEqual({ login: '10 minutes', reset: '30 minutes' })
    const sent = tParts(english.messages, 'auth_link_sent', { email: <b>a***@example.com</b>, lifetime: english.lifetimes.login })
    expect(renderToStaticMarkup(sent)).toBe(
      'We have sent a sign-in link to <b>a***@example.com</b>. It works once and expires in 10 minutes.',
    )
    expect(authWords(localeByCode('ja-jp'), false).lifetimes.login).toContain('10分')
    for (const file of MESSAGE_FILES) {
      const locale = PREFIXED_LOCALES.find((entry) => entry.file === file) ?? localeByCode('en')
      const { messages, lifetimes } = authWords(locale, false)
      expect(lifetimes.login, file).toBe(lifetimeText(LINK_LIFETIME_MS.login, file))
      expect(lifetimes.reset, file).toBe(lifetimeText(LINK_LIFETIME_MS.reset, file))
      expect(t(messages, 'auth_link_sent', { email: '{email}', lifetime: lifetimes.login }), file).toContain(lifetimes.login)
      expect(t(messages, 'auth_reset_sent_text', { email: '{email}', lifetime: lifetimes.reset }), file).toContain(lifetimes.reset)
    }
  })

  it('hold the dialog’s messages in the page’s language only, and say whether passkeys are offered', () => {
    const german = authWords(localeByCode('de-de'), true)
    expect(german.passkeys).toBe(true)
    expect(german.messages.$locale).toBe('de')
    const ids = Object.keys(german.messages)
    expect(ids).toContain('auth_check_title')
    expect(ids).toContain('validation_email_required')
    expect(ids).toContain('wait_minutes')
    expect(ids.some((id) => id.startsWith('home_') || id.startsWith('footer_'))).toBe(false)
  })
})
