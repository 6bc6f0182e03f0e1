// The realtime server as its own process (`node --import tsx api/realtime/main.ts`): it starts from
// the environment, logs where it listens, stops cleanly on SIGTERM/SIGINT, and refuses a bad
// configuration with the whole list.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import PusherServer from 'pusher'
import { afterEach, describe, expect, it } from 'vitest'
import { until } from './test-helpers'

const root = fileURLToPath(new URL('../..', import.meta.url))
let children: ChildProcess[] = []

afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  children = []
})

/** Starts the entry with a clean Pusher environment (empty means unset) plus `env`. */
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/realtime/main.ts'], {
    cwd: root,
    env: { ...process.env, PUSHER_APP_ID: '', PUSHER_APP_KEY: '', PUSHER_APP_SECRET: '', REALTIME_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  const output = { stdout: '', stderr: '' }
  child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, output, exited }
}

describe('api/realtime/main.ts', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`serves the websocket and the HTTP API on the configured address and exits 0 on ${signal}`, async () => {
      const { child, output, exited } = run({ NODE_ENV: 'test', REALTIME_PORT: '0' })
      const httpApi = /\[realtime\] Pusher HTTP API on http:\/\/127\.0\.0\.1:(\d+)\/apps\/pollwise-app\n/
      await until(() => httpApi.test(output.stdout) || child.exitCode !== null, 15_000)
      expect(output.stdout).toMatch(/\[realtime\] Pusher protocol on ws:\/\/127\.0\.0\.1:\d+\/app\/pollwise-key\n/)
      const port = Number(httpApi.exec(output.stdout)?.[1])

      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200)
      const sdk = new PusherServer({
        appId: 'pollwise-app',
        key: 'pollwise-key',
        secret: 'pollwise-dev-secret',
        host: '127.0.0.1',
        port: String(port),
      })
      expect((await sdk.trigger('claims', 'Ping', {})).status).toBe(200)

      child.kill(signal)
      expect(await exited).toEqual({ code: 0, signal: null })
      expect(output.stdout).toContain(`[realtime] ${signal}: shutting down`)
      expect(output.stderr).toBe('')
    })
  }

  it('exits 1 listing every configuration problem in one fatal log entry, JSON in production', async () => {
    const { output, exited } = run({ NODE_ENV: 'production', REALTIME_PORT: 'abc', PUSHER_APP_KEY: 'pollwise-key' })
    expect(await exited).toEqual({ code: 1, signal: null })
    const lines = output.stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0] ?? '') as { level: string; component: string; msg: string }
    expect(entry).toMatchObject({ level: 'fatal', component: 'realtime' })
    expect(entry.msg).toMatch(/^Invalid configuration:\n/)
    for (const problem of [
      / {2}- REALTIME_PORT: /,
      / {2}- PUSHER_APP_ID: must be set in production\n/,
      / {2}- PUSHER_APP_KEY: must be set in production \(not the development default\)\n/,
      / {2}- PUSHER_APP_SECRET: must be set in production$/,
    ]) {
      expect(entry.msg).toMatch(problem)
    }
    expect(output.stderr).toBe('')
  })

  it('prints the same list readably, prefixed [realtime], outside production', async () => {
    const { output, exited } = run({ NODE_ENV: 'development', REALTIME_PORT: 'abc' })
    expect(await exited).toEqual({ code: 1, signal: null })
    expect(output.stdout).toMatch(/^\d\d:\d\d:\d\d\.\d{3} FATAL \[realtime\] Invalid configuration:\n {2}- REALTIME_PORT: .+\n$/)
  })
})
