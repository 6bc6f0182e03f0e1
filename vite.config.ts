// The site's build: TanStack Start (sources in app/), paraglide messages, React, and Nitro for a
// self-contained Node server in .output/.
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { paraglideOptions } from './paraglide.options.ts'
import { eagerCompile } from './scripts/eager-compile.ts'
import { lazyServerFnFetcher } from './scripts/lazy-server-fn-fetcher.ts'

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  // The build's id (scripts/build.ts), compared with builds/latest.json by open tabs.
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'dev') },
  build: {
    // React libraries mark their modules "use client"; that is meaningless in this build.
    rolldownOptions: { checks: { moduleLevelDirective: false } },
    // The site has one stylesheet, inlined into every page (below): kept out of the chunks, a
    // lazily loaded chunk does not fetch it again as a file.
    cssCodeSplit: false,
  },
  plugins: [
    // The server-function fetcher loads with the first call, not with every page (decision 024).
    lazyServerFnFetcher(),
    // The dialog's chunks are compiled as they load, not on the click that opens it (decision 024).
    eagerCompile(),
    paraglideVitePlugin(paraglideOptions),
    // The stylesheet is inlined into every server-rendered page: nothing blocks its first paint.
    tanstackStart({ srcDirectory: 'app', server: { entry: 'entry.server.ts', build: { inlineCss: true } } }),
    // Pre-compressed copies of the static assets, served when the browser accepts them.
    nitro({
      preset: 'node-middleware',
      entry: './app/nitro-entry.mjs',
      serveStatic: true,
      compressPublicAssets: { gzip: true, brotli: true },
    }),
    react(),
  ],
})
