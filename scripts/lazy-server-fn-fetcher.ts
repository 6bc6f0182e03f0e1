// A Vite plugin for the browser build: TanStack Start's server-function fetcher (and seroval, its
// serialiser, about 10 KB gzip) loads with the first server-function call instead of with the
// page. Start's client stub, `createClientRpc`, imports the fetcher statically, and hydration
// imports the stub, so every page paid for the fetcher before it was interactive although a first
// visit never calls a server function before the visitor acts (decision 024). The plugin rewrites
// that one module so that the stub imports the fetcher when called; the stub's shape (url, meta,
// marker) is unchanged. If Start's module no longer has the two lines rewritten here, the build
// fails instead of silently shipping the fetcher again.
// It also names that fetcher `virtual:pollwise/server-fn-fetcher`, so that a page with a form can
// fetch it while idle (app/shared/forms/server-calls.ts): a first submit then needs no code
// download, and still works when the connection dropped after the page loaded.
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/** The module of @tanstack/start-client-core that holds the client stub. */
export const CLIENT_RPC_MODULE = /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/

const STATIC_IMPORT = 'import { serverFnFetcher } from "./serverFnFetcher.js";'
const CALL = 'return serverFnFetcher(url, args, startFetch ?? fetch);'
const LAZY_CALL = 'return import("./serverFnFetcher.js").then((loaded) => loaded.serverFnFetcher(url, args, startFetch ?? fetch));'

/** The stub's source with the fetcher imported on the first call; throws if Start's source changed. */
export function lazyClientRpc(source: string): string {
  if (!source.includes(STATIC_IMPORT) || !source.includes(CALL))
    throw new Error(
      'lazy-server-fn-fetcher: @tanstack/start-client-core changed createClientRpc.js; update scripts/lazy-server-fn-fetcher.ts',
    )
  return source.replace(STATIC_IMPORT, '').replace(CALL, LAZY_CALL)
}

/** What the browser imports to fetch Start's server-function fetcher ahead of the first call. */
export const FETCHER_MODULE = 'virtual:pollwise/server-fn-fetcher'
const RESOLVED_EMPTY = '\0pollwise-server-fn-fetcher-empty'

export function lazyServerFnFetcher(): Plugin {
  return {
    name: 'pollwise:lazy-server-fn-fetcher',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id !== FETCHER_MODULE) return null
      // The server never fetches code: an empty module there.
      if (this.environment.config.consumer !== 'client') return RESOLVED_EMPTY
      const core = await this.resolve('@tanstack/start-client-core', importer)
      if (!core) throw new Error('lazy-server-fn-fetcher: @tanstack/start-client-core not found')
      // The very file the rewritten stub imports, so that both share one chunk.
      return join(dirname(core.id.split('?')[0] ?? core.id), 'client-rpc', 'serverFnFetcher.js')
    },
    load(id) {
      return id === RESOLVED_EMPTY ? 'export {}' : null
    },
    transform: {
      filter: { id: CLIENT_RPC_MODULE },
      handler(code) {
        if (this.environment.config.consumer !== 'client') return null
        return { code: lazyClientRpc(code), map: null }
      },
    },
  }
}
