// Unit and integration tests. Kept apart from vite.config.ts: the app's Start/Nitro plugins
// do not run under Vitest.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'api/**/*.test.ts', 'contract/**/*.test.ts', 'lint/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Node for everything; component tests ask for a DOM in their first line
    // (`// @vitest-environment happy-dom`).
    environment: 'node',
    globalSetup: ['scripts/vitest-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
})
