// Compiles messages/ into app/paraglide with the build's own options, then exits (the inlang SDK
// leaves timers running otherwise).
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../paraglide.options.ts'

await compile(paraglideOptions)
process.exit(0)
