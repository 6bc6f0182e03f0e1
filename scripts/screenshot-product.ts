// The production build, whole (site, API and realtime server), on ports of its own with a fresh
// data directory, for the screenshot scripts: built first if there is no build.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ScreenshotProduct {
  site: string
  api: string
  /** POSTs JSON to the API. */
  post: (path: string, body: unknown) => Promise<Response>
  /** The mails the API's development mailbox holds for an address, newest first, waiting for the first. */
  mailsTo: (email: string) => Promise<{ subject: string; html: string | null; links: string[] }[]>
  stop: () => void
}

export async function startScreenshotProduct(port: number, apiPort: number, realtimePort: number): Promise<ScreenshotProduct> {
  if (!existsSync('.output/pollwise/start.mjs')) {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(1)
  }
  const site = `http://localhost:${port}`
  const api = `http://localhost:${apiPort}`
  const dataDir = mkdtempSync(join(tmpdir(), 'pollwise-shots-'))
  const product: ChildProcess = spawn(process.execPath, ['.output/pollwise/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      REALTIME_PORT: String(realtimePort),
      METRICS_PORT: '0',
      API_METRICS_PORT: '0',
      DATA_DIR: dataDir,
      DEMO_CLAIMS_INTERVAL_MS: '0',
    },
    stdio: 'ignore',
  })
  const stop = () => {
    product.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.on('exit', stop)
  for (let i = 0; ; i++) {
    const up = await Promise.all(
      [`${site}/robots.txt`, `${api}/health`].map((url) =>
        fetch(url).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    )
    if (up.every(Boolean)) break
    if (i > 300) throw new Error('the product did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const mailsTo = async (email: string) => {
    for (let i = 0; i < 50; i++) {
      const mails = (await (await fetch(`${api}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
        subject: string
        html: string | null
        links: string[]
      }[]
      if (mails.length) return mails
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`no mail to ${email}`)
  }
  return { site, api, post, mailsTo, stop }
}
