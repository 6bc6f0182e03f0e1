// POST /api/first-visit: a visitor's first visit, recorded by the API (shared/consent/first-visit.server.ts).
import { createFileRoute } from '@tanstack/react-router'
import { recordFirstVisit } from '../../shared/consent/first-visit.server'
import { methodNotAllowed } from '../../shared/http/method-not-allowed'

export const Route = createFileRoute('/api/first-visit')({
  server: { handlers: { ANY: methodNotAllowed('POST'), POST: ({ request }) => recordFirstVisit(request) } },
})
