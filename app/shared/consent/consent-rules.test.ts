import { describe, expect, it } from 'vitest'
import { bannerNeeded, CONSENT_COUNTRIES, consentRequired, parseConsent, storageAllowed } from './consent-rules'

describe('consent rules by country', () => {
  it('asks visitors in the EEA, the UK, Switzerland, Brazil and Canada (Québec’s Law 25)', () => {
    for (const country of ['de', 'fr', 'es', 'it', 'nl', 'pl', 'ie', 'se', 'no', 'is', 'li', 'gb', 'ch', 'br', 'ca', 'DE'])
      expect(consentRequired(country), country).toBe(true)
    // 27 EU states + 3 EEA + UK, Switzerland, Brazil and Canada.
    expect(CONSENT_COUNTRIES.size).toBe(34)
  })

  it('does not ask elsewhere', () => {
    for (const country of ['us', 'au', 'jp', 'in', 'mx', 'za', 'tr', 'sa']) expect(consentRequired(country), country).toBe(false)
  })

  it('asks when the country is unknown: the rule fails closed', () => {
    expect(consentRequired(null)).toBe(true)
    expect(bannerNeeded(null, null)).toBe(true)
    expect(storageAllowed(null, null)).toBe(false)
    expect(storageAllowed(null, 'granted')).toBe(true)
    expect(storageAllowed(null, 'denied')).toBe(false)
    expect(bannerNeeded(null, 'denied')).toBe(false)
  })

  it('keeps storage off in Germany until the visitor agrees', () => {
    expect(storageAllowed('de', null)).toBe(false)
    expect(bannerNeeded('de', null)).toBe(true)
    expect(storageAllowed('de', 'granted')).toBe(true)
    expect(bannerNeeded('de', 'granted')).toBe(false)
    expect(storageAllowed('de', 'denied')).toBe(false)
    expect(bannerNeeded('de', 'denied')).toBe(false)
  })

  it('uses storage by default elsewhere, unless the visitor declined', () => {
    expect(storageAllowed('us', null)).toBe(true)
    expect(bannerNeeded('us', null)).toBe(false)
    expect(storageAllowed('us', 'denied')).toBe(false)
  })

  it('reads only the two known choices from the cookie', () => {
    expect(parseConsent('granted')).toBe('granted')
    expect(parseConsent('denied')).toBe('denied')
    for (const bad of [null, undefined, '', 'yes', 'GRANTED', 'granted;']) expect(parseConsent(bad)).toBeNull()
  })
})
