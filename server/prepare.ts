// The first half of `npm start`, run from the sources under tsx, before anything of the product
// runs: checks every configuration (a bad one stops here, with one list of every problem, before
// any build), then builds when the build is missing or older than its sources. The second half,
// .output/pollwise/start.mjs, is the built product's own start: plain JavaScript, no tsx
// (package.json: `node --import tsx server/prepare.ts && exec node .output/pollwise/start.mjs`).
//
// A stop signal or a parent that goes away during the build stops the build, and the start.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { checkConfiguration } from './configuration'
import { onStopSignals, signalGroup } from './lifecycle'
import { ROOT, SERVER_BUILD } from './paths'

/** What the build is made of: a change to any of them calls for a new build. */
const SOURCES = ['app', 'server', 'api', 'contract', 'messages', 'public', 'project.inlang', 'vite.config.ts', 'package-lock.json']
/** Written last by the build (scripts/build.ts): its time is the build's. */
const BUILT_MARK = join(SERVER_BUILD, 'start.mjs')

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

try {
  await checkConfiguration(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

const builtAt = existsSync(BUILT_MARK) ? statSync(BUILT_MARK).mtimeMs : 0
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(join(ROOT, source))))
if (builtAt >= sourcesAt) process.exit(0)

console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…')
// A process group of its own: a stop reaches all of it through signalGroup.
const build = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/build.ts')], { stdio: 'inherit', cwd: ROOT, detached: true })
let stopped = false
onStopSignals({
  stop: () => {
    stopped = true
    signalGroup(build, 'SIGTERM')
  },
  force: () => signalGroup(build, 'SIGKILL'),
})
const code = await new Promise<number>((resolve) => build.once('exit', (exitCode) => resolve(exitCode ?? 1)))
signalGroup(build, 'SIGKILL')
// Stopped during the build: the start ends here too (non-zero, so that `&&` goes no further).
process.exit(stopped ? 130 : code)
