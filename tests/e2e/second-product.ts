// A second instance of the product for one spec file, started as `npm start` starts it
// (server/start.ts) with the environment the spec gives, beside the suite's own: its output kept
// for the spec to read, ready once every given URL answers 200, stopped with the ordered stop and
// its data directory removed.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface SecondProduct {
  /** Everything its processes have written so far. */
  output: () => string
  /** SIGTERM, then resolves once it has exited and its data directory is gone. */
  stop: () => Promise<void>
}

/** Waits until `check` holds, polling every 100 ms; past `ms` it fails with what `context` says. */
export async function until(check: () => Promise<boolean>, ms: number, context: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms\n${context()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The status a URL answers (0: nothing answers), without following a redirect. */
export async function statusOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    return (await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(5000) })).status
  } catch {
    return 0
  }
}

export async function startSecondProduct(env: Record<string, string>, readyUrls: string[]): Promise<SecondProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pollwise-second-'))
  let output = ''
  const product: ChildProcess = spawn(process.execPath, ['--enable-source-maps', '.output/pollwise/start.mjs'], {
    // No metrics endpoints: the suite's own product has the default ports.
    env: { ...process.env, DATA_DIR: dataDir, DEMO_CLAIMS_INTERVAL_MS: '0', METRICS_PORT: '0', API_METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  product.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  product.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise((resolve) => product.once('exit', resolve))
  await until(
    async () => (await Promise.all(readyUrls.map((url) => statusOf(url)))).every((status) => status === 200),
    60_000,
    () => `output so far:\n${output}`,
  )
  return {
    output: () => output,
    stop: async () => {
      product.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
