// `npm test`: typecheck, lint, unit and integration tests, production build, then Playwright
// end-to-end in Debian's Chromium (installed with apt when missing and running as root).
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM } from './chromium.ts'

function step(title: string, command: string, args: string[], options: SpawnSyncOptions = {}): void {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package first: sudo apt-get install -y chromium`)
    process.exit(1)
  }
  step('Install Debian Chromium', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
  ])
}

const npx = (bin: string, ...args: string[]): [string, string[]] => ['npx', ['--no-install', bin, ...args]]

step('Compile messages', 'node', ['--import', 'tsx', 'scripts/compile-messages.ts'])
step('Typecheck', ...npx('tsc', '--noEmit'))
step('Lint', ...npx('eslint', '.', '--max-warnings', '0'))
step('Formatting', ...npx('prettier', '--check', '.', '--log-level', 'warn'))
step('Unit and integration tests', ...npx('vitest', 'run'))
step('Site without api/', 'node', ['--import', 'tsx', 'scripts/site-alone.ts'])
step('Build', 'node', ['--import', 'tsx', 'scripts/build.ts'])
ensureChromium()
step('End-to-end tests', ...npx('playwright', 'test'))
