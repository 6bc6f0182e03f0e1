// Vitest's global setup: the compiled messages (app/paraglide, generated and not committed) exist
// and are no older than messages/ and project.inlang/, so that `npx vitest run` works in a fresh
// clone right after `npm install` and after a message file changes. Compiling runs in a child
// process, which exits: the inlang SDK leaves timers behind.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
// Written after each compile here: paraglide leaves its output untouched when nothing changed.
const stamp = join(root, 'app/paraglide/.compiled-for-tests')

const newest = (dir: string) => Math.max(...readdirSync(dir).map((file) => statSync(join(dir, file)).mtimeMs))

export default function setup(): void {
  const sources = Math.max(newest(join(root, 'messages')), statSync(join(root, 'project.inlang/settings.json')).mtimeMs)
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= sources) return
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/compile-messages.ts')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('Compiling the messages failed')
  writeFileSync(stamp, '')
}
