// The id of the build this bundle belongs to, set by vite.config.ts from scripts/build.ts ('dev'
// under `vite dev`). builds/latest.json names the newest deployed one (app/shared/freshness/keep-fresh.ts).
declare const __BUILD_ID__: string
