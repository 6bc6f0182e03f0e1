import { afterEach, describe, expect, it } from 'vitest'
import { accessLog, captureConsole, configureLog, logger, repeatsOnce, requestScope } from './log'

const lines: string[] = []
const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
afterEach(() => {
  lines.length = 0
})

describe('the site log', () => {
  it('writes one JSON object per line: time, level, component, the request id and an error with its stack', () => {
    configureLog({ level: 'info', format: 'json' }, (line) => lines.push(line))
    const log = logger('site')
    requestScope.run({ requestId: 'req-12345678' }, () => log.error({ err: new Error('render failed') }, 'request failed'))
    log.debug('not at info')
    const [entry] = parsed()
    expect(lines).toHaveLength(1)
    expect(entry).toMatchObject({ level: 'error', component: 'site', requestId: 'req-12345678', msg: 'request failed' })
    expect(new Date(String(entry!.time)).getTime()).toBeGreaterThan(0)
    expect((entry!.err as { stack: string }).stack).toMatch(/^Error: render failed\n\s+at /)
  })

  it('writes an access line as the same JSON pino writes, with the path escaped', () => {
    configureLog({ level: 'info', format: 'json' }, (line) => lines.push(line))
    accessLog({ requestId: 'r-1234567', method: 'GET', path: '/fr-fr?"x', status: 200, ms: 1.5, cache: 'hit' })
    accessLog({ requestId: 'r-1234568', method: 'POST', path: '/contact', status: 303, ms: 12, cache: '-', aborted: true })
    logger('site').info({ requestId: 'r-1234567', method: 'GET', path: '/fr-fr?"x', status: 200, ms: 1.5, cache: 'hit' }, 'request')
    const [fast, aborted, pino] = parsed()
    expect(Object.keys(fast!)).toEqual(Object.keys(pino!))
    expect({ ...fast, time: 0 }).toEqual({ ...pino, time: 0 })
    expect(aborted).toMatchObject({ status: 303, aborted: true })
    configureLog({ level: 'warn', format: 'json' }, (line) => lines.push(line))
    accessLog({ requestId: 'r-1234569', method: 'GET', path: '/', status: 200, ms: 1, cache: 'hit' })
    expect(lines).toHaveLength(3)
  })

  it('writes one readable line in development', () => {
    configureLog({ level: 'info', format: 'pretty' }, (line) => lines.push(line))
    logger('supervisor').info({ pid: 7 }, 'site started')
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}\[supervisor\] site started pid=7\n$/)
  })

  it("routes the app's console lines into the log, an error with its stack, repeats folded", () => {
    configureLog({ level: 'info', format: 'json' }, (line) => lines.push(line))
    const original = { error: console.error, warn: console.warn, log: console.log, info: console.info }
    try {
      captureConsole()
      for (let i = 0; i < 50; i++) console.error('[site] API call failed:', new Error('ECONNREFUSED'))
      console.warn('refused %s', 'POST /x')
      const entries = parsed()
      expect(entries).toHaveLength(2)
      expect(entries[0]).toMatchObject({ level: 'error', component: 'app', msg: '[site] API call failed:' })
      expect((entries[0]!.err as { stack: string }).stack).toContain('ECONNREFUSED')
      expect(entries[1]).toMatchObject({ level: 'warn', msg: 'refused POST /x' })
    } finally {
      Object.assign(console, original)
    }
  })
})

describe('repeatsOnce', () => {
  it('writes the first of a kind at once, then one per window saying how many were left out', () => {
    let now = 0
    const once = repeatsOnce(10_000, () => now)
    const written: Array<[string, number]> = []
    for (let i = 0; i < 300; i++) once('frame too large', (suppressed) => written.push(['frame too large', suppressed]))
    once('other', (suppressed) => written.push(['other', suppressed]))
    now = 10_000
    once('frame too large', (suppressed) => written.push(['frame too large', suppressed]))
    expect(written).toEqual([
      ['frame too large', 0],
      ['other', 0],
      ['frame too large', 299],
    ])
  })
})
