// Prometheus metrics of the site (prom-client). Each worker counts into prom-client's default
// registry: requests by route class and status, their latency, and its render cache. The primary
// collects every worker's figures over the cluster's IPC channel (AggregatorRegistry), adds its
// own (worker restarts) and serves them on METRICS_PORT, on loopback unless configured otherwise.
import cluster from 'node:cluster'
import { createServer, type Server } from 'node:http'
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register, Registry } from 'prom-client'
import type { CacheStats } from './cache/render-cache'

/** What a request was for, in a handful of values (a label must not take a path's thousands). */
export type RouteClass = 'page' | 'asset' | 'server_fn' | 'api' | 'health' | 'other'

export function routeClassOf(pathname: string): RouteClass {
  if (pathname === '/healthz' || pathname === '/readyz') return 'health'
  if (pathname.startsWith('/_serverFn/')) return 'server_fn'
  if (pathname.startsWith('/api/') || pathname.startsWith('/broadcasting/')) return 'api'
  if (pathname.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) return 'asset'
  if (pathname.startsWith('/')) return 'page'
  return 'other'
}

/** A worker's metrics, in the default registry the primary aggregates. */
export function workerMetrics(cacheStats: () => CacheStats | null) {
  // Made in a worker, it answers the primary's requests for this worker's figures.
  if (cluster.isWorker) new AggregatorRegistry()
  collectDefaultMetrics()
  const requests = new Counter({
    name: 'pollwise_http_requests_total',
    help: 'Requests answered, by route class and status.',
    labelNames: ['route_class', 'status'] as const,
  })
  const duration = new Histogram({
    name: 'pollwise_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route class.',
    labelNames: ['route_class'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  })
  // The cache keeps its own counts; each scrape copies them (a counter only ever goes up).
  const cacheCounter = (name: string, help: string, read: (stats: CacheStats) => number) => {
    let copied = 0
    return new Counter({
      name,
      help,
      collect() {
        const stats = cacheStats()
        if (!stats) return
        this.inc(read(stats) - copied)
        copied = read(stats)
      },
    })
  }
  const cacheGauge = (name: string, help: string, read: (stats: CacheStats) => number) =>
    new Gauge({
      name,
      help,
      collect() {
        const stats = cacheStats()
        if (stats) this.set(read(stats))
      },
    })
  cacheCounter('pollwise_render_cache_hits_total', 'Page views answered from a fresh cached page.', (s) => s.hits)
  cacheCounter('pollwise_render_cache_stale_total', 'Page views answered from a stale page while it was rendered again.', (s) => s.stale)
  cacheCounter('pollwise_render_cache_misses_total', 'Page views that waited for a render.', (s) => s.misses)
  cacheCounter('pollwise_render_cache_evictions_total', 'Pages dropped to stay within the bound.', (s) => s.evictions)
  cacheGauge('pollwise_render_cache_bytes', 'Bytes the render cache holds, keys included.', (s) => s.bytes)
  cacheGauge('pollwise_render_cache_max_bytes', "The render cache's bound.", (s) => s.maxBytes)
  cacheGauge('pollwise_render_cache_entries', 'Pages the render cache holds.', (s) => s.entries)
  // Each label set's child, made once: a request then costs an increment and an observation.
  const counters = new Map<string, { inc(): void }>()
  const timers = new Map<RouteClass, { observe(seconds: number): void }>()
  return {
    observe(routeClass: RouteClass, status: number, seconds: number): void {
      const key = `${routeClass} ${status}`
      let counter = counters.get(key)
      if (!counter) counters.set(key, (counter = requests.labels(routeClass, String(status))))
      counter.inc()
      let timer = timers.get(routeClass)
      if (!timer) timers.set(routeClass, (timer = duration.labels(routeClass)))
      timer.observe(seconds)
    },
  }
}

/** The primary's own metrics, beside its workers'. */
export function primaryMetrics() {
  const registry = new Registry()
  const restarts = new Counter({
    name: 'pollwise_site_worker_restarts_total',
    help: 'Site workers started again after one exited.',
    registers: [registry],
  })
  const workers = new Gauge({
    name: 'pollwise_site_workers',
    help: 'Site workers running.',
    registers: [registry],
    collect() {
      this.set(Object.keys(cluster.workers ?? {}).length)
    },
  })
  void workers
  const aggregator = new AggregatorRegistry()
  return {
    restarted: () => restarts.inc(),
    /** Every worker's metrics and the primary's, in Prometheus' text format. */
    async text(): Promise<string> {
      const [fromWorkers, own] = await Promise.all([aggregator.clusterMetrics(), registry.metrics()])
      return `${fromWorkers}\n${own}`
    },
    contentType: register.contentType,
  }
}

/** Serves `GET /metrics`; anything else is a 404. */
export function serveMetrics(
  metrics: { text(): Promise<string>; contentType: string },
  where: { port: number; host: string },
  onError: (error: unknown) => void,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n')
      return
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        onError(error)
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n')
      },
    )
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(where.port, where.host, () => resolve(server))
  })
}
