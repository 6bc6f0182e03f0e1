// Every configuration `npm start` runs with — the site's, the site server's, the reference API's
// and the realtime server's — checked at once, before anything builds or starts: a bad value
// stops the start with one list of every problem. The API's and the realtime server's checks are
// loaded by path: the site must build and typecheck without the api/ folder.
import { pathToFileURL } from 'node:url'
import { parseConfig, type SiteConfig } from '../app/shared/site/config.server'
import { parseServerConfig, type ServerConfig } from './config'
import { entryFile, hasEntry, type Entry } from './paths'

export interface Configuration {
  site: SiteConfig
  server: ServerConfig
  /** Whether the reference API (and the realtime server) run beside the site. */
  withApi: boolean
  withRealtime: boolean
  /** What the API is told of the site's own settings. */
  apiEnv: Record<string, string>
}

type Check = (env: Record<string, string | undefined>) => unknown

async function checkOf(entry: Entry, name: string): Promise<Check> {
  const module: Record<string, unknown> = await import(pathToFileURL(entryFile(entry)).href)
  const check = module[name]
  if (typeof check !== 'function') throw new Error(`${entry} does not export ${name}`)
  return check as Check
}

const problemsOf = (error: unknown): string[] =>
  error instanceof Error && 'problems' in error && Array.isArray(error.problems) ? error.problems.map(String) : [String(error)]

/** The configuration from `env`; throws an Error whose message lists every problem. */
export async function checkConfiguration(env: Record<string, string | undefined>): Promise<Configuration> {
  // The reference API ships in api/; an operator who runs their own API (or deleted the folder)
  // starts the site alone. An operator on Pusher Channels, Laravel Reverb or soketi runs no
  // realtime server of ours.
  const withApi = env.START_API !== 'false' && hasEntry('api')
  const withRealtime = withApi && env.START_REALTIME !== 'false'
  const problems: string[] = []
  const attempt = <T>(part: string, parse: () => T): T | undefined => {
    try {
      return parse()
    } catch (error) {
      problems.push(...problemsOf(error).map((problem) => `${part}: ${problem}`))
      return undefined
    }
  }
  const site = attempt('site', () => parseConfig(env))
  // The site runs in production unless told otherwise (server/start.ts), and so logs like it.
  const server = attempt('site', () => parseServerConfig({ ...env, NODE_ENV: env.NODE_ENV ?? 'production' }))
  const apiEnv: Record<string, string> = {}
  if (withApi && site) {
    // One list for both: the site redirects blocked countries, the API reports `blocked`.
    apiEnv.SITE_URL = env.SITE_URL ?? site.mainOrigin
    // The Australian host as the site has it (the API's passkeys work on both hosts, decision 112).
    apiEnv.SITE_URL_AU = env.SITE_URL_AU ?? site.auOrigin
    apiEnv.BLOCKED_COUNTRIES = [...site.blockedCountries].join(',')
  }
  if (withApi) {
    const partEnv = { ...env, ...apiEnv }
    const api = await checkOf('api-config', 'loadConfig')
    attempt('api', () => api(partEnv))
    if (withRealtime) {
      const realtime = await checkOf('realtime-config', 'loadRealtimeConfig')
      attempt('realtime', () => realtime(partEnv))
    }
  }
  if (problems.length || !site || !server) throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  return { site, server, withApi, withRealtime, apiEnv }
}
