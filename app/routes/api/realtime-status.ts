// GET /api/realtime-status: `{ available }`, whether the browser should open its realtime
// connection now (shared/realtime/realtime-status.server.ts explains why the site asks on its behalf).
import { createFileRoute } from '@tanstack/react-router'
import { realtimeAvailable } from '../../shared/realtime/realtime-status.server'
import { methodNotAllowed } from '../../shared/http/method-not-allowed'

export const Route = createFileRoute('/api/realtime-status')({
  server: {
    handlers: {
      ANY: methodNotAllowed('GET, HEAD'),
      GET: async () => Response.json({ available: await realtimeAvailable() }, { headers: { 'Cache-Control': 'no-store' } }),
    },
  },
})
