// `npm start`: checks every configuration (site, reference API, realtime) and refuses to start
// with one list of every problem; builds the site when the build is missing or older than its
// sources; then supervises three processes — the site, the reference API and the realtime
// server. A part that crashes is restarted with backoff while the others keep serving.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseConfig } from '../app/server/config.server.ts'
import { Supervisor } from './supervisor.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = join(root, '.output/server/index.mjs')
const SOURCES = ['app', 'contract', 'messages', 'public', 'project.inlang', 'vite.config.ts', 'package-lock.json']

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'paraglide' || entry === 'node_modules') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

type ConfigCheck = (env: Record<string, string | undefined>) => unknown

/**
 * A configuration loader of the reference API, imported by path: the site must build and
 * typecheck without the api/ folder, so nothing here names it statically.
 */
async function apiConfigCheck(file: string, name: string): Promise<ConfigCheck> {
  const module: Record<string, unknown> = await import(pathToFileURL(join(root, file)).href)
  const check = module[name]
  if (typeof check !== 'function') throw new Error(`${file} does not export ${name}`)
  return check as ConfigCheck
}

const problemsOf = (error: unknown): string[] | null =>
  error instanceof Error && 'problems' in error && Array.isArray(error.problems) ? error.problems.map(String) : null

// The reference API ships in api/; an operator who runs their own API (or deleted the folder)
// starts the site alone.
const withApi = process.env.START_API !== 'false' && existsSync(join(root, 'api/main.ts'))
// An operator on Pusher Channels, Laravel Reverb or soketi runs no realtime server of ours.
const withRealtime = withApi && process.env.START_REALTIME !== 'false'

// 1. Every configuration, checked before anything builds or starts.
const problems: string[] = []
let site: ReturnType<typeof parseConfig> | undefined
try {
  site = parseConfig(process.env)
} catch (error) {
  problems.push(...(problemsOf(error) ?? [String(error)]).map((p) => `site: ${p}`))
}
const apiEnv: Record<string, string> = {}
if (withApi && site) {
  // One list for both: the site redirects blocked countries, the API reports `blocked`.
  apiEnv.SITE_URL = process.env.SITE_URL ?? site.mainOrigin
  apiEnv.BLOCKED_COUNTRIES = [...site.blockedCountries].join(',')
}
if (withApi) {
  const env = { ...process.env, ...apiEnv }
  for (const [part, load] of [
    ['api', await apiConfigCheck('api/config.ts', 'loadConfig')],
    ...(withRealtime ? [['realtime', await apiConfigCheck('api/realtime/config.ts', 'loadRealtimeConfig')] as const] : []),
  ] as const) {
    try {
      load(env)
    } catch (error) {
      problems.push(...(problemsOf(error) ?? [String(error)]).map((p) => `${part}: ${p}`))
    }
  }
}
if (problems.length || !site) {
  console.error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}

// 2. A build no older than its sources.
const builtAt = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))))
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…')
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// 3. The parts, each its own process.
const supervisor = new Supervisor({ cwd: root, log: (line) => console.log(`[supervisor] ${line}`) })
supervisor.add({
  name: 'site',
  args: ['--import', 'tsx', join(root, 'scripts/site-server.ts')],
  env: { PORT: String(site.port), NODE_ENV: process.env.NODE_ENV ?? 'production' },
})
if (withApi) {
  supervisor.add({ name: 'api', args: ['--import', 'tsx', join(root, 'api/main.ts')], env: apiEnv })
  if (withRealtime) supervisor.add({ name: 'realtime', args: ['--import', 'tsx', join(root, 'api/realtime/main.ts')], env: {} })
}
supervisor.start()
process.on('SIGINT', () => void supervisor.stop().then(() => process.exit(0)))
process.on('SIGTERM', () => void supervisor.stop().then(() => process.exit(0)))

console.log(
  `\n  ${site.siteName} site:  ${site.mainOrigin}\n  Australian site: ${site.auOrigin}\n  API:  ${site.apiBaseUrl}${withApi ? '' : ' (not started here)'}\n`,
)
