// The API's figures for Prometheus (the outbox's, mail/outbox.ts, and the process's own), served
// on a port of their own (API_METRICS_PORT, loopback by default), apart from the API's: a scraper
// on the machine reads them, the network and the site's visitors do not.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { collectDefaultMetrics, Registry } from 'prom-client'

export interface MetricsServer {
  port: number
  close(): Promise<void>
}

/** A registry of the API's own (never prom-client's global one), with the process's figures in it. */
export function createApiMetrics(): Registry {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'pollwise_api_' })
  return registry
}

/** Serves `GET /metrics` in Prometheus's text format; port 0 lets the system choose (tests). */
export async function serveMetrics(registry: Registry, where: { host: string; port: number }): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0]
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      return
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    )
  })
  // A scraper that stalls must not hold sockets for Node's default minutes.
  server.headersTimeout = 10_000
  server.requestTimeout = 10_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: where.port, host: where.host }, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
