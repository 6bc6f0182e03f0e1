// The sign-in words state the e-mailed links' real lifetimes, as the e-mails do (contract/lifetime.ts).
import { describe, expect, it } from 'vitest'
import { LINK_LIFETIME_MS, lifetimeText } from '../../../contract/lifetime'
import { localeByCode, MESSAGE_FILES, PREFIXED_LOCALES } from '../../shared/i18n/locales'
import { authCopy } from './auth-copy.server'

describe('the link lifetimes in the sign-in words', () => {
  it('come from the links’ lifetimes, in each language’s own words for them', () => {
    const english = authCopy(localeByCode('en'), 'Pollwise').texts
    expect(english.linkSent).toBe('We have sent a sign-in link to {email}. It works once, within 10 minutes.')
    expect(english.resetSent).toContain('The link works for 30 minutes.')
    expect(authCopy(localeByCode('ja-jp'), 'Pollwise').texts.linkSent).toContain('10分')
    for (const file of MESSAGE_FILES) {
      const locale = PREFIXED_LOCALES.find((entry) => entry.file === file) ?? localeByCode('en')
      const { texts } = authCopy(locale, 'Pollwise')
      expect(texts.linkSent, file).toContain(lifetimeText(LINK_LIFETIME_MS.login, file))
      expect(texts.resetSent, file).toContain(lifetimeText(LINK_LIFETIME_MS.reset, file))
      expect(texts.linkSent, file).toContain('{email}')
    }
  })
})
