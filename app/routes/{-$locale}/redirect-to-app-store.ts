// "Download the app" buttons point here: record the click, then send the visitor to their store.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { handleStoreRedirect } from '../../shared/store-redirect/store-redirect.server'

export const Route = createFileRoute('/{-$locale}/redirect-to-app-store')({
  // The server answers this path with a redirect; a client-side navigation must reach it too.
  beforeLoad: ({ location }) => {
    if (typeof window !== 'undefined') throw redirect({ href: location.href, reloadDocument: true })
  },
  // Never shown; lets the server handler defer to the router, which answers 404 for a bad prefix.
  component: () => null,
  server: {
    handlers: {
      GET: ({ request, params, next }) => handleStoreRedirect('app-store', request, params.locale) ?? next(),
    },
  },
})
