// `npm start` refuses a bad configuration before building or starting anything.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('npm start', () => {
  it('lists every bad variable and exits non-zero', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/prepare.ts'], {
      env: {
        ...process.env,
        PORT: 'eighty',
        BLOCKED_COUNTRIES: 'north-korea',
        SITE_URL: 'not a url',
        METRICS_PORT: 'x',
        LOG_LEVEL: 'loud',
      },
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid configuration')
    for (const name of ['PORT', 'BLOCKED_COUNTRIES', 'SITE_URL', 'METRICS_PORT', 'LOG_LEVEL']) expect(result.stderr).toContain(name)
    expect(result.stdout).not.toContain('building')
  })
})
