// Production build through Vite's builder API, then exit: paraglide's SDK leaves timers behind
// that would keep `vite build` alive for ~30 s after it has finished.
import { createBuilder } from 'vite'

const builder = await createBuilder({ logLevel: process.env.CI ? 'warn' : 'info' })
await builder.buildApp()
process.exit(0)
