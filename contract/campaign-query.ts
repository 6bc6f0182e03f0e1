// What attribution may keep of a query string: campaign parameters and nothing else
// (docs/decisions/110). An allow-list, because what a visitor's address can carry is unbounded (a
// form submitted by GET before hydration put its fields there, e-mailed links carry secrets),
// while what a campaign uses is few and known: utm_*, the ad networks' click ids, the site's own
// int_attr_id and the operator's CAMPAIGN_PARAMS. One rule for the browser (the `query` cookie),
// the site's server and the API (every stored query and URL), so that no side is more lenient
// than another. Pure and without dependencies: it is part of every page's first JavaScript.

/** The ad networks' click ids, and the site's own internal attribution id. */
export const CLICK_IDS: readonly string[] = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'epik',
  'rdt_cid',
  'sccid',
  'irclickid',
  'int_attr_id',
]

/**
 * Names never kept, whatever the operator's list says: the site's own link parameters (the
 * mailed link's `from` marker, signed URLs, tokens, OAuth returns, the QR-code flag), secrets,
 * and the fields of the site's forms and of forms in general.
 */
// Pure (a bundler drops it where only campaignQuery is used: the browser never needs the list).
export const NEVER_PARAMS: readonly string[] = /* @__PURE__ */ (
  'from signed_url token email code state provider error show_qr payload signature expires code_verifier code_challenge ' +
  'access_token id_token refresh_token m_id locale redirect return_to next ' +
  'name first_name last_name full_name username user login message comment subject body text q query search ' +
  'password confirm_password password_confirmation marketing_opt_in country_code phone tel mobile ' +
  'address street city zip postcode postal_code birthday dob age gender iban card cvv ssn'
).split(' ')

/** A name holding one of these anywhere is personal data or a secret, whatever its prefix (`utm_email` too). */
const NEVER_FRAGMENTS = ['mail', 'passw', 'phone', 'token', 'secret', 'session', 'birth']

/** What a parameter name must look like: lower case, as analytics tools read campaign names. */
const KEY = /^[a-z][a-z0-9_]{0,63}$/
/** A value carrying an e-mail address is a person, not a campaign (tools that fill utm_term with one exist). */
const EMAIL_LIKE = /[^\s@]@[^\s@]+\.[^\s@]/

/** The longest value kept (decoded characters); a longer one is dropped, not cut into a campaign that never was. */
export const MAX_VALUE_LENGTH = 256
/** The longest result, `?` included; parameters that would pass it are left out whole. */
export const MAX_QUERY_LENGTH = 2048
/** How much of a query is read at all: parameters past it are not looked at. */
const MAX_INPUT_LENGTH = 8192

/** Why `name` cannot be a campaign parameter of the operator's list, or null when it can. */
export function campaignParamProblem(name: string): string | null {
  if (!KEY.test(name)) return 'is not a parameter name (a lower-case letter, then up to 63 lower-case letters, digits or _)'
  if (NEVER_PARAMS.includes(name) || NEVER_FRAGMENTS.some((fragment) => name.includes(fragment)))
    return 'is one of the site’s own parameters, a secret or a form field, never campaign data'
  return null
}

/**
 * Whether `key` is a campaign parameter: utm_*, a click id, or a name of the operator's `extra`
 * list. That list is checked once, where it enters (configuration refuses a name with a
 * `campaignParamProblem`), so that the browser's copy of this rule carries no never-list.
 */
export function isCampaignParam(key: string, extra: readonly string[] = []): boolean {
  return (
    KEY.test(key) &&
    !NEVER_FRAGMENTS.some((fragment) => key.includes(fragment)) &&
    ((key.startsWith('utm_') && key.length > 4) || CLICK_IDS.includes(key) || extra.includes(key))
  )
}

/**
 * The campaign parameters of a query string (with or without its `?`), as `?a=1&b=2`, or null
 * when none is left. Keys are matched exactly (lower case only: `UTM_SOURCE` is no campaign, as
 * for Google Analytics); the first of a repeated key is kept; empty, overlong and e-mail-shaped
 * values are dropped. Never throws: malformed percent-encoding is read as it stands.
 */
export function campaignQuery(search: string, extra: readonly string[] = []): string | null {
  let text = String(search ?? '').split('#')[0]!
  // A huge input is read up to its last whole parameter within the bound.
  if (text.length > MAX_INPUT_LENGTH) text = text.slice(0, Math.max(0, text.lastIndexOf('&', MAX_INPUT_LENGTH)))
  const seen = new Set<string>()
  const kept = new URLSearchParams()
  let length = 1
  for (const [key, value] of new URLSearchParams(text)) {
    // The first of a repeated key decides, kept or not: a later one never replaces it.
    if (seen.has(key)) continue
    seen.add(key)
    if (!value || value.length > MAX_VALUE_LENGTH || EMAIL_LIKE.test(value) || !isCampaignParam(key, extra)) continue
    const pair = new URLSearchParams([[key, value]]).toString()
    if (length + pair.length + (length > 1 ? 1 : 0) > MAX_QUERY_LENGTH) continue
    kept.append(key, value)
    length += pair.length + (length > 1 ? 1 : 0)
  }
  return length > 1 ? `?${kept.toString()}` : null
}

/**
 * A URL or path with its query reduced to campaign parameters and its fragment dropped: what a
 * landing path or a tracked page address may keep (`/en-us/?utm_source=x&name=Alice` → `/en-us/?utm_source=x`).
 */
export function campaignUrl(url: string, extra: readonly string[] = []): string {
  const [withQuery = ''] = String(url ?? '').split('#')
  const at = withQuery.indexOf('?')
  if (at < 0) return withQuery
  return withQuery.slice(0, at) + (campaignQuery(withQuery.slice(at), extra) ?? '')
}

/**
 * A referrer's origin and path: its query, fragment and credentials dropped. The query is the
 * previous page's, not this visit's campaign — another site's campaign, or one of this site's
 * own pages with whatever a form put in its address.
 */
export function withoutQuery(url: string): string {
  const [base = ''] = String(url ?? '').split(/[?#]/)
  try {
    const parsed = new URL(base)
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin + parsed.pathname
  } catch {
    // Not an absolute URL: the part before its query is all there is to keep.
  }
  return base.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1')
}
