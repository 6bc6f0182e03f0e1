// `npm start`: builds the site when the build is missing or older than its sources, checks the
// configuration, then runs the reference API (with its realtime server) and the site side by
// side, printing their URLs. Either process ending stops the other.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = join(root, '.output/server/index.mjs')
const SOURCES = ['app', 'contract', 'messages', 'public', 'project.inlang', 'vite.config.ts', 'package-lock.json']

function newestMtime(path) {
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

// Fail fast, with every problem listed, rather than on the first request.
const { parseConfig, ConfigError } = await tsImport('../app/server/config.server.ts', import.meta.url)
let config
try {
  config = parseConfig(process.env)
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

const builtAt = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))))
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…')
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const children = []
function run(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`)
    stop(code || 1)
  })
  children.push(child)
  return child
}

let stopping = false
function stop(code = 0) {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3000).unref()
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.on('exit', resolve)) : null))).then(() =>
    process.exit(code),
  )
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

const apiPort = Number(process.env.API_PORT ?? 8787)
if (process.env.START_API !== 'false') {
  run('API', ['--import', 'tsx', join(root, 'api/main.ts')], {
    API_PORT: String(apiPort),
    SITE_URL: process.env.SITE_URL ?? config.mainOrigin,
    // One list for both: the site redirects, the API reports `blocked` in country data.
    BLOCKED_COUNTRIES: [...config.blockedCountries].join(','),
  })
}
run('Site', [serverEntry], { PORT: String(config.port), NODE_ENV: process.env.NODE_ENV ?? 'production' })
console.log(`\n  ${config.siteName} site:  ${config.mainOrigin}\n  Australian site: ${config.auOrigin}\n  API:  ${config.apiBaseUrl}\n`)
