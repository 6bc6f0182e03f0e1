// The site's build: TanStack Start (sources in app/), paraglide messages, React, and Nitro for a
// self-contained Node server in .output/.
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  plugins: [
    paraglideVitePlugin({
      project: './project.inlang',
      outdir: './app/paraglide',
      // The locale is set by app code from the route (app/lib/i18n.ts), never detected by paraglide.
      strategy: ['globalVariable', 'baseLocale'],
      isServer: 'import.meta.env.SSR',
      emitReadme: false,
    }),
    tanstackStart({ srcDirectory: 'app' }),
    nitro(),
    react(),
  ],
})
