// The server's cache of answers every visitor shares (decision 019): the latest claims, whether
// the realtime server answers, each country's data. Each is a TanStack Query query described by
// an `xQueryOptions()` beside the code that fetches it: fresh for its `staleTime`, one fetch
// shared by the callers that arrive while it runs, and nothing kept when the fetch throws, so
// the next caller asks again.
//
// One client for the whole process rather than one per request, because sharing is the point:
// nothing that depends on the visitor (session, cookies, consent) may ever be a query here.
import { QueryClient } from '@tanstack/query-core'

export function createSharedQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // DESIGN.md §5: no retries. A failed fetch answers its callers at once; the next asks again.
        retry: false,
        // The keys are few and bounded (one per country code, one for the claims, one per realtime
        // origin), and an infinite gcTime schedules no timer that could hold a stopping server open.
        gcTime: Infinity,
      },
    },
  })
}

export const sharedQueries = createSharedQueryClient()
