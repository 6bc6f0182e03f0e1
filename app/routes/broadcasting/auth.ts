import { createFileRoute } from '@tanstack/react-router'
import { forwardBroadcastingAuth } from '../../server/broadcasting.server'
import { methodNotAllowed } from '../../server/method-not-allowed'

export const Route = createFileRoute('/broadcasting/auth')({
  server: { handlers: { ANY: methodNotAllowed('POST'), POST: ({ request }) => forwardBroadcastingAuth(request, 'auth') } },
})
