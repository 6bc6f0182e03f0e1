// The render cache's attacker for `npm run bench` (scripts/bench.ts): `connections` keep-alive
// connections, each sending one request after another — GET and HEAD in turn, each with a query
// string of random campaign ids and an unknown parameter, and a cookie of its own of
// `cookieBytes` — to a page at the site's port, until SIGTERM or until `count` requests have been
// answered. Prints how many were answered 200 and how many not, as JSON, when it ends.
// Usage: node --import tsx scripts/bench-attack.ts <port> <path> <connections> [count] [cookieBytes]
import { randomBytes } from 'node:crypto'
import http from 'node:http'

const [port = '3400', path = '/fr-fr', connections = '4', count = '0', cookieBytes = '200'] = process.argv.slice(2)
const limit = Number(count)
let sent = 0
let failed = 0
let stopping = false

const random = (bytes: number) => randomBytes(bytes).toString('hex')

function one(agent: http.Agent, method: 'GET' | 'HEAD'): Promise<void> {
  return new Promise((resolve) => {
    const query = `gclid=${random(16)}&utm_source=${random(4)}&utm_campaign=${random(6)}&x${random(3)}=${random(8)}`
    const req = http.request(
      {
        agent,
        port: Number(port),
        host: '127.0.0.1',
        method,
        path: `${path}?${query}`,
        headers: {
          Accept: 'text/html',
          'Accept-Encoding': 'gzip',
          'Sec-Fetch-Dest': 'document',
          Cookie: `i18n_redirected=en; consent=granted; _ga=${random(Math.max(1, Math.floor(Number(cookieBytes) / 2)))}`,
        },
      },
      (res) => {
        res.resume()
        res.once('end', () => {
          if (res.statusCode === 200) sent++
          else failed++
          resolve()
        })
      },
    )
    req.once('error', () => {
      failed++
      resolve()
    })
    req.end()
  })
}

async function loop(): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  for (let i = 0; !stopping && (!limit || sent + failed < limit); i++) await one(agent, i % 2 ? 'HEAD' : 'GET')
  agent.destroy()
}

const loops = Array.from({ length: Number(connections) }, loop)
const report = () => {
  console.log(JSON.stringify({ sent, failed }))
  process.exit(0)
}
process.once('SIGTERM', () => {
  stopping = true
  void Promise.all(loops).then(report)
})
console.log('attacking')
if (limit) void Promise.all(loops).then(report)
