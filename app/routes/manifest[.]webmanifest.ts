// Web app manifest, named after the configured site.
import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../shared/site/config.server'
import { methodNotAllowed } from '../shared/http/method-not-allowed'

export const Route = createFileRoute('/manifest.webmanifest')({
  server: {
    handlers: {
      ANY: methodNotAllowed('GET, HEAD'),
      GET: () => {
        const { siteName } = getConfig()
        const manifest = {
          name: siteName,
          short_name: siteName,
          start_url: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#4f2bd9',
          icons: [
            { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        }
        return Response.json(manifest, {
          headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=86400' },
        })
      },
    },
  },
})
