// `npm start` keeps the site up: a second instance of the product on its own ports, whose API and
// realtime processes are killed while the site keeps answering and the supervisor brings them back.
import { expect, test } from '@playwright/test'
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// One product instance for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' })

const PORT = 3320
const API_PORT = 8820
const REALTIME_PORT = 6120
const SITE = `http://localhost:${PORT}`

let product: ChildProcess
let output = ''
const dataDir = mkdtempSync(join(tmpdir(), 'pollwise-supervisor-'))

async function status(url: string): Promise<number> {
  try {
    return (await fetch(url, { headers: { Cookie: 'i18n_redirected=en' }, redirect: 'manual', signal: AbortSignal.timeout(5000) })).status
  } catch {
    return 0
  }
}

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms; output so far:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The pid the supervisor logged for the newest start of a part. */
function pidOf(part: string): number {
  const matches = [...output.matchAll(new RegExp(`\\[supervisor\\] ${part} started \\(pid (\\d+)\\)`, 'g'))]
  const pid = Number(matches.at(-1)?.[1])
  if (!pid) throw new Error(`no pid logged for ${part}:\n${output}`)
  return pid
}

test.beforeAll(async () => {
  product = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      REALTIME_PORT: String(REALTIME_PORT),
      DATA_DIR: dataDir,
      DEMO_CLAIMS_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  product.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  product.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await until(
    async () => (await status(`${SITE}/robots.txt`)) === 200 && (await status(`http://localhost:${API_PORT}/health`)) === 200,
    60_000,
  )
})

test.afterAll(async () => {
  const exited = new Promise((resolve) => product.once('exit', resolve))
  product.kill('SIGTERM')
  await exited
  rmSync(dataDir, { recursive: true, force: true })
})

test('the site keeps serving while the API is down, and the API comes back within 10 s', async () => {
  const api = pidOf('api')
  process.kill(api, 'SIGKILL')
  await until(async () => (await status(`http://localhost:${API_PORT}/health`)) === 0, 5000)
  for (const path of ['/', '/fr-fr', '/contact']) expect(await status(`${SITE}${path}`), path).toBe(200)
  const killedAt = Date.now()
  await until(async () => (await status(`http://localhost:${API_PORT}/health`)) === 200, 10_000)
  expect(Date.now() - killedAt).toBeLessThan(10_000)
  expect(pidOf('api')).not.toBe(api)
  expect(output).toMatch(/\[supervisor\] api exited \(SIGKILL\); restarting in \d+ ms/)
})

test('the realtime server is restarted too, and the site never notices', async () => {
  const realtime = pidOf('realtime')
  process.kill(realtime, 'SIGKILL')
  expect(await status(`${SITE}/`)).toBe(200)
  await until(async () => (await status(`http://localhost:${REALTIME_PORT}/health`)) === 200 && pidOf('realtime') !== realtime, 10_000)
})
