import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '../shared/seo/sitemap'
import { getConfig } from '../shared/site/config.server'
import { methodNotAllowed } from '../shared/http/method-not-allowed'

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
