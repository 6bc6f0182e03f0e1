// The render cache's attacker for `npm run bench` (scripts/bench.ts), and the visitors it is
// measured against, in one client process.
//
// `attackers` keep-alive connections each send one request after another — GET and HEAD in turn,
// each with a query string of random campaign ids and an unknown parameter, and a cookie of its own
// of `cookieBytes` — to a page at the site's port. `visitors` keep-alive connections each send the
// plain page with a browser's first-visit headers, one request after another. It runs for
// `seconds` (after a warm-up of `warmup` seconds whose answers count nowhere), or until the
// attackers have had `count` answers, or until SIGTERM; then it prints, as JSON, how many answers
// each side had (200 and not) and the visitors' throughput and latency.
//
// Why one process: both sides then pay the same client cost per request and share one event loop,
// so each connection is served as often as the site answers it. Two client processes would be
// scheduled by the kernel per process, and four lean attacking connections in a process of their
// own would get as much client time as fifty visitors: a measure of the clients, not of the site.
//
// Usage: node --import tsx scripts/bench-attack.ts <port> <path> <attackers>
//          [count=0] [cookieBytes=200] [visitors=0] [seconds=0] [warmup=0]
import { randomBytes } from 'node:crypto'
import http from 'node:http'

const [port = '3400', path = '/fr-fr', attackers = '4', count = '0', cookieBytes = '200', visitors = '0', seconds = '0', warmup = '0'] =
  process.argv.slice(2)
const limit = Number(count)
const VISITOR_HEADERS = {
  Accept: 'text/html',
  'Accept-Encoding': 'gzip',
  'Sec-Fetch-Dest': 'document',
  Cookie: 'i18n_redirected=en; consent=granted',
}

let measuring = Number(warmup) === 0
let stopping = false
const attack = { sent: 0, failed: 0 }
const visits = { ok: 0, failed: 0, latencies: [] as number[] }
let measuredFrom = performance.now()
let measuredTo = 0

const random = (bytes: number) => randomBytes(bytes).toString('hex')

function one(agent: http.Agent, method: 'GET' | 'HEAD', requestPath: string, headers: http.OutgoingHttpHeaders): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request({ agent, port: Number(port), host: '127.0.0.1', method, path: requestPath, headers }, (res) => {
      res.resume()
      res.once('end', () => resolve(res.statusCode ?? 0))
    })
    req.once('error', () => resolve(0))
    req.end()
  })
}

async function attacker(): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  for (let i = 0; !stopping && (!limit || attack.sent + attack.failed < limit); i++) {
    const query = `gclid=${random(16)}&utm_source=${random(4)}&utm_campaign=${random(6)}&x${random(3)}=${random(8)}`
    const status = await one(agent, i % 2 ? 'HEAD' : 'GET', `${path}?${query}`, {
      ...VISITOR_HEADERS,
      Cookie: `i18n_redirected=en; consent=granted; _ga=${random(Math.max(1, Math.floor(Number(cookieBytes) / 2)))}`,
    })
    if (!measuring) continue
    if (status === 200) attack.sent++
    else attack.failed++
  }
  agent.destroy()
}

async function visitor(): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  while (!stopping) {
    const start = performance.now()
    const status = await one(agent, 'GET', path, VISITOR_HEADERS)
    if (!measuring) continue
    if (status === 200) {
      visits.ok++
      visits.latencies.push(performance.now() - start)
    } else visits.failed++
  }
  agent.destroy()
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN

const loops = [...Array.from({ length: Number(attackers) }, attacker), ...Array.from({ length: Number(visitors) }, visitor)]
const report = () => {
  const elapsed = ((measuredTo || performance.now()) - measuredFrom) / 1000
  const sorted = visits.latencies.sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      ...attack,
      visitors: {
        rps: visits.ok / elapsed,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        ok: visits.ok,
        failures: visits.failed,
      },
    }),
  )
  process.exit(0)
}
const stop = () => {
  measuredTo = performance.now()
  stopping = true
  void Promise.all(loops).then(report)
}
process.once('SIGTERM', stop)
console.log('attacking')
if (Number(warmup) > 0)
  setTimeout(
    () => {
      measuring = true
      measuredFrom = performance.now()
    },
    Number(warmup) * 1000,
  )
if (Number(seconds) > 0) setTimeout(stop, (Number(warmup) + Number(seconds)) * 1000)
else if (limit) void Promise.all(loops).then(report)
