// The WebAuthn relying party (docs/decisions/112): its id, name and the origins a passkey
// ceremony may come from. A passkey belongs to its relying party id, a domain, and works on that
// domain and every host under it; so one id that both the main site and the Australian site sit
// under lets one passkey sign in on either. The API's loadConfig reads it (and lists its problems
// with every other one); the site reads it from the same settings to know whether to offer
// passkeys at all.
import { parseIp } from './client-ip'

export interface RelyingParty {
  /** The registrable domain passkeys belong to (`pollwise.com`, `localhost`). */
  id: string
  /** Shown by the authenticator beside the account name. */
  name: string
  /** Exact origins (`https://pollwise.com`, `https://au.pollwise.com`) clientDataJSON may name. */
  origins: string[]
}

export interface RelyingPartySettings {
  siteUrl: string
  siteUrlAu: string
  /** PASSKEY_RP_ID, when set. */
  rpId?: string
  rpName: string
  /** PASSKEY_ORIGINS: further origins under the same id (a preview host). */
  extraOrigins: readonly string[]
}

/** The Australian site's default: `au.` + the main host, same scheme and port (as the site's environments.ts). */
export function defaultAuUrl(siteUrl: string): string {
  const url = new URL(siteUrl)
  return `${url.protocol}//au.${url.host}`
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/** Whether `host` is a domain name a relying party id may be (not an IP address, not a bare label like `com`). */
function validId(id: string): boolean {
  if (parseIp(id) !== null || id.length > 253) return false
  const labels = id.split('.')
  if (!labels.every((label) => LABEL.test(label))) return false
  // A single label is a top-level domain, which browsers refuse; `localhost` is the exception
  // they allow for development. Multi-label public suffixes (`co.uk`) are not known here.
  return labels.length > 1 || id === 'localhost'
}

/** `id` is `host` itself or a parent domain of it. */
function covers(id: string, host: string): boolean {
  return host === id || host.endsWith(`.${id}`)
}

/**
 * Whether a browser on `host` accepts `id` as the relying party: the host itself, or a parent
 * domain of more than one label. Browsers take a single label as a public suffix for the hosts
 * under it, so `localhost` serves `localhost` but not `au.localhost` (Chromium: "not a registrable
 * domain suffix"); a local setup that wants one passkey on both sites names them under a domain of
 * two labels (`pollwise.localhost`, `au.pollwise.localhost`).
 */
export function browsersAccept(id: string, host: string): boolean {
  return host === id || (id.includes('.') && host.endsWith(`.${id}`))
}

/** The longest run of trailing labels the two hosts share (`pollwise.com` for `pollwise.com` and `au.pollwise.com`). */
export function commonDomainSuffix(a: string, b: string): string {
  const left = a.split('.').reverse()
  const right = b.split('.').reverse()
  const shared: string[] = []
  for (let i = 0; i < Math.min(left.length, right.length) && left[i] === right[i]; i++) shared.push(left[i]!)
  return shared.reverse().join('.')
}

/**
 * The relying party, or the problems that keep the settings from making one. Null, with no
 * problem, when nothing asks for one and the site's hosts share no domain a passkey can belong to
 * (an IP address, or two unrelated domains): the product runs, without passkeys.
 */
export function relyingPartyFrom(s: RelyingPartySettings): { rp: RelyingParty | null; problems: string[] } {
  const problems: string[] = []
  const main = new URL(s.siteUrl)
  // `au.` before an IP address makes no URL at all (`http://au.127.0.0.1`): there is no Australian host then.
  const au = URL.canParse(s.siteUrlAu) ? new URL(s.siteUrlAu) : main
  const hosts = [main.hostname, au.hostname]
  const ips = au === main || hosts.some((host) => parseIp(host.replace(/^\[|\]$/g, '')) !== null)
  let id: string
  if (s.rpId !== undefined) {
    id = s.rpId.toLowerCase().replace(/\.$/, '')
    if (!validId(id)) problems.push(`PASSKEY_RP_ID: must be a domain name (${s.rpId} is not one a passkey can belong to)`)
    else if (!hosts.every((host) => covers(id, host)))
      problems.push(`PASSKEY_RP_ID: must be the host of SITE_URL and SITE_URL_AU or a parent domain of both (${hosts.join(', ')})`)
  } else {
    id = commonDomainSuffix(main.hostname, au.hostname)
    if (ips || !validId(id)) {
      if (s.extraOrigins.length) problems.push(`PASSKEY_ORIGINS: set, but ${hosts.join(' and ')} share no domain a passkey can belong to`)
      return { rp: null, problems }
    }
  }
  // Only the sites' origins a browser lets use the id: locally `au.localhost` cannot use `localhost`.
  const origins = [...new Set([main, au].filter((url) => browsersAccept(id, url.hostname)).map((url) => url.origin))]
  for (const value of s.extraOrigins) {
    const url = URL.canParse(value) ? new URL(value) : null
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/+$/, '')) {
      problems.push(`PASSKEY_ORIGINS: ${value} is not an origin (scheme, host and port only)`)
    } else if (!browsersAccept(id, url.hostname)) {
      problems.push(`PASSKEY_ORIGINS: ${value} is not under the relying party id ${id}`)
    } else if (!origins.includes(url.origin)) origins.push(url.origin)
  }
  return { rp: { id, name: s.rpName, origins }, problems }
}
