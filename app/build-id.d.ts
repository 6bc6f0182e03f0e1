// The id of the build this bundle belongs to, set by vite.config.ts from scripts/build.ts ('dev'
// under `vite dev`). builds/latest.json names the newest deployed one (app/shared/freshness/keep-fresh.ts).
declare const __BUILD_ID__: string

// Start's server-function fetcher, named by scripts/lazy-server-fn-fetcher.ts so that a page can
// fetch it ahead of a first submit (shared/forms/server-calls.ts); an empty module on the server.
declare module 'virtual:pollwise/server-fn-fetcher' {}
