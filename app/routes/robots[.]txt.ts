import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '../lib/sitemap'
import { getConfig } from '../server/config.server'
import { methodNotAllowed } from '../server/method-not-allowed'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      ANY: methodNotAllowed('GET, HEAD'),
      GET: () =>
        new Response(robotsTxt(getConfig()), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
