// Consent for analytics and marketing storage (docs/decisions/015, 029, 035). Visitors in the EEA,
// the UK, Switzerland, Brazil and Canada are asked first, and so is a visitor whose country is unknown (no geo
// header on an unprefixed page): the rule fails closed. Until they agree, no `m_id` or `query`
// cookie is written, no data layer event is pushed and no analytics script loads. Elsewhere the
// site behaves as SPEC.md describes (marketing cookies on the first visit) unless the visitor
// declines from the footer's cookie settings.

/** EU member states, then Iceland, Liechtenstein and Norway (the EEA), lower case. */
export const EEA_COUNTRIES: readonly string[] = [
  'at', 'be', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'de', 'gr', 'hu', 'ie', 'it', 'lv', 'lt', 'lu', 'mt', 'nl', 'pl',
  'pt', 'ro', 'sk', 'si', 'es', 'se', 'is', 'li', 'no',
] // prettier-ignore

/**
 * Where storage waits for an explicit yes: the EEA, the UK (GDPR/PECR), Switzerland (FADP), Brazil
 * (LGPD) and Canada, where Québec's Law 25 (s. 8.1) wants identifying or profiling technology off
 * until the visitor turns it on (a country is all the geo header tells, so all of Canada).
 */
export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([...EEA_COUNTRIES, 'gb', 'ch', 'br', 'ca'])

export const consentChoices = ['granted', 'denied'] as const
export type ConsentChoice = (typeof consentChoices)[number]

/** Whether a visitor of this country (lower-case ISO code; null when unknown) must opt in: an unknown country must. */
export function consentRequired(country: string | null): boolean {
  return country === null || CONSENT_COUNTRIES.has(country.toLowerCase())
}

/** The stored choice from the `consent` cookie's value; anything else counts as no choice. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  return value === 'granted' || value === 'denied' ? value : null
}

/** Whether analytics and marketing storage may be used now. */
export function storageAllowed(country: string | null, choice: ConsentChoice | null): boolean {
  return choice === null ? !consentRequired(country) : choice === 'granted'
}

/** Whether the banner asks on its own (the footer's cookie settings can always open it). */
export function bannerNeeded(country: string | null, choice: ConsentChoice | null): boolean {
  return choice === null && consentRequired(country)
}
