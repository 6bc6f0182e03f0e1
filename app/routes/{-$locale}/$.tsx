// Any other path under a locale (or under none): a 404 in that locale's language. Matching it
// here, rather than leaving it unmatched, lets the locale layout's loader bring the 404 page's
// strings in that language (its notFoundComponent renders it).
import { createFileRoute, notFound } from '@tanstack/react-router'

export const Route = createFileRoute('/{-$locale}/$')({
  loader: () => {
    throw notFound()
  },
})
