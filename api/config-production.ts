// What production needs beyond a well-formed environment: a real mail transport and public
// addresses. Without them the API would start and then send no mail, or mail links to
// localhost that no visitor can open. Read by loadConfig, which lists these problems together
// with every other one.
import { parseIp } from '../contract/client-ip'

/** URLs e-mails and redirects are built from; the first two must be set. */
const PUBLIC_URLS = ['SITE_URL', 'SITE_URL_AU', 'API_PUBLIC_URL', 'APP_URL', 'SOCIAL_REDIRECT_URL'] as const
const REQUIRED_URLS: readonly string[] = ['SITE_URL', 'API_PUBLIC_URL']

/** `localhost`, `*.localhost`, 127.0.0.0/8, ::1 and the unspecified addresses. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  const ip = parseIp(host)
  if (!ip) return false
  if (ip.version === 4) return ip.value >> 24n === 127n || ip.value === 0n
  return ip.value === 1n || ip.value === 0n
}

/** Problems of a production environment (already stripped of empty values). */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  if (!env.SMTP_URL) problems.push('SMTP_URL: must be set in production (no mail transport, no sign-in e-mails)')
  for (const name of PUBLIC_URLS) {
    const value = env[name]
    if (!value) {
      if (REQUIRED_URLS.includes(name)) problems.push(`${name}: must be set in production`)
      continue
    }
    // A malformed URL is reported by the schema; only well-formed ones are judged here.
    if (!URL.canParse(value)) continue
    if (isLocalHostname(new URL(value).hostname)) problems.push(`${name}: must be a public address in production, not ${value}`)
  }
  return problems
}
