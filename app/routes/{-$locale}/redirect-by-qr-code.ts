// Printed QR codes point here: record the scan, then send the visitor to their app store.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { handleStoreRedirect } from '../../shared/store-redirect/store-redirect.server'

export const Route = createFileRoute('/{-$locale}/redirect-by-qr-code')({
  // The server answers this path with a redirect; a client-side navigation must reach it too.
  beforeLoad: ({ location }) => {
    if (typeof window !== 'undefined') throw redirect({ href: location.href, reloadDocument: true })
  },
  // Never shown; lets the server handler defer to the router, which answers 404 for a bad prefix.
  component: () => null,
  server: {
    handlers: {
      GET: ({ request, params, next }) => handleStoreRedirect('qr-code', request, params.locale) ?? next(),
    },
  },
})
