// Proves the site stands without the reference API: copies the repository without `api/` into a
// temporary folder (sharing node_modules) and runs the site's typecheck, lint, unit tests and
// build there. `npm test` runs it; `npm run check:site-alone` runs it alone.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const copy = mkdtempSync(join(tmpdir(), 'pollwise-site-alone-'))

const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .stdout.split('\n')
  .filter((file) => file && !file.startsWith('api/'))
for (const file of files) {
  mkdirSync(dirname(join(copy, file)), { recursive: true })
  try {
    cpSync(join(root, file), join(copy, file))
  } catch {
    // A file deleted in the working tree but still listed: nothing to copy.
  }
}
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')

const steps: [string, string[]][] = [
  ['compile messages', [process.execPath, '--import', 'tsx', 'scripts/compile-messages.ts']],
  ['typecheck', ['npx', '--no-install', 'tsc', '--noEmit']],
  ['lint', ['npx', '--no-install', 'eslint', '.', '--max-warnings', '0']],
  ['unit tests', ['npx', '--no-install', 'vitest', 'run']],
  ['build', [process.execPath, '--import', 'tsx', 'scripts/build.ts']],
]
let failed = false
for (const [name, [command = '', ...args]] of steps) {
  const result = spawnSync(command, args, {
    cwd: copy,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  })
  if (result.status === 0) {
    console.log(`  ✔ without api/: ${name}`)
    continue
  }
  console.error(`  ✖ without api/: ${name} failed\n${result.stdout}\n${result.stderr}`)
  failed = true
  break
}
rmSync(copy, { recursive: true, force: true })
process.exit(failed ? 1 : 0)
