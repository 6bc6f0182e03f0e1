// The environments of SPEC.md §3 — local, staging and production — each with its homepage,
// Australian homepage, member app, API and admin API base URLs and analytics container. `APP_ENV`
// picks one set of defaults; each value is still overridden by its own variable (config.server.ts).
// Local runs on this machine's ports, as `npm start` always has (decision 027).

export const APP_ENVS = ['local', 'staging', 'production'] as const
export type AppEnv = (typeof APP_ENVS)[number]

export interface EnvironmentDefaults {
  siteUrl: string
  siteUrlAu: string
  apiBaseUrl: string
  /** The member app; `apiBaseUrl` is the API actually configured (API_BASE_URL wins over the default). */
  appUrl: (apiBaseUrl: string) => string
  adminApiBaseUrl: (apiBaseUrl: string) => string
  /** Domain of the auth-token cookie, so that the member app on its sibling host reads it; null: this host only. */
  authCookieDomain: string | null
  /** No environment has a default container: the id is the operator's own (none: no third-party script). */
  analyticsContainerId: null
}

/** Hosted environments under one domain: the site, `au.` for Australia, `app.`, `api.` and `admin-api.`. */
function hosted(domain: string): EnvironmentDefaults {
  return {
    siteUrl: `https://${domain}`,
    siteUrlAu: `https://au.${domain}`,
    apiBaseUrl: `https://api.${domain}`,
    appUrl: () => `https://app.${domain}`,
    adminApiBaseUrl: () => `https://admin-api.${domain}`,
    authCookieDomain: domain,
    analyticsContainerId: null,
  }
}

export function environmentDefaults(appEnv: AppEnv, ports: { site: number; api: number }): EnvironmentDefaults {
  switch (appEnv) {
    case 'local':
      return {
        siteUrl: `http://localhost:${ports.site}`,
        siteUrlAu: `http://au.localhost:${ports.site}`,
        apiBaseUrl: `http://localhost:${ports.api}`,
        // The reference API serves a development member app and would serve an admin API beside it.
        appUrl: (apiBaseUrl) => `${apiBaseUrl}/app`,
        adminApiBaseUrl: (apiBaseUrl) => `${apiBaseUrl}/admin`,
        authCookieDomain: null,
        analyticsContainerId: null,
      }
    case 'staging':
      return hosted('staging.pollwise.com')
    case 'production':
      return hosted('pollwise.com')
  }
}
