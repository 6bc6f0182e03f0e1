// Production build, then exit: paraglide's SDK leaves timers behind that would keep `vite build`
// alive for ~30 s after it has finished. Each build gets an id, which the client bundle carries
// (vite.config.ts) and builds/latest.json names (decision 014).
//
// 1. The site, through Vite's builder API, into .output/ (nitro: .output/server, .output/public).
// 2. The processes that run it — the site server (server/), the reference API and the realtime
//    server (api/) — bundled by esbuild into .output/pollwise/*.mjs, each entry of
//    server/entries.json: production runs plain JavaScript, with no TypeScript compiled at run
//    time. npm packages stay in node_modules. start.mjs is written last: its time is the build's.
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from 'esbuild'
import { createBuilder } from 'vite'

const id = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
process.env.BUILD_ID = id

const builder = await createBuilder({ logLevel: process.env.CI ? 'warn' : 'info' })
await builder.buildApp()

const manifest = join(process.cwd(), '.output/builds/latest.json')
mkdirSync(dirname(manifest), { recursive: true })
writeFileSync(manifest, `${JSON.stringify({ id })}\n`)

const entries = JSON.parse(readFileSync('server/entries.json', 'utf8')) as Record<string, string>
const outdir = join(process.cwd(), '.output/pollwise')
rmSync(outdir, { recursive: true, force: true })
// Without api/ (an operator's own API), the site server is built alone.
const present = Object.entries(entries).filter(([, source]) => existsSync(source))
const bundled = await build({
  entryPoints: Object.fromEntries(present),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  outExtension: { '.js': '.mjs' },
  // npm packages are loaded from node_modules at run time, as installed (better-sqlite3 is native).
  packages: 'external',
  sourcemap: 'linked',
  // A stack trace names our functions.
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
})
// Files the reference API reads beside its own modules (database.ts, passwords.ts): beside the bundle.
const besideTheApi: ReadonlyArray<readonly [string, string]> = [
  ['api/db/migrations', 'migrations'],
  ['api/security/common-passwords.txt', 'common-passwords.txt'],
]
for (const [from, to] of besideTheApi) {
  if (existsSync(from)) cpSync(from, join(outdir, to), { recursive: true })
}
const bytes = Object.values(bundled.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
console.log(`server bundled: ${present.map(([name]) => name).join(', ')} (${Math.round(bytes / 1024)} KB in .output/pollwise)`)
process.exit(0)
