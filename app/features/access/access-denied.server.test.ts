// The access-denied page names the visitor's country in the negotiated language, with the sentence
// a language words for that country (a select on its code), and says "your country" in a sentence
// of its own when the country is unknown.
import { describe, expect, it } from 'vitest'
import { localeByCode } from '../../shared/i18n/locales'
import { t } from '../../shared/i18n/messages'
import { parseConfig } from '../../shared/site/config.server'
import { accessDeniedPage } from './access-denied.server'

const config = parseConfig({})
const site = config.siteName

describe('the access-denied page', () => {
  it('names a known country by its code’s own sentence, else by its name in the language', () => {
    const page = accessDeniedPage(localeByCode('en'), config, 'us')
    expect(page.countryName).toBe('United States')
    const heading = t(page.messages, 'access_denied_heading', { site, country: page.countryName!, code: 'us' })
    expect(heading).toBe(`${site} is not available in the United States yet`)
    const german = accessDeniedPage(localeByCode('de-de'), config, 'fr')
    expect(german.countryName).toBe('Frankreich')
    expect(t(german.messages, 'access_denied_heading', { site, country: german.countryName!, code: 'fr' })).toContain('Frankreich')
  })

  it('has no country name for an unknown country or a code no language names', () => {
    expect(accessDeniedPage(localeByCode('en'), config, null).countryName).toBeNull()
    expect(accessDeniedPage(localeByCode('en'), config, 'qq').countryName).toBeNull()
    expect(accessDeniedPage(localeByCode('en'), config, 'zz').countryName).toBeNull()
    const page = accessDeniedPage(localeByCode('en'), config, null)
    expect(t(page.messages, 'access_denied_heading_unknown', { site })).toBe(`${site} is not available in your country yet`)
  })

  it('carries the shell’s messages (no locale layout above it) and one address for every language', () => {
    const page = accessDeniedPage(localeByCode('ja-jp'), config, 'us')
    expect(page.messages.$locale).toBe('ja')
    expect(Object.keys(page.messages)).toContain('error_404_title')
    expect(page.head.variants).toBe(false)
  })
})
