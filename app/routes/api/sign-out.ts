// POST /api/sign-out: the header's sign-out form, on every page of a member (features/auth/sign-out.server.ts).
import { createFileRoute } from '@tanstack/react-router'
import { signOutAction } from '../../features/auth/sign-out.server'
import { methodNotAllowed } from '../../shared/http/method-not-allowed'

export const Route = createFileRoute('/api/sign-out')({
  server: { handlers: { ANY: methodNotAllowed('POST'), POST: signOutAction } },
})
