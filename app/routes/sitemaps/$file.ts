import { createFileRoute } from '@tanstack/react-router'
import { isSitemapPage, pageSitemap } from '../../shared/seo/sitemap'
import { getConfig } from '../../shared/site/config.server'
import { methodNotAllowed } from '../../shared/http/method-not-allowed'

export const Route = createFileRoute('/sitemaps/$file')({
  server: {
    handlers: {
      ANY: methodNotAllowed('GET, HEAD'),
      GET: ({ params }) => {
        const page = params.file.replace(/\.xml$/, '')
        if (!params.file.endsWith('.xml') || !isSitemapPage(page))
          return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
        return new Response(pageSitemap(getConfig(), page), {
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        })
      },
    },
  },
})
