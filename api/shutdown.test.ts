// The API's stop (api/main.ts): mail that a request began before SIGTERM still reaches the mail
// server, which this test starts and makes slow to accept, before the process exits; a mail
// server that never answers cannot hold the stop past the API's share of `npm start`'s. And the
// API killed outright mid-send: the next start delivers what it had acknowledged, once.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './db/database'
import { freePort, startMailServer, until } from './mail/test-smtp'
import { STRONG_PASSWORD } from './testing'

const root = join(import.meta.dirname, '..')

/** An SMTP server that holds each message `acceptAfterMs` before accepting it (never, if null). */
async function slowMailServer(acceptAfterMs: number | null) {
  const received: string[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        if (acceptAfterMs === null) return
        setTimeout(() => {
          received.push(...session.envelope.rcptTo.map((r) => r.address))
          callback()
        }, acceptAfterMs)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function tempDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'pollwise-api-stop-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  return dataDir
}

async function startApi(
  smtpUrl: string,
  dataDir = tempDataDir(),
  env: Record<string, string> = {},
): Promise<{ base: string; api: ChildProcess; output: () => string }> {
  let output = ''
  // Port 0: the system picks a free one, which the API's first log line names.
  const api = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: root,
    // No metrics port: tests run side by side, and the default one is a single fixed port.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: '0',
      API_METRICS_PORT: '0',
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      DEMO_CLAIMS_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  api.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  api.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  cleanups.push(() => {
    if (api.exitCode === null && api.signalCode === null) api.kill('SIGKILL')
  })
  const deadline = Date.now() + 30_000
  let port: string | undefined
  while (!(port = /reference API on http:\/\/localhost:(\d+)/.exec(output)?.[1])) {
    if (Date.now() > deadline) throw new Error(`the API did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const base = `http://127.0.0.1:${port}`
  return { base, api, output: () => output }
}

/** Registers an address, which begins its verification mail; answered before the mail is sent. */
async function register(base: string, email: string): Promise<void> {
  const response = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD, locale: 'en', m_id: 'stop-test' }),
  })
  expect(response.status).toBe(200)
}

async function stop(api: ChildProcess): Promise<{ code: number | null; took: number }> {
  const signalled = Date.now()
  const exited = new Promise<number | null>((resolve) => api.once('exit', (code) => resolve(code)))
  api.kill('SIGTERM')
  const code = await exited
  return { code, took: Date.now() - signalled }
}

describe('the API stops', () => {
  it('after the mail its requests began has reached the mail server', async () => {
    const mail = await slowMailServer(800)
    cleanups.push(mail.close)
    const { base, api } = await startApi(mail.url)
    await register(base, 'just-before-a-deploy@example.com')
    const { code, took } = await stop(api)
    expect(code).toBe(0)
    expect(mail.received).toEqual(['just-before-a-deploy@example.com'])
    expect(took).toBeGreaterThanOrEqual(500)
  }, 60_000)

  it('within its share of the stop when the mail server never accepts, saying what is delivered after the next start', async () => {
    const mail = await slowMailServer(null)
    cleanups.push(mail.close)
    const { base, api, output } = await startApi(mail.url)
    await register(base, 'never-accepted@example.com')
    const { code, took } = await stop(api)
    expect(code).toBe(0)
    expect(took).toBeLessThan(3000)
    expect(mail.received).toEqual([])
    expect(output()).toContain('mail still being sent at shutdown stays in the outbox and is delivered after the next start')
  }, 60_000)
})

describe('the metrics port', () => {
  it('serves the outbox and process figures on loopback, and closes with the API', async () => {
    const mail = await slowMailServer(0)
    cleanups.push(mail.close)
    const port = await freePort()
    const { base, api } = await startApi(mail.url, undefined, { API_METRICS_PORT: String(port), METRICS_PORT: '1' })
    await register(base, 'counted@example.com')
    const metrics = `http://127.0.0.1:${port}/metrics`
    await until(async () => (await (await fetch(metrics)).text()).includes('pollwise_api_outbox_delivered_total{kind="verify"} 1'))
    const text = await (await fetch(metrics)).text()
    expect(text).toMatch(/^pollwise_api_outbox_pending 0$/m)
    expect(text).toContain('pollwise_api_process_cpu_user_seconds_total')
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404)
    expect((await stop(api)).code).toBe(0)
    await expect(fetch(metrics)).rejects.toThrow()
  }, 60_000)
})

describe('the API killed mid-send', () => {
  it('delivers the mail it acknowledged after the next start, exactly once', async () => {
    // The first mail server takes the message and never answers: the send is under way when the API dies.
    const stalled = await startMailServer({ stall: true })
    cleanups.push(stalled.close)
    const dataDir = tempDataDir()
    const first = await startApi(stalled.url, dataDir)
    await register(first.base, 'killed-mid-send@example.com')
    await until(() => stalled.held === 1, 10_000, 'the send under way')
    const killed = new Promise((resolve) => first.api.once('exit', resolve))
    first.api.kill('SIGKILL')
    await killed

    const working = await startMailServer()
    cleanups.push(working.close)
    await startApi(working.url, dataDir)
    await until(() => working.received.length > 0, 10_000, 'the delivery after the restart')
    // Recorded as delivered, so nothing sends it again.
    const db = openDatabase(join(dataDir, 'api.sqlite'))
    cleanups.push(() => void db.close())
    await until(
      () =>
        (db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NOT NULL AND next_attempt_at IS NULL').get() as { n: number }).n ===
        1,
      10_000,
      'the row settled',
    )
    expect(working.received.map((m) => m.to)).toEqual([['killed-mid-send@example.com']])
    expect(db.prepare('SELECT kind, attempts, payload FROM outbox').all()).toEqual([{ kind: 'verify', attempts: 2, payload: null }])
  }, 60_000)
})
