// Router factory. On the server each request gets a fresh nonce that the router stamps on every
// script it renders and that the CSP header names (see routes/__root.tsx).
import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { routeTree } from './routeTree.gen'

const ssrOptions = createIsomorphicFn()
  .server(() => {
    const bytes = new Uint8Array(18)
    crypto.getRandomValues(bytes)
    return { nonce: Buffer.from(bytes).toString('base64') }
  })
  .client(() => undefined)

export function getRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    notFoundMode: 'root',
    ssr: ssrOptions(),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
