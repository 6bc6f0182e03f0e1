import { createFileRoute } from '@tanstack/react-router'
import { forwardBroadcastingAuth } from '../../server/broadcasting.server'

export const Route = createFileRoute('/broadcasting/user-auth')({
  server: { handlers: { POST: ({ request }) => forwardBroadcastingAuth(request, 'user-auth') } },
})
