// The rewrite applies to the installed TanStack Start: the stub no longer imports the fetcher up
// front, imports it when called, and a Start whose stub changed fails the build instead.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_RPC_MODULE, lazyClientRpc } from './lazy-server-fn-fetcher'

// The package's exports do not name the file: find it from the package's root.
const root = dirname(createRequire(import.meta.url).resolve('@tanstack/start-client-core/package.json'))
const stubPath = join(root, 'dist/esm/client-rpc/createClientRpc.js')
const installed = readFileSync(stubPath, 'utf8')

describe('the lazy server-function fetcher', () => {
  it('matches the installed stub module by path', () => {
    expect(CLIENT_RPC_MODULE.test(stubPath)).toBe(true)
    expect(CLIENT_RPC_MODULE.test(join(root, 'dist/esm/client-rpc/serverFnFetcher.js'))).toBe(false)
  })

  it('imports the fetcher when a server function is called, not when the page loads', () => {
    const rewritten = lazyClientRpc(installed)
    expect(installed).toMatch(/^import \{ serverFnFetcher \}/m)
    expect(rewritten).not.toMatch(/^import \{ serverFnFetcher \}/m)
    expect(rewritten).toContain('import("./serverFnFetcher.js").then((loaded) => loaded.serverFnFetcher(url, args, startFetch ?? fetch))')
    // The stub keeps its shape: url, meta and the server-function marker.
    expect(rewritten).toContain('[TSS_SERVER_FUNCTION]: true')
  })

  it('fails the build when Start changed the stub', () => {
    expect(() => lazyClientRpc(installed.replace('serverFnFetcher(url, args', 'serverFnFetcher(url, payload'))).toThrow(
      /changed createClientRpc/,
    )
  })
})
