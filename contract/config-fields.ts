// Environment fields the site, the API and the realtime server read the same way: ports, the
// trusted-proxy setting of client-ip.ts and the operator's campaign parameters of
// campaign-query.ts. Each configuration words its own problems (it names the server whose
// proxies are meant); the accepted values are these, once.
import { z } from 'zod'
import { campaignParamProblem } from './campaign-query'
import { parseTrustProxy, type TrustProxy } from './client-ip'

/** A TCP port, 1–65535: where another part listens, or a port that must be known in advance. */
export const portField = () => z.coerce.number().int().min(1).max(65535)

/** A port this process listens on; 0 lets the system choose a free one (tests, side-by-side runs). */
export const listenPortField = () => z.coerce.number().int().min(0).max(65535)

/** `none`, `loopback` (the default) or a comma-separated CIDR list; `problem` words a malformed value. */
export function trustProxyField(problem: (value: string) => string) {
  return z
    .string()
    .default('loopback')
    .transform((value, ctx): TrustProxy => {
      const trust = parseTrustProxy(value)
      if (trust === null) ctx.addIssue({ code: 'custom', message: problem(value) })
      return trust ?? 'none'
    })
}

/**
 * Where a server listens when its settings name no address: every interface in production, the
 * loopback interface otherwise, so that development pages never reach the network.
 */
export const listenHost = (configured: string | undefined, isProduction: boolean): string =>
  configured ?? (isProduction ? '0.0.0.0' : '127.0.0.1')

/**
 * `CAMPAIGN_PARAMS`: comma-separated names attribution keeps besides utm_* and the click ids
 * (docs/decisions/110). Each must be a lower-case identifier and none may be one of the site's
 * own parameters, a secret or a form field: the list can add campaigns, never re-admit people.
 */
export function campaignParamsField() {
  return z
    .string()
    .default('')
    .transform((value, ctx) => {
      const names = [
        ...new Set(
          value
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        ),
      ]
      for (const name of names) {
        const problem = campaignParamProblem(name)
        if (problem) ctx.addIssue({ code: 'custom', message: `"${name.slice(0, 80)}" ${problem}` })
      }
      return names
    })
}
