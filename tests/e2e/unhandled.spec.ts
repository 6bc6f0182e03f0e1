// An unhandled rejection in a site worker (decision 033): logged with its stack as one JSON line,
// the worker stops cleanly with a failure code, and the primary starts another that serves. The
// built site's primary runs alone on ports of its own; a preload of the test's makes the first
// worker reject a promise nobody handles, once.
import { expect, test } from '@playwright/test'
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SITE_PORT } from '../../playwright.config'
import { statusOf, until } from './second-product'

const PORT = SITE_PORT + 60
let dir = ''
let site: ChildProcess | undefined

test.afterEach(() => {
  site?.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

test('an unhandled rejection is logged with its stack and its worker replaced by one that serves', async () => {
  dir = mkdtempSync(join(tmpdir(), 'pollwise-unhandled-'))
  const marker = join(dir, 'rejected')
  const preload = join(dir, 'reject-once.mjs')
  writeFileSync(
    preload,
    [
      "import cluster from 'node:cluster'",
      "import { existsSync, writeFileSync } from 'node:fs'",
      `const marker = ${JSON.stringify(marker)}`,
      "if (cluster.isWorker && !existsSync(marker)) setTimeout(() => { writeFileSync(marker, ''); Promise.reject(new Error('a promise nobody awaits')) }, 1500)",
    ].join('\n'),
  )
  let output = ''
  site = spawn(process.execPath, ['--import', preload, '.output/pollwise/primary.mjs'], {
    env: { ...process.env, PORT: String(PORT), SITE_WORKERS: '1', NODE_ENV: 'production', METRICS_PORT: '0', SHUTDOWN_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  site.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  site.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const lines = () =>
    output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; msg: string; err?: { stack?: string }; component: string })
  await until(
    async () => output.includes('starting another'),
    20_000,
    () => output,
  )
  const fatal = lines().find((line) => line.level === 'fatal')
  expect(fatal).toMatchObject({ component: 'site', msg: 'unhandled rejection: replacing this worker' })
  expect(fatal?.err?.stack).toMatch(/^Error: a promise nobody awaits\n\s+at /)
  expect(lines().find((line) => /^worker \d+ exited \(1\); starting another$/.test(line.msg))).toMatchObject({ level: 'warn' })
  // The new worker serves; every line either wrote was JSON (lines() parsed them all).
  await until(
    async () => (await statusOf(`http://localhost:${PORT}/robots.txt`)) === 200,
    20_000,
    () => output,
  )
  expect(lines().filter((line) => line.level === 'fatal')).toHaveLength(1)
})
