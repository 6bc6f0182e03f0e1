// What the API writes to its log: one line per request with LOG_REQUESTS, the stack of an
// unexpected error, never a secret from the path; and nothing through the console.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { captureLogs } from './log/testing'
import { createTestApi } from './testing'

let restore: (() => void) | undefined
afterEach(() => restore?.())

function capture() {
  const logs = captureLogs('info')
  restore = logs.restore
  return logs.entries
}

describe('API log', () => {
  it('has one line per request with LOG_REQUESTS, with the path scrubbed and capped', async () => {
    const entries = capture()
    const t = createTestApi({ LOG_REQUESTS: 'true' })
    await t.post('/auth/check', { email: 'not-an-address' })
    await t.get(`/unknown/ada@example.com/${'x'.repeat(400)}`)
    expect(entries.map(({ component, msg, method, status }) => ({ component, msg, method, status }))).toEqual([
      { component: 'api', msg: 'request', method: 'POST', status: 422 },
      { component: 'api', msg: 'request', method: 'GET', status: 404 },
    ])
    expect(entries[0]).toMatchObject({ path: '/auth/check', ms: expect.any(Number) })
    expect(String(entries[1]?.path)).toMatch(/^\/unknown\/\[email\]\/x+…\(\d+ more\)$/)
    expect(String(entries[1]?.path).length).toBeLessThan(280)
  })

  it('has no request lines without LOG_REQUESTS', async () => {
    const entries = capture()
    const t = createTestApi()
    await t.post('/auth/check', { email: 'ada@example.com' })
    expect(entries).toEqual([])
  })

  it('logs an unexpected error once, with its stack, and answers 500 without it', async () => {
    const entries = capture()
    const t = createTestApi()
    t.db.close()
    const r = await t.post('/auth/check', { email: 'ada@example.com' })
    expect(r.status).toBe(500)
    expect(r.json).toEqual({ message: 'Server Error' })
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ level: 'error', component: 'api', msg: 'unhandled error', method: 'POST', path: '/auth/check' })
    expect((entries[0]?.err as { stack: string }).stack).toMatch(/database connection is not open[\s\S]*\n\s+at /)
  })
})

describe('console', () => {
  it('is not used by the API or the realtime server: everything goes through the logger', () => {
    const root = join(import.meta.dirname, '.')
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) walk(path)
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && /\bconsole\.\w+\(/.test(readFileSync(path, 'utf8')))
          offenders.push(relative(root, path))
      }
    }
    walk(root)
    expect(offenders).toEqual([])
  })
})
