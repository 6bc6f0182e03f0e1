import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '../lib/sitemap'
import { getConfig } from '../server/config.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(getConfig()), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
