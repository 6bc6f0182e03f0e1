// `npm run bench:bodies`: does a burst of oversized requests leave anything behind? Starts the
// built site (one worker, .output/pollwise/worker.mjs, or `--entry <file>` for another server script), measures its
// open file descriptors and resident memory, sends 2,000 oversized POSTs (chunked and with a
// Content-Length, 128 KB to 8 MB, to server functions, /broadcasting/auth and a page), then
// measures again once the burst has settled. Linux only (reads /proc).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const PORT = Number(arg('port') ?? 3390)
const REQUESTS = Number(arg('requests') ?? 2000)
const CONCURRENCY = 50
const entry = arg('entry')

if (!entry && !existsSync('.output/server/index.mjs')) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

// Measurement only: a preload that, on SIGUSR2, collects garbage and writes the heap's figures, so
// that live memory can be told apart from memory the allocator has not handed back yet.
const dir = mkdtempSync(join(tmpdir(), 'pollwise-bodies-'))
const heapFile = join(dir, 'heap.json')
writeFileSync(
  join(dir, 'heap.mjs'),
  `import { writeFileSync } from 'node:fs'\nprocess.on('SIGUSR2', () => { globalThis.gc(); writeFileSync(${JSON.stringify(heapFile)}, JSON.stringify(process.memoryUsage())) })\n`,
)
const preload = ['--expose-gc', '--import', join(dir, 'heap.mjs')]
const server = spawn(process.execPath, [...preload, ...(entry ? [entry] : ['.output/pollwise/worker.mjs'])], {
  env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production', API_BASE_URL: 'http://127.0.0.1:9' },
  stdio: 'ignore',
})
process.on('exit', () => server.kill('SIGKILL'))
const pid = server.pid!

const fds = () => readdirSync(`/proc/${pid}/fd`).length
const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN)
/** Live heap after a full collection, in KB. */
async function heapKb(): Promise<number> {
  writeFileSync(heapFile, '')
  process.kill(pid, 'SIGUSR2')
  for (let i = 0; i < 50; i++) {
    await sleep(100)
    const text = readFileSync(heapFile, 'utf8')
    if (text) return (JSON.parse(text) as { heapUsed: number }).heapUsed / 1024
  }
  return NaN
}
const measure = async () => ({ fds: fds(), rss: rssKb(), heap: await heapKb() })

async function ready(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`http://127.0.0.1:${PORT}/robots.txt`).catch(() => null))?.ok) return
    await sleep(100)
  }
  throw new Error('the site did not start')
}

/** One oversized POST over a raw socket; resolves with the status line, or how the socket ended. */
function oversized(i: number): Promise<string> {
  const paths = ['/_serverFn/' + '0'.repeat(64), '/broadcasting/auth', '/fr-fr/about']
  const path = paths[i % paths.length]!
  const size = [128 * 1024, 1024 * 1024, 8 * 1024 * 1024][i % 3]!
  const chunked = i % 2 === 0
  return new Promise((resolve) => {
    const socket = connect(PORT, '127.0.0.1')
    let answer = ''
    const done = (how: string) => {
      socket.destroy()
      resolve(answer.split('\r\n', 1)[0] || how)
    }
    socket.setTimeout(15_000, () => done('no answer in 15 s'))
    socket.on('data', (data) => (answer += data.toString('latin1')))
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'))
    socket.on('close', () => done('closed'))
    socket.on('connect', async () => {
      const head = [
        `POST ${path} HTTP/1.1`,
        `Host: localhost:${PORT}`,
        'Content-Type: application/json',
        'Sec-Fetch-Site: same-origin',
        chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`,
      ]
      socket.write(`${head.join('\r\n')}\r\n\r\n`)
      const piece = Buffer.alloc(16 * 1024, 'a')
      for (let sent = 0; sent < size && !socket.destroyed; sent += piece.length) {
        const ok = socket.write(
          chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece,
        )
        if (!ok) await new Promise((r) => socket.once('drain', r))
      }
      if (!socket.destroyed && chunked) socket.write('0\r\n\r\n')
    })
  })
}

await ready()
/** `count` oversized requests, `CONCURRENCY` at a time; how each ended, counted. */
async function burst(count: number): Promise<Map<string, number>> {
  const outcomes = new Map<string, number>()
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const outcome = await oversized(next++)
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
      }
    }),
  )
  return outcomes
}

// Warm up, so that lazily loaded code and the heap's working size are not counted as growth.
await burst(500)
await fetch(`http://127.0.0.1:${PORT}/fr-fr/about`)
await sleep(2000)
const before = await measure()

const started = Date.now()
const outcomes = await burst(REQUESTS)
const burstMs = Date.now() - started
const during = { fds: fds(), rss: rssKb() }
await sleep(5000)
const after = await measure()
const healthy = (await fetch(`http://127.0.0.1:${PORT}/fr-fr/about`).catch(() => null))?.status

const pct = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(1)} %`
console.log(`${REQUESTS} oversized requests, ${CONCURRENCY} at a time, in ${(burstMs / 1000).toFixed(1)} s`)
console.log(`outcomes: ${[...outcomes].map(([k, v]) => `${k} × ${v}`).join(', ')}`)
console.log(
  `open file descriptors: ${before.fds} before, ${during.fds} right after, ${after.fds} 5 s later (${pct(before.fds, after.fds)})`,
)
console.log(
  `resident memory: ${(before.rss / 1024).toFixed(1)} MB before, ${(during.rss / 1024).toFixed(1)} MB right after, ` +
    `${(after.rss / 1024).toFixed(1)} MB 5 s later (${pct(before.rss, after.rss)})`,
)
console.log(
  `live heap after a full collection: ${(before.heap / 1024).toFixed(1)} MB before, ${(after.heap / 1024).toFixed(1)} MB after (${pct(before.heap, after.heap)})`,
)
console.log(`a page afterwards: ${healthy ?? 'no answer'}`)
process.exit(0)
