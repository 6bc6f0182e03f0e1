// Unit and integration tests. Kept apart from vite.config.ts: the app's Start/Nitro plugins
// do not run under Vitest.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { lazyServerFnFetcher } from './scripts/lazy-server-fn-fetcher.ts'

export default defineConfig({
  // The fetcher's virtual module (forms fetch it while idle) is an empty module here.
  plugins: [react(), lazyServerFnFetcher()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'api/**/*.test.ts',
      'contract/**/*.test.ts',
      'lint/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
    ],
    // Node for everything; component tests ask for a DOM in their first line
    // (`// @vitest-environment happy-dom`).
    environment: 'node',
    globalSetup: ['scripts/vitest-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
})
