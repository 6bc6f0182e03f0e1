// Production build through Vite's builder API, then exit: paraglide's SDK leaves timers behind
// that would keep `vite build` alive for ~30 s after it has finished. Each build gets an id, which
// the client bundle carries (vite.config.ts) and builds/latest.json names (decision 014).
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createBuilder } from 'vite'

const id = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
process.env.BUILD_ID = id

const builder = await createBuilder({ logLevel: process.env.CI ? 'warn' : 'info' })
await builder.buildApp()

const manifest = join(process.cwd(), '.output/builds/latest.json')
mkdirSync(dirname(manifest), { recursive: true })
writeFileSync(manifest, `${JSON.stringify({ id })}\n`)
process.exit(0)
