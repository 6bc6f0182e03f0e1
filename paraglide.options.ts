// Paraglide compiler options, shared by the Vite plugin and `scripts/compile-messages.ts`
// (which typechecking needs before any build has run).
import type { CompilerOptions } from '@inlang/paraglide-js'

export const paraglideOptions = {
  project: './project.inlang',
  outdir: './app/paraglide',
  // The locale is set by app code from the route (app/shared/i18n/paraglide-locale.ts), never detected by paraglide.
  strategy: ['globalVariable', 'baseLocale'],
  isServer: 'import.meta.env.SSR',
  emitReadme: false,
} satisfies CompilerOptions
