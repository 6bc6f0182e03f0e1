import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndex } from '../shared/seo/sitemap'
import { getConfig } from '../shared/site/config.server'
import { methodNotAllowed } from '../shared/http/method-not-allowed'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      ANY: methodNotAllowed('GET, HEAD'),
      GET: () =>
        new Response(sitemapIndex(getConfig()), {
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
