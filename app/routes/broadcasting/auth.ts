import { createFileRoute } from '@tanstack/react-router'
import { forwardBroadcastingAuth } from '../../shared/realtime/broadcasting.server'
import { methodNotAllowed } from '../../shared/http/method-not-allowed'

export const Route = createFileRoute('/broadcasting/auth')({
  server: { handlers: { ANY: methodNotAllowed('POST'), POST: ({ request }) => forwardBroadcastingAuth(request, 'auth') } },
})
