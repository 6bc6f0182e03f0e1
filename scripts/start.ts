// `npm start`: checks every configuration (site, reference API, realtime) and refuses to start
// with one list of every problem; builds the site when the build is missing or older than its
// sources; then supervises three processes — the site, the reference API and the realtime
// server. A part that crashes is restarted with backoff while the others keep serving.
//
// SIGTERM, SIGINT or SIGHUP — or this process's parent going away — stops the parts in order
// (the site drains, then the API, then realtime; decision 011) and exits 0 once all have stopped
// on their own. A second SIGTERM or SIGINT, a second or more after the first, kills whatever is
// left and exits 1. npm runs this script with `exec` (package.json) so that a signal sent to `npm start`
// reaches this process: sh would not pass it on.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseConfig } from '../app/shared/site/config.server.ts'
import { ignoreOutputErrors, Supervisor, signalGroup, watchParent } from './supervisor.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = join(root, '.output/server/index.mjs')
const SOURCES = ['app', 'contract', 'messages', 'public', 'project.inlang', 'vite.config.ts', 'package-lock.json']

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  const entries = readdirSync(path)
  // A folder's own time changes when a generated folder inside it is written again: not a change of sources.
  let newest = entries.includes('paraglide') ? 0 : stat.mtimeMs
  for (const entry of entries) {
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

// 0. Stop signals, from the start: a stop during the build stops the build.
const supervisor = new Supervisor({ cwd: root, log: (line) => console.log(`[supervisor] ${line}`) })
let build: ChildProcess | undefined
let stopRequestedAt = 0
let forced = false
/** One Ctrl-C reaches both npm and this process, and npm forwards it: two signals, milliseconds apart. */
const FORCE_AFTER_MS = 1000

/** Starts the ordered stop; a second SIGTERM or SIGINT while stopping (`insist`) kills what is left. */
function requestStop(reason: string, insist: boolean): void {
  if (stopRequestedAt) {
    if (!insist || forced || Date.now() - stopRequestedAt < FORCE_AFTER_MS) return
    forced = true
    console.log(`[supervisor] ${reason} while stopping: killing what is left`)
    if (build) signalGroup(build, 'SIGKILL')
    void supervisor.forceStop().then(() => process.exit(1))
    return
  }
  stopRequestedAt = Date.now()
  console.log(`[supervisor] ${reason}: stopping`)
  // The build's exit ends the start (step 2); before step 3 the supervisor has nothing to stop.
  if (build) signalGroup(build, 'SIGTERM')
  else void supervisor.stop().then((clean) => process.exit(clean ? 0 : 1))
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => requestStop(signal, true))
// A hang-up, or a parent that goes away while the parts are stopping, is no reason to hurry.
process.on('SIGHUP', () => requestStop('SIGHUP', false))
// A closed terminal (EIO) must not end the stop it has just asked for.
ignoreOutputErrors()
// npm killed, the terminal closed, a test runner gone: nobody would ever stop the parts otherwise.
watchParent(() => requestStop('parent process gone', false))

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
  // A process group of its own, like the parts: a stop signal reaches it through requestStop.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], {
    stdio: 'inherit',
    cwd: root,
    detached: true,
  })
  build = child
  const code = await new Promise<number>((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)))
  signalGroup(child, 'SIGKILL')
  build = undefined
  if (stopRequestedAt) process.exit(forced ? 1 : 0)
  if (code !== 0) process.exit(code)
}

// 3. The parts, each its own process, in the order they stop: the site first (it stops accepting
// and finishes its requests, which may still call the API), then the API (which may still
// publish to realtime), then realtime. At most 5 + 3 + 1 s, within the 10 s a stop may take.
supervisor.add({
  name: 'site',
  args: ['--import', 'tsx', join(root, 'scripts/site-server.ts')],
  env: { PORT: String(site.port), NODE_ENV: process.env.NODE_ENV ?? 'production' },
  stopTimeoutMs: 5000,
})
if (withApi) {
  supervisor.add({ name: 'api', args: ['--import', 'tsx', join(root, 'api/main.ts')], env: apiEnv, stopTimeoutMs: 3000 })
  if (withRealtime) {
    supervisor.add({ name: 'realtime', args: ['--import', 'tsx', join(root, 'api/realtime/main.ts')], env: {}, stopTimeoutMs: 1000 })
  }
}
supervisor.start()

console.log(
  `\n  ${site.siteName} site:  ${site.mainOrigin}\n  Australian site: ${site.auOrigin}\n  API:  ${site.apiBaseUrl}${withApi ? '' : ' (not started here)'}\n`,
)
